import type { Storage as PersistStorage } from 'redux-persist';
import { readList, type ReadProblem } from './readList';

/** What the adapter tells the app about trouble with the browser's storage. */
export interface StorageReporter {
  writeFailed(key: string, error: unknown): void;
  writeSucceeded(key: string): void;
  recovered(key: string, problem: ReadProblem): void;
}

export const backupKeyFor = (storageKey: string) => `${storageKey}.backup`;

/** Web Storage access can itself throw (disabled storage, sandboxed iframes). */
export function safeGet(storage: Storage | undefined, key: string): string | null {
  try {
    return storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
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
      const raw = safeGet(storage, storageKey);
      const { items, problem } = readList(raw, isEntry);
      if (problem && raw !== null) {
        // Keep the unreadable original instead of letting the next write destroy it.
        try {
          storage?.setItem(backupKeyFor(storageKey), raw);
        } catch {
          /* nothing more we can do; the valid entries still load */
        }
        reporter.recovered(storageKey, problem);
      }
      return Promise.resolve(raw === null ? null : { items });
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
