import { LIST_KEYS, type ListKey } from '../../shared/events';
import type { Lists } from './lists';
import { storageKeyFor } from './storedLists';

/** One window event per list; `ordersUpdated` is the shop's addition to the spec's three. */
export const LIST_EVENTS: Record<ListKey, string> = {
  cart: 'cartUpdated',
  wishlist: 'wishlistUpdated',
  quotes: 'quotesUpdated',
  orders: 'ordersUpdated',
};

/** What a host page receives in `event.detail`. */
export interface ListEventDetail {
  /** The storage key that now holds the list (with the embedding prefix). */
  key: string;
  /** What the header's badge shows: pieces for the cart, entries for the others. */
  count: number;
  /** Which shop fired it (its name in Redux DevTools), for pages with more than one. */
  instance: string;
}

/** How a list is counted where it differs from its number of entries (the cart counts pieces). */
export type ListCounts = Partial<Record<ListKey, (lists: Lists) => number>>;

export interface ListEvents {
  /** Fires the event of each list just written; the list is already in storage. */
  announce(written: readonly ListKey[], state: Lists): void;
  /**
   * Follows writes this tab did not make: another tab's (`storage` event) and
   * the host page's own, announced with the matching event. The shop's own
   * events are recognised and ignored. Returns the unsubscribe.
   */
  listen(storage: Storage | undefined, onOutsideWrite: (key: ListKey, otherTab?: StorageEvent) => void): () => void;
}

export function createListEvents(keyPrefix: string, instance: string, counts: ListCounts): ListEvents {
  const own = new WeakSet<Event>();
  const countOf = (key: ListKey, lists: Lists) => counts[key]?.(lists) ?? lists[key].items.length;
  const hasWindow = typeof window !== 'undefined';
  return {
    announce(written, state) {
      if (!hasWindow) return;
      for (const key of written) {
        const detail: ListEventDetail = { key: storageKeyFor(key, keyPrefix), count: countOf(key, state), instance };
        const event = new CustomEvent(LIST_EVENTS[key], { detail });
        own.add(event);
        window.dispatchEvent(event);
      }
    },
    listen(storage, onOutsideWrite) {
      if (!hasWindow || !storage) return () => {};
      const byStorageKey = new Map(LIST_KEYS.map((key) => [storageKeyFor(key, keyPrefix), key]));
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== storage) return;
        // A null key means the other tab cleared all of storage.
        const keys = event.key === null ? LIST_KEYS : [byStorageKey.get(event.key)];
        keys.forEach((key) => key && onOutsideWrite(key, event));
      };
      const onHostEvent = (key: ListKey) => (event: Event) => {
        if (!own.has(event)) onOutsideWrite(key);
      };
      const hostListeners = LIST_KEYS.map((key) => [LIST_EVENTS[key], onHostEvent(key)] as const);
      window.addEventListener('storage', onStorage);
      hostListeners.forEach(([name, listener]) => window.addEventListener(name, listener));
      return () => {
        window.removeEventListener('storage', onStorage);
        hostListeners.forEach(([name, listener]) => window.removeEventListener(name, listener));
      };
    },
  };
}
