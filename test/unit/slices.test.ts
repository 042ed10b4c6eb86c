import { makeStore } from '../../src/app/store';
import { memoryStorage } from '../../src/app/persistence';
import { itemAdded, itemRemoved, quantityChanged } from '../../src/features/cart';
import { reviewLeft } from '../../src/features/orders';
import { acceptQuote, quoteSubmitted } from '../../src/features/quotes';
import { wishlistItemAdded, wishlistItemRemoved } from '../../src/features/wishlist';
import { orderPlaced, storageSynced } from '../../src/shared/events';
import { blackLine, quoteRequest, storedOrder, wishlistEntry } from '../support/fixtures';

const addition = {
  id: 2,
  name: 'Kuppum Black',
  image: 'images/products/2-1.svg',
  pricing: { small: 1000, big: 1300 },
  unit: 'per CBM',
  quantity: 3,
  size: 'big' as const,
};

const entry = wishlistEntry({ description: 'White granite.' });

const quote = (id: string, status = 'pending') => quoteRequest({ id, status });

const memoryStore = () => makeStore(undefined, undefined, { storage: memoryStorage() });

describe('cart reducer', () => {
  it('adds a line with the spec fields and a computed total', () => {
    const store = memoryStore();
    store.dispatch(itemAdded(addition));
    expect(store.getState().cart.items).toEqual([{ ...addition, totalPrice: 3900 }]);
  });

  it('merges the same product and size, keeps other sizes apart', () => {
    const store = memoryStore();
    store.dispatch(itemAdded(addition));
    store.dispatch(itemAdded({ ...addition, quantity: 2 }));
    store.dispatch(itemAdded({ ...addition, size: 'small', quantity: 1 }));
    const lines = store.getState().cart.items;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ size: 'big', quantity: 5, totalPrice: 6500 });
    expect(lines[1]).toMatchObject({ size: 'small', quantity: 1, totalPrice: 1000 });
  });

  it('changes quantities, removes at 0 or below, and removes by id and size', () => {
    const store = memoryStore();
    store.dispatch(itemAdded(addition));
    store.dispatch(itemAdded({ ...addition, size: 'small', quantity: 1 }));
    store.dispatch(quantityChanged({ id: 2, size: 'big', quantity: 4 }));
    expect(store.getState().cart.items[0]).toMatchObject({ quantity: 4, totalPrice: 5200 });
    store.dispatch(quantityChanged({ id: 2, size: 'big', quantity: 0 }));
    expect(store.getState().cart.items.map((line) => line.size)).toEqual(['small']);
    store.dispatch(itemRemoved({ id: 2, size: 'small' }));
    expect(store.getState().cart.items).toEqual([]);
  });

  it('empties when an order is placed, and orders prepend it', () => {
    const store = memoryStore();
    store.dispatch(itemAdded(addition));
    store.dispatch(orderPlaced({ order: storedOrder({ id: 'ORD-1' }) }));
    store.dispatch(orderPlaced({ order: storedOrder({ id: 'ORD-2' }) }));
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().orders.items.map((order) => order.id)).toEqual(['ORD-2', 'ORD-1']);
  });
});

describe('wishlist, quotes and orders reducers', () => {
  it('ignores wishlist duplicates and removes by id', () => {
    const store = memoryStore();
    store.dispatch(wishlistItemAdded(entry));
    store.dispatch(wishlistItemAdded(entry));
    expect(store.getState().wishlist.items).toEqual([entry]);
    store.dispatch(wishlistItemRemoved({ id: 1 }));
    expect(store.getState().wishlist.items).toEqual([]);
  });

  it('puts new quotes first and accepts only quoted ones', () => {
    const store = memoryStore();
    store.dispatch(quoteSubmitted(quote('QT-1', 'quoted')));
    store.dispatch(quoteSubmitted(quote('QT-2')));
    expect(store.getState().quotes.items.map((item) => item.id)).toEqual(['QT-2', 'QT-1']);
    store.dispatch(acceptQuote('QT-2'));
    store.dispatch(acceptQuote('QT-1'));
    expect(store.getState().quotes.items.map((item) => item.status)).toEqual(['pending', 'accepted']);
  });

  it('prepends by sharing the older entries and keeps the new list and entry frozen', () => {
    const store = memoryStore();
    store.dispatch(orderPlaced({ order: storedOrder({ id: 'ORD-1' }) }));
    const first = store.getState().orders.items[0];
    store.dispatch(orderPlaced({ order: storedOrder({ id: 'ORD-2', items: [blackLine()] }) }));
    store.dispatch(quoteSubmitted(quote('QT-1')));
    const { orders, quotes } = store.getState();
    expect(orders.items[1]).toBe(first);
    for (const value of [orders, orders.items, orders.items[0], orders.items[0]?.items?.[0], quotes.items, quotes.items[0]]) {
      expect(Object.isFrozen(value)).toBe(true);
    }
  });

  it('keeps a review with its order', () => {
    const store = memoryStore();
    store.dispatch(orderPlaced({ order: storedOrder({ id: 'ORD-1', status: 'delivered' }) }));
    const review = { rating: 5, comment: 'Lovely slabs', date: '2026-02-01T00:00:00.000Z' };
    store.dispatch(reviewLeft({ orderId: 'ORD-1', review }));
    expect(store.getState().orders.items[0]?.review).toEqual(review);
  });

  it('replaces a list when another tab changed it', () => {
    const store = memoryStore();
    store.dispatch(storageSynced({ key: 'wishlist', items: [entry] }));
    store.dispatch(storageSynced({ key: 'cart', items: [] }));
    expect(store.getState().wishlist.items).toEqual([entry]);
  });
});

describe('window events', () => {
  it('fires cartUpdated, wishlistUpdated and quotesUpdated on changes', () => {
    const seen: string[] = [];
    const names = ['cartUpdated', 'wishlistUpdated', 'quotesUpdated'];
    const listener = (event: Event) => seen.push(event.type);
    names.forEach((name) => window.addEventListener(name, listener));
    const store = memoryStore();
    store.dispatch(itemAdded(addition));
    store.dispatch(wishlistItemAdded(entry));
    store.dispatch(quoteSubmitted(quote('QT-1')));
    store.dispatch(orderPlaced({ order: storedOrder({ id: 'ORD-1' }) }));
    names.forEach((name) => window.removeEventListener(name, listener));
    expect(seen).toEqual(['cartUpdated', 'wishlistUpdated', 'quotesUpdated', 'cartUpdated']);
    store.teardown();
  });
});
