import type { Storage as PersistStorage } from 'redux-persist';
import { readStoredList } from './storedLists';

/** What the adapter tells the app about writes to the browser's storage. */
export interface StorageReporter {
  writeFailed(key: string, error: unknown): void;
  writeSucceeded(key: string): void;
}

/**
 * A redux-persist storage for one slice shaped `{ items: [...] }`, used with
 * `serialize: false`: the localStorage value is just the JSON list, with no
 * `persist:` prefix and no `_persist` bookkeeping inside it.
 */
export function makeListStorage<T>(
  storage: Storage | undefined,
  isEntry: (value: unknown) => value is T,
  reporter: StorageReporter,
): PersistStorage {
  return {
    getItem(storageKey: string) {
      const { items, found } = readStoredList(storage, storageKey, isEntry);
      return Promise.resolve(found ? { items } : null);
    },
    setItem(storageKey: string, value: unknown) {
      const items = (value as { items?: unknown } | null)?.items;
      try {
        if (!storage) throw new Error('localStorage is not available');
        storage.setItem(storageKey, JSON.stringify(Array.isArray(items) ? items : []));
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
