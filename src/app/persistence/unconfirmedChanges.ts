import type { UnknownAction } from '@reduxjs/toolkit';
import { storageSynced, type ListKey } from '../../shared/events';
import type { ListStorage } from './listStorage';
import { listsOf, type Lists, type ListsReducer } from './lists';

/** Enough for a burst of clicks; an older change is long known to other tabs. */
const MOST_REMEMBERED = 200;

interface Change {
  /** The text the action was applied to when this tab wrote its result. */
  base: string | null;
  action: UnknownAction;
}

/**
 * Per list, the actions this tab wrote since it last saw another tab build on
 * its writes, each with the text it was applied to.
 *
 * Two tabs can write one key at nearly the same moment, each on top of the
 * same list; whichever write reaches the browser second drops the first one's
 * change (two additions of one stone even write the same text). A tab learns
 * of it from the other tab's `storage` event: its old value is the text one of
 * our own changes was applied to, so their list cannot hold that change. The
 * tab then applies its changes from there on again, on top of their list.
 */
export interface UnconfirmedChanges {
  record(key: ListKey, base: string | null, action: UnknownAction): void;
  /** Another writer's list holds them all (it was built on what we wrote). */
  confirm(key: ListKey): void;
  /** Our changes that a write built on `base` cannot hold, oldest first; null when there are none. */
  lostOn(key: ListKey, base: string | null): readonly UnknownAction[] | null;
  /** `actions` have been applied again on top of `base`. */
  reapplied(key: ListKey, base: string | null, actions: readonly UnknownAction[]): void;
}

export function trackUnconfirmedChanges(): UnconfirmedChanges {
  const changes = new Map<ListKey, Change[]>();
  return {
    record(key, base, action) {
      const list = changes.get(key) ?? [];
      changes.set(key, [...list.slice(-(MOST_REMEMBERED - 1)), { base, action }]);
    },
    confirm: (key) => {
      changes.delete(key);
    },
    lostOn(key, base) {
      const list = changes.get(key) ?? [];
      const from = list.findIndex((change) => change.base === base);
      return from === -1 ? null : list.slice(from).map((change) => change.action);
    },
    reapplied(key, base, actions) {
      changes.set(key, actions.map((action) => ({ base, action })));
    },
  };
}

/**
 * Called for another tab's `storage` event. When that tab's write was built on
 * a list one of our changes was applied to, their list lacks our changes from
 * there on: apply them again on top of the newest list this tab can see, as one
 * replayable action, which writes the merged list. Returns whether it did.
 */
export function applyAgainIfLost(
  key: ListKey,
  event: Pick<StorageEvent, 'oldValue' | 'newValue'>,
  context: {
    storage: ListStorage;
    unconfirmed: UnconfirmedChanges;
    reduceLists: ListsReducer;
    lists: Lists;
    dispatch: (action: UnknownAction) => unknown;
  },
): boolean {
  const { storage, unconfirmed, reduceLists, dispatch } = context;
  if (event.newValue === null) return false;
  const lost = unconfirmed.lostOn(key, event.oldValue);
  if (!lost) return false;
  // A newer write by them may already be here; our own pending write is not theirs.
  const seen = storage.peek(key);
  const theirs = seen !== null && seen !== storage.known(key).text ? seen : event.newValue;
  let lists: Lists = { ...listsOf(context.lists), [key]: { items: storage.parse(key, theirs) } };
  for (const action of lost) lists = reduceLists(lists, action);
  unconfirmed.reapplied(key, theirs, lost);
  dispatch(storageSynced({ key, items: lists[key].items as unknown[] }));
  return true;
}
