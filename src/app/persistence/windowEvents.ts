import type { ListKey } from '../../shared/events';

type ListsState = Record<'cart' | 'wishlist' | 'quotes', { items: unknown[] }>;

const EVENT_NAMES: Partial<Record<ListKey, string>> = {
  cart: 'cartUpdated',
  wishlist: 'wishlistUpdated',
  quotes: 'quotesUpdated',
};

/**
 * Fires `cartUpdated`, `wishlistUpdated` and `quotesUpdated` on window whenever
 * that list changes, so a host page can follow along. Returns a store listener.
 */
export function windowEventNotifier(getState: () => ListsState) {
  let previous = getState();
  return () => {
    const next = getState();
    for (const key of ['cart', 'wishlist', 'quotes'] as const) {
      if (next[key].items !== previous[key].items) {
        window.dispatchEvent(new CustomEvent(EVENT_NAMES[key] as string, { detail: { count: next[key].items.length } }));
      }
    }
    previous = next;
  };
}
