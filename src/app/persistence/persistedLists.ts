import { persistReducer } from 'redux-persist';
import type { Reducer } from '@reduxjs/toolkit';
import { isCartLine, isQuoteRequest, isStoredOrder, isWishlistEntry } from '../../shared/entities';
import type { ListKey } from '../../shared/events';
import { makeListStorage, type StorageReporter } from './listStorage';

/** Each list's guard: the one place that decides what a readable entry is. */
export const entryGuards: Record<ListKey, (value: unknown) => boolean> = {
  cart: isCartLine,
  wishlist: isWishlistEntry,
  quotes: isQuoteRequest,
  orders: isStoredOrder,
};

export interface PersistenceOptions {
  storage: Storage | undefined;
  /** Prepended to the four keys, for a host page that already uses them. */
  keyPrefix: string;
  reporter: StorageReporter;
}

/**
 * Wraps one `{ items }` slice reducer so it lives under its exact key as a plain
 * list. Typed as the plain slice reducer: `_persist` is redux-persist's business,
 * and without `persistStore` (in-memory stores) the wrapper simply passes through.
 */
export function persistList<S extends { items: unknown[] }>(
  key: ListKey,
  reducer: Reducer<S>,
  options: PersistenceOptions,
): Reducer<S> {
  const persisted = persistReducer(
    {
      key,
      keyPrefix: options.keyPrefix,
      storage: makeListStorage(options.storage, entryGuards[key] as (value: unknown) => value is unknown, options.reporter),
      serialize: false,
      deserialize: false,
      whitelist: ['items'],
      // localStorage answers at once; the default 5 s timeout only delays failure handling.
      timeout: 0,
    } as Parameters<typeof persistReducer<S>>[0],
    reducer,
  );
  return persisted as unknown as Reducer<S>;
}

export function storageKeyFor(key: ListKey, keyPrefix: string) {
  return `${keyPrefix}${key}`;
}
