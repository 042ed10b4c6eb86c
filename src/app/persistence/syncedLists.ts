import { LIST_KEYS, type ListKey } from '../../shared/events';

/**
 * Per list, the value this tab knows storage to hold: what it read at start,
 * what another tab wrote since, what it wrote itself. Lists are immutable, so
 * "the same array" means "unchanged here since then".
 *
 * A tab writes only lists that differ from that value. Otherwise a tab that
 * starts saving (its first change) would also write its copies of the lists
 * it never touched, and a copy can be stale: another tab may have written a
 * newer one whose `storage` event has not arrived yet, or storage may have
 * been changed without an event reaching this tab.
 */
export interface SyncedLists {
  isSynced(key: ListKey, items: unknown): boolean;
  markSynced(key: ListKey, items: unknown): void;
}

export function trackSyncedLists(
  /** The lists the store starts with. */
  initial: Record<ListKey, { items: unknown[] }>,
  /** Keys storage held a list for, and those of them that could be read only in part. */
  { stored, recovered }: { stored: readonly ListKey[]; recovered: readonly ListKey[] },
): SyncedLists {
  const known = new Map<ListKey, unknown>();
  for (const key of LIST_KEYS) {
    if (recovered.includes(key)) continue; // the unreadable text must be replaced
    // Nothing stored matches an empty list; a list storage did not hold must be written.
    if (stored.includes(key) || initial[key].items.length === 0) known.set(key, initial[key].items);
  }
  return {
    isSynced: (key, items) => known.has(key) && known.get(key) === items,
    markSynced: (key, items) => {
      known.set(key, items);
    },
  };
}
