import type { Dispatch } from '@reduxjs/toolkit';
import { LIST_KEYS, storageSynced, type ListKey } from '../../shared/events';
import { readList } from './readList';
import { entryGuards, storageKeyFor } from './storedLists';

/**
 * Another tab wrote one of our lists: turn the `storage` event into one
 * replayable action carrying the validated entries. Returns the unsubscribe.
 */
export function listenToOtherTabs(dispatch: Dispatch, storage: Storage | undefined, keyPrefix: string): () => void {
  if (typeof window === 'undefined' || !storage) return () => {};
  const byStorageKey = new Map<string, ListKey>(LIST_KEYS.map((key) => [storageKeyFor(key, keyPrefix), key]));

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage) return;
    // key null means the other tab cleared all storage.
    const keys = event.key === null ? [...byStorageKey.values()] : [byStorageKey.get(event.key)];
    for (const key of keys) {
      if (!key) continue;
      const raw = event.key === null ? null : event.newValue;
      const { items } = readList(raw, entryGuards[key]);
      dispatch(storageSynced({ key, items }));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
