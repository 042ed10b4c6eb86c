/**
 * Saving the four lists (cart, wishlist, quotes, orders) to localStorage: the
 * one door into this folder; nothing else imports its files (eslint.config.mjs).
 *
 * The whole write, from a click: the component dispatches an action, and the
 * `middleware` below handles it before any reducer does. It first reads the
 * four keys; a list another tab or the host page wrote since this tab last
 * looked is dispatched first, as one `persistence/storageSynced` action
 * (`writeThrough.ts`). It then reduces the action once, with the list
 * reducers the store itself uses (`reduceOnce`: the store's reducer takes that
 * same result), and writes each list that changed through redux-persist's
 * persistoid into `localStorage` (`listStorage.ts`), records first. Only then
 * does the action reach the store, so when `dispatch` returns, the change is
 * stored. Each write returns its outcome: a refused order or quote
 * (`meta.saveFirst`) puts back what was written and throws `NotSavedError`,
 * leaving the store untouched; any other refusal keeps the change in memory and
 * sets the storage notice. Last, the window event of each list written fires
 * (`cartUpdated` ..., `windowEvents.ts`). The `eventBridge` follows the other
 * direction: another tab's `storage` event and a host page's own event become
 * one `storageSynced`; when another tab's write, made at the same moment,
 * dropped changes of this tab, this tab applies them again on top and writes
 * the result (`tabVersions.ts`).
 */
import { combineReducers, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { LIST_KEYS, type ListKey } from '../../shared/events';
import { createListStorage } from './listStorage';
import type { ListReducers, Lists, ListsReducer } from './lists';
import type { PersistenceState } from './persistenceSlice';
import { createTabVersions } from './tabVersions';
import { createListEvents, type ListCounts } from './windowEvents';
import { adoptNewerLists, restoreLostChanges, settleWrites, writeThrough } from './writeThrough';

export { reduceOnce } from './lists';
export { default as persistenceReducer, noticeDismissed, type PersistenceState } from './persistenceSlice';
export { LIST_EVENTS, type ListEventDetail } from './windowEvents';
// For Node and the tests; the browser's first download never uses it, so it is left out of it.
// eslint-disable-next-line no-restricted-imports -- see above
export { memoryStorage } from './memoryStorage';

export interface PersistenceOptions {
  /** The list reducers, as returned by `reduceOnce`: the same ones the store's reducer uses. */
  listReducers: ListReducers;
  /** The shop's name, in each event's `detail.instance`. */
  name: string;
  /** Counts that are not a list's length (the cart counts pieces). */
  counts?: ListCounts;
}

type PersistedState = Lists & { persistence: PersistenceState };

interface PersistedStore {
  getState(): PersistedState;
  dispatch: (action: UnknownAction) => unknown;
}

export interface Persistence {
  /** What storage holds, read and validated now: the store starts with it. */
  initialLists: Partial<Record<ListKey, { items: unknown[] }>> & { persistence: PersistenceState };
  middleware: Middleware;
  /**
   * Connects the made store to the outside: writes what storage lacks (cleaned
   * lists now, refused writes on `flush` and when the page is hidden) and
   * follows other tabs and the host page. `stop` ends all of it.
   */
  eventBridge(store: PersistedStore): { flush(): void; stop(): void };
}

/** One shop's saving, under `prefix` in `storage` (none: nothing is saved, the shop still works). */
export function createPersistence(storage: Storage | undefined, prefix: string, options: PersistenceOptions): Persistence {
  // Not in a reducer: only this tab's bookkeeping of its own changes uses it.
  const versions = createTabVersions(storage, prefix, Math.random().toString(36).slice(2, 10));
  const lists = createListStorage(storage, prefix, versions);
  const events = createListEvents(prefix, options.name, options.counts ?? {});
  const reduceLists = combineReducers(options.listReducers) as unknown as ListsReducer;
  const starting = lists.readAll();

  return {
    initialLists: { ...starting.lists, persistence: { unsaved: [], recovered: starting.recovered } },
    middleware: writeThrough(lists, versions, reduceLists, events.announce),
    eventBridge(store) {
      const flush = () => {
        const state = store.getState();
        const outcomes = LIST_KEYS.map((key) => [key, lists.write(key, state[key].items)] as const);
        settleWrites(store.dispatch, store.getState(), outcomes, events.announce);
      };
      flush();
      const { dispatch } = store;
      const stopListening = events.listen(storage, (key, otherTab) => {
        adoptNewerLists(dispatch, lists, versions, [key]);
        // Their list may be the very text this tab wrote (both added the same stone): still theirs.
        const text = lists.known(key).text;
        if (otherTab && otherTab.newValue === text && lists.peek(key) === text) versions.adopted(key, text);
        restoreLostChanges(dispatch, store.getState(), reduceLists, versions, key);
      });
      // Nothing is pending after a dispatch; this retries refused writes while the page can still save them.
      const onHide = () => {
        if (document.visibilityState === 'hidden') flush();
      };
      const hasWindow = typeof window !== 'undefined';
      if (hasWindow) {
        window.addEventListener('pagehide', flush);
        document.addEventListener('visibilitychange', onHide);
      }
      return {
        flush,
        stop() {
          stopListening();
          if (hasWindow) {
            window.removeEventListener('pagehide', flush);
            document.removeEventListener('visibilitychange', onHide);
          }
        },
      };
    },
  };
}
