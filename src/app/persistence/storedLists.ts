import { isCartLine, isQuoteRequest, isStoredOrder, isWishlistEntry } from '../../shared/entities';
import { LIST_KEYS, type ListKey } from '../../shared/events';
import { readList, type ReadProblem } from './readList';

/** Each list's guard: the one place that decides what a readable entry is. */
export const entryGuards: Record<ListKey, (value: unknown) => value is unknown> = {
  cart: isCartLine,
  wishlist: isWishlistEntry,
  quotes: isQuoteRequest,
  orders: isStoredOrder,
};

export const storageKeyFor = (key: ListKey, keyPrefix: string) => `${keyPrefix}${key}`;

export const backupKeyFor = (storageKey: string) => `${storageKey}.backup`;

/** Web Storage access can itself throw (disabled storage, sandboxed iframes). */
export function safeGet(storage: Storage | undefined, key: string): string | null {
  try {
    return storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
}

export interface StoredList<T> {
  /** The readable entries; empty when nothing is stored. */
  items: T[];
  /** Whether the key held anything at all. */
  found: boolean;
  /** Set when the text was unreadable in part or whole; the original is then under the backup key. */
  problem: ReadProblem | null;
}

/**
 * Reads one list and, when its text is unreadable in part or whole, copies the
 * original under the backup key before anything can overwrite it.
 */
export function readStoredList<T>(
  storage: Storage | undefined,
  storageKey: string,
  isEntry: (value: unknown) => value is T,
): StoredList<T> {
  const raw = safeGet(storage, storageKey);
  const { items, problem } = readList(raw, isEntry);
  if (problem) {
    try {
      storage?.setItem(backupKeyFor(storageKey), raw as string);
    } catch {
      /* nothing more we can do; the valid entries still load */
    }
  }
  return { items, found: raw !== null, problem };
}

export interface StartingLists {
  /** The lists that storage holds, as slice state; keys with nothing stored are left out. */
  lists: Partial<Record<ListKey, { items: unknown[] }>>;
  /** Lists whose stored text could not be read in full. */
  recovered: ListKey[];
}

/**
 * All four lists, read synchronously while the store is made, so the first
 * screen already shows them and nothing has to wait for a promise.
 */
export function readStartingLists(storage: Storage | undefined, keyPrefix: string): StartingLists {
  const start: StartingLists = { lists: {}, recovered: [] };
  for (const key of LIST_KEYS) {
    const { items, found, problem } = readStoredList(storage, storageKeyFor(key, keyPrefix), entryGuards[key]);
    if (found) start.lists[key] = { items };
    if (problem) start.recovered.push(key);
  }
  return start;
}
