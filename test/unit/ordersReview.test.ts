import { makeStore } from '../../src/app/store';
import { memoryStorage } from '../../src/app/persistence';
import { leaveReview } from '../../src/features/orders/thunks';
import { testServices } from '../support/renderWithProviders';

const delivered = { id: 'ORD-1-delivered', status: 'delivered', orderDate: '2026-01-01T00:00:00.000Z' };
const shipped = { id: 'ORD-2-shipped', status: 'shipped' };

function storeWithOrders() {
  const clock = { at: Date.UTC(2026, 1, 2, 9, 0, 0) };
  const store = makeStore({ orders: { items: [delivered, shipped] } }, testServices({ now: () => clock.at }), {
    storage: memoryStorage(),
  });
  return { store, clock };
}

describe('leaveReview', () => {
  it('keeps a trimmed review with the delivered order, dated by the injected clock', async () => {
    const { store } = storeWithOrders();
    const result = await store.dispatch(leaveReview({ orderId: delivered.id, rating: 4, comment: '  Even colour, clean edges. ' }));
    expect(leaveReview.fulfilled.match(result)).toBe(true);
    expect(store.getState().orders.items[0]?.review).toEqual({
      rating: 4,
      comment: 'Even colour, clean edges.',
      date: '2026-02-02T09:00:00.000Z',
    });
  });

  it('replaces an earlier review', async () => {
    const { store, clock } = storeWithOrders();
    await store.dispatch(leaveReview({ orderId: delivered.id, rating: 2, comment: 'Late' }));
    clock.at += 60_000;
    await store.dispatch(leaveReview({ orderId: delivered.id, rating: 5, comment: 'Sorted out' }));
    expect(store.getState().orders.items[0]?.review).toEqual({ rating: 5, comment: 'Sorted out', date: '2026-02-02T09:01:00.000Z' });
  });

  it('refuses orders that are not delivered, unknown orders and ratings outside 1-5', async () => {
    const { store } = storeWithOrders();
    for (const input of [
      { orderId: shipped.id, rating: 5, comment: '' },
      { orderId: 'ORD-NOPE', rating: 5, comment: '' },
      { orderId: delivered.id, rating: 0, comment: '' },
      { orderId: delivered.id, rating: 6, comment: '' },
    ]) {
      const result = await store.dispatch(leaveReview(input));
      expect(leaveReview.rejected.match(result) && result.meta.condition).toBe(true);
    }
    expect(store.getState().orders.items.map((order) => order.review)).toEqual([undefined, undefined]);
  });
});
