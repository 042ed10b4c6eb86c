import type { Storage as PersistStorage } from 'redux-persist';
import type { ListKey } from '../../shared/events';
import { readStoredList } from './storedLists';
import type { SyncedLists } from './syncedLists';

/** What the adapter tells the app about writes to the browser's storage. */
export interface StorageReporter {
  writeFailed(key: string, error: unknown): void;
  writeSucceeded(key: string): void;
}

/**
 * A redux-persist storage for one slice shaped `{ items: [...] }`, used with
 * `serialize: false`: the localStorage value is just the JSON list, with no
 * `persist:` prefix and no `_persist` bookkeeping inside it. A list that
 * storage already holds is not written again (see syncedLists.ts).
 */
export function makeListStorage<T>(
  storage: Storage | undefined,
  list: { key: ListKey; isEntry: (value: unknown) => value is T; synced: SyncedLists },
  reporter: StorageReporter,
): PersistStorage {
  const { key, isEntry, synced } = list;
  return {
    getItem(storageKey: string) {
      const { items, found } = readStoredList(storage, storageKey, isEntry);
      return Promise.resolve(found ? { items } : null);
    },
    setItem(storageKey: string, value: unknown) {
      const items = (value as { items?: unknown } | null)?.items;
      if (synced.isSynced(key, items)) return Promise.resolve();
      try {
        if (!storage) throw new Error('localStorage is not available');
        storage.setItem(storageKey, JSON.stringify(Array.isArray(items) ? items : []));
        synced.markSynced(key, items);
        reporter.writeSucceeded(storageKey);
      } catch (error) {
        reporter.writeFailed(storageKey, error);
      }
      return Promise.resolve();
    },
    removeItem(storageKey: string) {
      try {
        storage?.removeItem(storageKey);
      } catch {
        /* ignored: removal is never user-visible */
      }
      return Promise.resolve();
    },
  };
}
