import { persistReducer, persistStore, type PersistConfig, type Persistor } from 'redux-persist';
import type { Reducer, Store } from '@reduxjs/toolkit';
import type { ListKey } from '../../shared/events';
import type { StartedPersistence } from './lazyPersistence';
import { makeListStorage, type StorageReporter } from './listStorage';
import { entryGuards } from './storedLists';
import type { SyncedLists } from './syncedLists';

/**
 * The writing half of persistence, loaded the first time something has to be
 * written (see lazyPersistence.ts). Reading happened when the store was made.
 */

export interface PersistenceOptions {
  storage: Storage | undefined;
  /** Prepended to the four keys, for a host page that already uses them. */
  keyPrefix: string;
  reporter: StorageReporter;
  synced: SyncedLists;
}

/** Wraps one list's reducer; the store's root reducer is rebuilt with it. */
export type ListWrapper = <S extends { items: unknown[] }>(key: ListKey, reducer: Reducer<S>) => Reducer<S>;

/**
 * Wraps one `{ items }` slice reducer so it is written under its exact key as a
 * plain list. Typed as the plain slice reducer: `_persist` is redux-persist's business.
 */
function persistList<S extends { items: unknown[] }>(
  key: ListKey,
  reducer: Reducer<S>,
  options: PersistenceOptions,
): Reducer<S> {
  const config = {
    key,
    keyPrefix: options.keyPrefix,
    storage: makeListStorage(
      options.storage,
      { key, isEntry: entryGuards[key], synced: options.synced },
      options.reporter,
    ),
    serialize: false,
    deserialize: false,
    whitelist: ['items'],
    // Nothing to restore: the store was made with the stored lists, and any
    // change since then is newer than storage and must not be overwritten.
    getStoredState: () => Promise.resolve(undefined),
    timeout: 0,
  } as unknown as PersistConfig<S>;
  return persistReducer(config, reducer) as unknown as Reducer<S>;
}

/**
 * Swaps in a root reducer whose four lists are persisted and starts
 * redux-persist, which then writes the lists storage does not hold yet and
 * every later change.
 */
export function startPersisting(
  store: Store,
  buildRootReducer: (wrapList: ListWrapper) => Reducer,
  options: PersistenceOptions,
): StartedPersistence {
  store.replaceReducer(buildRootReducer((key, reducer) => persistList(key, reducer, options)));
  let persistor: Persistor | undefined;
  const ready = new Promise<void>((resolve) => {
    persistor = persistStore(store, null, resolve);
  });
  return { persistor: persistor as Persistor, ready };
}
