import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { dataCleared, isSaveFirst, LIST_KEYS, storageSynced, type ListKey } from '../../shared/events';
import { NotSavedError } from '../../shared/notSaved';
import type { KnownList, ListStorage, WriteOutcome } from './listStorage';
import { listsOf, WRITE_ORDER, type Lists, type ListsReducer } from './lists';
import { writeFailed, writeSucceeded, type PersistenceState } from './persistenceSlice';
import type { TabVersions } from './tabVersions';

type State = Lists & { persistence: PersistenceState };
type Outcomes = ReadonlyArray<readonly [ListKey, WriteOutcome]>;

type Announce = (written: readonly ListKey[], state: Lists) => void;

/**
 * Another tab or the host page may have written some of `keys` since this tab
 * last looked: their lists are dispatched (one replayable `storageSynced`
 * each), so a change lands on top of them instead of writing a stale copy
 * over them.
 */
export function adoptNewerLists(
  dispatch: (action: UnknownAction) => unknown,
  storage: ListStorage,
  versions: TabVersions,
  keys: readonly ListKey[],
) {
  for (const key of keys) {
    const fresh = storage.readIfChanged(key);
    if (!fresh) continue;
    versions.adopted(key, storage.known(key).text);
    dispatch(storageSynced({ key, items: fresh.items }));
  }
}

/**
 * This tab's changes that the store's `key` lacks (another tab's write dropped
 * them) are applied again on top of it, as one replayable `storageSynced`,
 * which writes the result.
 */
export function restoreLostChanges(
  dispatch: (action: UnknownAction) => unknown,
  lists: Lists,
  reduceLists: ListsReducer,
  versions: TabVersions,
  key: ListKey,
) {
  const lacking = versions.lacking(key);
  if (lacking.length === 0) return;
  const restored = lacking.reduce(reduceLists, listsOf(lists));
  versions.restored(key);
  dispatch(storageSynced({ key, items: [...restored[key].items] }));
}

/** Writes all of `keys` or none: on the first refusal the earlier ones are put back, and it throws. */
function saveAll(storage: ListStorage, keys: readonly ListKey[], next: Lists): Outcomes {
  const done: Array<[ListKey, KnownList]> = [];
  const outcomes: Array<[ListKey, WriteOutcome]> = [];
  for (const key of keys) {
    const previous = storage.known(key);
    const outcome = storage.write(key, next[key].items);
    if (outcome.status === 'failed') {
      done.reverse().forEach(([written, before]) => storage.restore(written, before));
      throw new NotSavedError(key, outcome.error);
    }
    done.push([key, previous]);
    outcomes.push([key, outcome]);
  }
  return outcomes;
}

/**
 * The write-through middleware; see index.ts for the whole write in one
 * paragraph. Nothing here dispatches the action it handles a second time.
 */
export function writeThrough(
  storage: ListStorage,
  versions: TabVersions,
  reduceLists: ListsReducer,
  announce: Announce,
): Middleware<object, State> {
  return (api) => (next) => (action) => {
    if (dataCleared.match(action)) {
      storage.removeAll();
      versions.cleared();
      const result = next(action);
      announce(LIST_KEYS, api.getState());
      return result;
    }
    const ownChange = !storageSynced.match(action);
    // Another writer's newer list first: it reaches the store (and is written back if it had to
    // be cleaned up) before this action is reduced on top of it.
    if (ownChange) {
      adoptNewerLists(api.dispatch, storage, versions, LIST_KEYS);
      LIST_KEYS.forEach((key) => restoreLostChanges(api.dispatch, api.getState(), reduceLists, versions, key));
    }
    const before = listsOf(api.getState());
    const planned = reduceLists(before, action as UnknownAction);
    const keys = WRITE_ORDER.filter((key) => planned[key] !== before[key]);
    if (keys.length === 0) return next(action);

    if (ownChange) keys.forEach((key) => versions.changed(key, action as UnknownAction));
    const outcomes = isSaveFirst(action)
      ? saveAll(storage, keys, planned)
      : keys.map((key) => [key, storage.write(key, planned[key].items)] as const);
    const result = next(action);
    settleWrites(api.dispatch, api.getState(), outcomes, announce);
    return result;
  };
}

/**
 * After the lists reached the store: tells the visitor about refused writes
 * (and takes the notice back once a list is saved again), then fires the
 * window event of each list written.
 */
export function settleWrites(
  dispatch: (action: UnknownAction) => unknown,
  state: State,
  outcomes: Outcomes,
  announce: Announce,
) {
  for (const [key, outcome] of outcomes) {
    if (outcome.status === 'failed') dispatch(writeFailed({ key }));
    else if (outcome.status === 'written' && state.persistence.unsaved.includes(key)) dispatch(writeSucceeded({ key }));
  }
  announce(
    outcomes.filter(([, outcome]) => outcome.status === 'written').map(([key]) => key),
    state,
  );
}
