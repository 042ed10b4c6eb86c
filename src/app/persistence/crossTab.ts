import type { Dispatch } from '@reduxjs/toolkit';
import { LIST_KEYS, storageSynced, type ListKey } from '../../shared/events';
import { readList } from './readList';
import { entryGuards, storageKeyFor } from './storedLists';
import type { SyncedLists } from './syncedLists';

interface ListStore {
  dispatch: Dispatch;
  getState(): Record<ListKey, { items: unknown[] }>;
}

/**
 * Another tab wrote one of our lists: turn the `storage` event into one
 * replayable action carrying the validated entries, and remember that storage
 * holds them (a list that had to be cleaned up is written back). Returns the unsubscribe.
 */
export function listenToOtherTabs(
  store: ListStore,
  storage: Storage | undefined,
  { keyPrefix, synced }: { keyPrefix: string; synced: SyncedLists },
): () => void {
  if (typeof window === 'undefined' || !storage) return () => {};
  const byStorageKey = new Map<string, ListKey>(LIST_KEYS.map((key) => [storageKeyFor(key, keyPrefix), key]));

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage) return;
    // key null means the other tab cleared all storage.
    const keys = event.key === null ? [...byStorageKey.values()] : [byStorageKey.get(event.key)];
    for (const key of keys) {
      if (!key) continue;
      const raw = event.key === null ? null : event.newValue;
      const { items, problem } = readList(raw, entryGuards[key]);
      store.dispatch(storageSynced({ key, items }));
      if (!problem) synced.markSynced(key, store.getState()[key].items);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
