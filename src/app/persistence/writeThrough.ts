import type { Dispatch, Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { dataCleared, isSaveFirst, LIST_KEYS, storageSynced, type ListKey } from '../../shared/events';
import { NotSavedError } from '../../shared/notSaved';
import type { KnownList, ListStorage, WriteOutcome } from './listStorage';
import { writeFailed, writeSucceeded, type PersistenceState } from './persistenceSlice';
import type { UnconfirmedChanges } from './unconfirmedChanges';

export type Lists = Record<ListKey, { items: readonly unknown[] }>;
type State = Lists & { persistence: PersistenceState };

/** Records first: an order is in storage before the cart it empties is. */
const WRITE_ORDER: readonly ListKey[] = ['orders', 'quotes', 'cart', 'wishlist'];

/** Just the four saved lists of a state (the list reducers know no other keys). */
export const listsOf = ({ cart, wishlist, quotes, orders }: Lists): Lists => ({ cart, wishlist, quotes, orders });

/**
 * Another tab or the host page may have written some of `keys` since this tab
 * last looked: take their list first (one replayable action each), so a change
 * lands on top of it instead of writing a stale copy over it.
 */
export function adoptNewerLists(
  dispatch: Dispatch,
  storage: ListStorage,
  unconfirmed: UnconfirmedChanges,
  keys: readonly ListKey[],
): boolean {
  let adopted = false;
  for (const key of keys) {
    const fresh = storage.readIfChanged(key);
    if (!fresh) continue;
    // Written after ours reached storage, so built on it.
    unconfirmed.confirm(key);
    dispatch(storageSynced({ key, items: fresh.items }));
    adopted = true;
  }
  return adopted;
}

/** Writes all of `keys` or none: on the first refusal the earlier ones are put back, and it throws. */
function saveAll(storage: ListStorage, keys: readonly ListKey[], next: Lists) {
  const done: Array<[ListKey, KnownList]> = [];
  for (const key of keys) {
    const previous = storage.known(key);
    const outcome = storage.write(key, next[key].items);
    if (outcome.status === 'failed') {
      done.reverse().forEach(([written, before]) => storage.restore(written, before));
      throw new NotSavedError(key, outcome.error);
    }
    done.push([key, previous]);
  }
}

/**
 * Write-through saving. Before an action reaches the reducers, the lists it
 * will change are worked out with the pure list reducers and written, so by
 * the time `dispatch` returns they are in storage; then the change is applied
 * and announced. A save-first action (order, quote) is applied only if all its
 * lists were written; otherwise `dispatch` throws and nothing changes. Any
 * other refused write leaves the change in memory and tells the visitor.
 */
export function writeThrough(
  storage: ListStorage,
  unconfirmed: UnconfirmedChanges,
  listsReducer: Reducer<Lists, UnknownAction, Partial<Lists>>,
  announce: (written: readonly ListKey[], state: Lists) => void,
): Middleware<object, State> {
  return (api) => (next) => (action) => {
    if (dataCleared.match(action)) {
      LIST_KEYS.forEach((key) => storage.remove(key));
      LIST_KEYS.forEach((key) => unconfirmed.confirm(key));
      const result = next(action);
      announce(LIST_KEYS, api.getState());
      return result;
    }
    const before = api.getState();
    const planned = listsReducer(listsOf(before), action as UnknownAction);
    const changing = WRITE_ORDER.filter((key) => planned[key].items !== before[key].items);
    if (changing.length === 0) return next(action);

    // Taking another writer's list changes the state: start again from it.
    const ownChange = !storageSynced.match(action);
    if (ownChange && adoptNewerLists(api.dispatch, storage, unconfirmed, changing)) {
      return api.dispatch(action as UnknownAction);
    }

    const bases = changing.map((key) => storage.known(key).text);
    let outcomes: Array<[ListKey, WriteOutcome]>;
    if (isSaveFirst(action)) {
      saveAll(storage, changing, planned);
      outcomes = changing.map((key) => [key, { status: 'written' }]);
    } else {
      outcomes = changing.map((key) => [key, storage.write(key, planned[key].items)]);
    }
    if (ownChange) {
      outcomes.forEach(([key, outcome], index) => {
        if (outcome.status === 'written') unconfirmed.record(key, bases[index] ?? null, action as UnknownAction);
      });
    }
    const result = next(action);
    reportWrites(api.dispatch, api.getState().persistence, outcomes);
    announce(
      outcomes.filter(([, outcome]) => outcome.status === 'written').map(([key]) => key),
      api.getState(),
    );
    return result;
  };
}

/** Tells the visitor about refused writes, and takes the notice back once a list is saved again. */
export function reportWrites(
  dispatch: Dispatch,
  persistence: PersistenceState,
  outcomes: ReadonlyArray<readonly [ListKey, WriteOutcome]>,
) {
  for (const [key, outcome] of outcomes) {
    if (outcome.status === 'failed') dispatch(writeFailed({ key }));
    else if (outcome.status === 'written' && persistence.unsaved.includes(key)) dispatch(writeSucceeded({ key }));
  }
}
