import fc from 'fast-check';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../src/app/store';
import { memoryStorage } from '../../src/app/persistence';
import { itemAdded, itemRemoved, lineRestored, quantityChanged, selectCartTotals } from '../../src/features/cart';
import { products, toWishlistEntry } from '../../src/features/catalogue';
import { reviewLeft } from '../../src/features/orders';
import { quoteSubmitted } from '../../src/features/quotes';
import { wishlistItemAdded, wishlistItemRemoved } from '../../src/features/wishlist';
import type { CartLine, Size } from '../../src/shared/entities';
import { orderPlaced, statusesChanged } from '../../src/shared/events';
import { roundMoney } from '../../src/shared/roundMoney';
import { quoteRequest, storedOrder } from '../support/fixtures';

/**
 * Random sequences of the shop's own actions, checked against the rules that
 * must hold after any of them (docs/product.md).
 */

const START = Date.UTC(2026, 0, 1);
const product = fc.constantFrom(...products);
const size = fc.constantFrom<Size>('small', 'big');

/** One step of a visit; ids and times are filled in from the step's place in the sequence. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('add'), product, size, quantity: fc.oneof(fc.integer({ min: -2, max: 25 }), fc.integer({ min: 4000, max: 12000 })) }),
  fc.record({ kind: fc.constant('setQuantity'), product, size, quantity: fc.oneof(fc.integer({ min: -3, max: 40 }), fc.integer({ min: 9990, max: 20000 })) }),
  fc.record({ kind: fc.constant('remove'), product, size }),
  fc.record({ kind: fc.constant('restore'), product, size, quantity: fc.integer({ min: 1, max: 9 }), index: fc.integer({ min: -1, max: 6 }) }),
  fc.record({ kind: fc.constant('wish'), product }),
  fc.record({ kind: fc.constant('unwish'), product }),
  fc.record({ kind: fc.constant('order') }),
  fc.record({ kind: fc.constant('quote') }),
  fc.record({ kind: fc.constant('accept'), pick: fc.nat() }),
  fc.record({ kind: fc.constant('review'), pick: fc.nat(), rating: fc.integer({ min: 1, max: 5 }) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const line = (p: (typeof products)[number], s: Size, quantity: number): CartLine => ({
  id: p.id,
  name: p.name,
  image: p.images[0] ?? '',
  pricing: p.pricing,
  unit: p.unit,
  quantity,
  size: s,
  totalPrice: roundMoney((s === 'big' ? p.pricing.big : p.pricing.small) * quantity),
});

/** Turns steps into the actions the screens and thunks would dispatch. */
function toActions(steps: readonly Step[]): UnknownAction[] {
  const orderIds: string[] = [];
  const quoteIds: string[] = [];
  return steps.map((s, index) => {
    const at = START + index * 60_000;
    switch (s.kind) {
      case 'add': {
        const { totalPrice: _total, ...addition } = line(s.product, s.size, s.quantity);
        return itemAdded(addition);
      }
      case 'setQuantity':
        return quantityChanged({ id: s.product.id, size: s.size, quantity: s.quantity });
      case 'remove':
        return itemRemoved({ id: s.product.id, size: s.size });
      case 'restore':
        return lineRestored({ line: line(s.product, s.size, s.quantity), index: s.index });
      case 'wish':
        return wishlistItemAdded(toWishlistEntry(s.product));
      case 'unwish':
        return wishlistItemRemoved({ id: s.product.id });
      case 'order': {
        const id = `ORD-${at}-${index}`;
        orderIds.push(id);
        return orderPlaced({ order: storedOrder({ id, orderDate: new Date(at).toISOString(), status: 'delivered' }) });
      }
      case 'quote': {
        const id = `QT-${at}-${index}`;
        quoteIds.push(id);
        return quoteSubmitted(quoteRequest({ id, submissionDate: new Date(at).toISOString(), status: 'quoted' }));
      }
      case 'accept':
        return statusesChanged({ statuses: { [quoteIds[s.pick % Math.max(1, quoteIds.length)] ?? 'QT-NONE']: 'accepted' } });
      case 'review':
        return reviewLeft({
          orderId: orderIds[s.pick % Math.max(1, orderIds.length)] ?? 'ORD-NONE',
          review: { rating: s.rating, comment: 'Fine', date: new Date(at).toISOString() },
        });
    }
  });
}

function replay(actions: readonly UnknownAction[]) {
  const store = makeStore(undefined, undefined, { storage: memoryStorage() });
  actions.forEach((action) => store.dispatch(action));
  store.teardown();
  return store.getState();
}

const visits = fc.array(step, { maxLength: 60 }).map(toActions);

const isDescending = (dates: Array<string | undefined>) =>
  dates.every((date, index) => index === 0 || (date ?? '') <= (dates[index - 1] ?? ''));

describe('after any sequence of the shop’s own actions', () => {
  it('cart lines are unique by product and size, with quantities from 1 to 9,999 and totals of price x quantity', () => {
    fc.assert(
      fc.property(visits, (actions) => {
        const { items } = replay(actions).cart;
        const keys = items.map((item) => `${item.id}/${item.size}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const item of items) {
          expect(Number.isInteger(item.quantity) && item.quantity >= 1 && item.quantity <= 9999).toBe(true);
          const price = item.size === 'big' ? item.pricing.big : item.pricing.small;
          expect(item.totalPrice).toBe(roundMoney(price * item.quantity));
        }
      }),
    );
  });

  it('a line never passes 9,999, however much is added to it', () => {
    fc.assert(
      fc.property(product, size, fc.array(fc.integer({ min: -5, max: 12_000 }), { minLength: 1, maxLength: 6 }), (stone, chosen, amounts) => {
        const { totalPrice: _total, ...addition } = line(stone, chosen, 1);
        const { items } = replay(amounts.map((quantity) => itemAdded({ ...addition, quantity }))).cart;
        const added = amounts.reduce((sum, quantity) => sum + Math.min(9999, Math.max(1, quantity)), 0);
        expect(items.map((item) => item.quantity)).toEqual([Math.min(9999, added)]);
      }),
    );
  });

  it('the wishlist holds each stone once', () => {
    fc.assert(
      fc.property(visits, (actions) => {
        const ids = replay(actions).wishlist.items.map((entry) => entry.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('orders and quotes are newest first', () => {
    fc.assert(
      fc.property(visits, (actions) => {
        const state = replay(actions);
        expect(isDescending(state.orders.items.map((order) => order.orderDate))).toBe(true);
        expect(isDescending(state.quotes.items.map((quote) => quote.submissionDate))).toBe(true);
      }),
    );
  });

  it('the totals add up: subtotal, shipping over 1000, 10% tax', () => {
    fc.assert(
      fc.property(visits, (actions) => {
        const state = replay(actions);
        const totals = selectCartTotals(state);
        const subtotal = roundMoney(state.cart.items.reduce((sum, item) => sum + item.totalPrice, 0));
        expect(totals.subtotal).toBeCloseTo(subtotal, 2);
        const shipping = state.cart.items.length === 0 || totals.subtotal > 1000 ? 0 : 50;
        expect(totals.shipping).toBe(shipping);
        expect(totals.tax).toBe(roundMoney(totals.subtotal * 0.1));
        expect(totals.total).toBe(roundMoney(totals.subtotal + totals.shipping + totals.tax));
        expect(totals.itemCount).toBe(state.cart.items.reduce((sum, item) => sum + item.quantity, 0));
      }),
    );
  });

  it('replaying the same sequence into a fresh store gives the same state', () => {
    fc.assert(
      fc.property(visits, (actions) => {
        const logged = JSON.parse(JSON.stringify(actions)) as UnknownAction[];
        expect(replay(logged)).toEqual(replay(actions));
      }),
    );
  });
});
