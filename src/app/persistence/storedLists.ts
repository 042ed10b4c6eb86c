import { isCartLine, isQuoteRequest, isStoredOrder, isWishlistEntry } from '../../shared/entities';
import type { ListKey } from '../../shared/events';
import { readList, type ReadResult } from './readList';

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

/**
 * Validates the text found under one list's key. When it is unreadable in
 * part or whole, the original is copied under the backup key before anything
 * can overwrite it; the readable entries are kept.
 */
export function readStoredText(
  storage: Storage | undefined,
  storageKey: string,
  key: ListKey,
  text: string | null,
): ReadResult<unknown> {
  const result = readList(text, entryGuards[key]);
  if (result.problem) {
    try {
      storage?.setItem(backupKeyFor(storageKey), text as string);
    } catch {
      /* nothing more we can do; the valid entries still load */
    }
  }
  return result;
}
