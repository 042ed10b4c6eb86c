import { makeStore } from '../../src/app/store';
import { memoryStorage } from '../../src/app/persistence';
import { itemAdded } from '../../src/features/cart';
import { selectPaymentProcessing } from '../../src/features/checkout/checkoutSlice';
import { placeOrder, type PlaceOrderInput } from '../../src/features/checkout/thunks';
import { buildOrder } from '../../src/features/checkout/buildOrder';
import { makeOrderId, ORDER_ID_PATTERN } from '../../src/features/checkout/orderId';
import { SIMULATED_WAIT_MS, type Services } from '../../src/shared/services';
import { blackLine, whiteLine } from '../support/fixtures';
import { testServices } from '../support/renderWithProviders';

const NOW = Date.UTC(2026, 0, 15, 10, 30, 0);

const kuppum = blackLine({ quantity: 3, size: 'big', totalPrice: 3900 });
const madanpalli = whiteLine({ pricing: { small: 650.55, big: 950 }, quantity: 1, size: 'small', totalPrice: 650.55 });

const input: PlaceOrderInput = {
  shippingAddress: {
    fullName: '  Asha Rao ',
    address: '1 Temple Street ',
    city: 'Tirupati',
    state: 'Andhra Pradesh',
    pincode: '517501',
    phone: ' 9876543210',
  },
  paymentMethod: 'debit-card',
};

/** A wait that resolves only when the test says so, and records what it was asked for. */
function heldWait() {
  const requested: number[] = [];
  let release: () => void = () => undefined;
  const wait: Services['wait'] = (ms) => {
    requested.push(ms);
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  return { wait, requested, release: () => release() };
}

describe('order ids', () => {
  it('has the form ORD-{timestamp}-{9 lower-case letters or digits}', () => {
    const id = makeOrderId(NOW, testServices());
    expect(id).toMatch(ORDER_ID_PATTERN);
    expect(id.startsWith(`ORD-${NOW}-`)).toBe(true);
  });

  it('draws the random part from the injected randomness', () => {
    expect(makeOrderId(5, { random: () => 0 })).toBe('ORD-5-aaaaaaaaa');
    expect(makeOrderId(5, { random: () => 0.9999 })).toBe('ORD-5-999999999');
  });

  it('rejects other shapes', () => {
    for (const bad of ['ORD-123-ABCDEFGHI', 'ORD-123-abc', 'QT-123-abcdefghi', 'ORD--abcdefghi', 'ORD-12-abcdefghij']) {
      expect(bad).not.toMatch(ORDER_ID_PATTERN);
    }
  });
});

describe('buildOrder', () => {
  it('has exactly the spec fields, a rounded total, a trimmed address and status placed', () => {
    const order = buildOrder({ id: 'ORD-1-abcdefghi', placedAt: NOW, lines: [kuppum, madanpalli], ...input });
    expect(Object.keys(order).sort()).toEqual(
      ['id', 'items', 'orderDate', 'paymentMethod', 'shippingAddress', 'status', 'totalAmount'].sort(),
    );
    // 3900 + 650.55 = 4550.55; free shipping; tax 455.055 -> 455.06; total 5005.61.
    expect(order.totalAmount).toBe(5005.61);
    expect(order.items).toEqual([kuppum, madanpalli]);
    expect(order.shippingAddress.fullName).toBe('Asha Rao');
    expect(order.shippingAddress.phone).toBe('9876543210');
    expect(order.orderDate).toBe('2026-01-15T10:30:00.000Z');
    expect(order.status).toBe('placed');
    expect(order.paymentMethod).toBe('debit-card');
  });

  it('adds the e-mail address for shipping updates, trimmed, only when one was given', () => {
    const draft = { id: 'ORD-1-abcdefghi', placedAt: NOW, lines: [kuppum], ...input };
    expect(buildOrder({ ...draft, email: ' asha@example.com ' }).email).toBe('asha@example.com');
    for (const email of [undefined, '', '  ']) expect(buildOrder({ ...draft, email })).not.toHaveProperty('email');
    // Beside the spec's fields, at the end: the stored list keeps its shape.
    expect(Object.keys(buildOrder({ ...draft, email: 'asha@example.com' }))).toEqual([
      'id', 'items', 'totalAmount', 'shippingAddress', 'paymentMethod', 'orderDate', 'status', 'email',
    ]);
  });
});

describe('placeOrder', () => {
  it('waits the simulated 2 seconds, then stores the order newest first and empties the cart', async () => {
    const held = heldWait();
    // A clock that moves on every reading.
    let tick = NOW;
    const store = makeStore(
      { cart: { items: [kuppum] }, orders: { items: [{ id: 'ORD-OLD' }] } },
      testServices({ wait: held.wait, now: () => (tick += 1) }),
      { storage: memoryStorage() },
    );
    const pending = store.dispatch(placeOrder(input));
    expect(selectPaymentProcessing(store.getState())).toBe(true);
    expect(held.requested).toEqual([SIMULATED_WAIT_MS]);
    expect(SIMULATED_WAIT_MS).toBe(2000);
    // Nothing is stored until the wait is over.
    expect(store.getState().orders.items).toHaveLength(1);
    expect(store.getState().cart.items).toHaveLength(1);

    held.release();
    const result = await pending;
    expect(placeOrder.fulfilled.match(result)).toBe(true);
    const id = result.payload as string;
    expect(id).toMatch(ORDER_ID_PATTERN);
    const { orders, cart } = store.getState();
    expect(orders.items.map((order) => order.id)).toEqual([id, 'ORD-OLD']);
    expect(orders.items[0]).toMatchObject({ totalAmount: 3900 + 390, status: 'placed', paymentMethod: 'debit-card' });
    // The id's timestamp and the order date are one reading of the clock.
    expect(Date.parse(orders.items[0]?.orderDate ?? '')).toBe(Number(id.split('-')[1]));
    expect(cart.items).toEqual([]);
    expect(selectPaymentProcessing(store.getState())).toBe(false);
  });

  it('refuses a second submission while one is processing: one order only', async () => {
    const held = heldWait();
    const store = makeStore({ cart: { items: [kuppum] } }, testServices({ wait: held.wait }), { storage: memoryStorage() });
    const first = store.dispatch(placeOrder(input));
    const second = await store.dispatch(placeOrder(input));
    expect(placeOrder.rejected.match(second) && second.meta.condition).toBe(true);
    held.release();
    await first;
    expect(store.getState().orders.items).toHaveLength(1);
    expect(held.requested).toHaveLength(1);
  });

  it('refuses an empty cart', async () => {
    const store = makeStore({}, testServices(), { storage: memoryStorage() });
    const result = await store.dispatch(placeOrder(input));
    expect(placeOrder.rejected.match(result) && result.meta.condition).toBe(true);
    expect(store.getState().orders.items).toEqual([]);
  });

  it('records every action without a trace of payment details', async () => {
    const store = makeStore({}, testServices(), { storage: memoryStorage() });
    store.dispatch(itemAdded({ ...madanpalli }));
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState()));
    const result = await store.dispatch(placeOrder(input));
    unsubscribe();
    const everything = JSON.stringify({ result, seen, state: store.getState() });
    for (const secret of ['cardNumber', 'cvv', 'expiryDate', 'cardholderName', 'bankName', 'accountNumber', 'ifscCode']) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('placeOrder and the e-mail address for shipping updates', () => {
  const withEmail: PlaceOrderInput = { ...input, email: 'asha@example.com' };
  const delivery = { url: 'http://127.0.0.1:1/deliveries', storage: undefined, keyPrefix: '' };

  it('keeps the address with the order in a shop that delivers its orders', async () => {
    const store = makeStore({ cart: { items: [kuppum] } }, testServices({ delivery }), { storage: memoryStorage() });
    await store.dispatch(placeOrder(withEmail));
    expect(store.getState().orders.items[0]).toMatchObject({ email: 'asha@example.com' });
  });

  it('keeps none in a shop that does not deliver: nobody there could write to it', async () => {
    const store = makeStore({ cart: { items: [kuppum] } }, testServices(), { storage: memoryStorage() });
    await store.dispatch(placeOrder(withEmail));
    expect(store.getState().orders.items[0]).not.toHaveProperty('email');
  });
});

describe('placeOrder with an embedding host (onOrderPlaced)', () => {
  it("saves the order, then waits for the host's answer instead of the simulated wait; the host gets exactly what is stored", async () => {
    const held = heldWait();
    const received: unknown[] = [];
    let accept: () => void = () => undefined;
    const confirmOrder: Services['confirmOrder'] = (order) => {
      received.push(order);
      return new Promise<void>((resolve) => {
        accept = resolve;
      });
    };
    const store = makeStore({ cart: { items: [kuppum] } }, testServices({ wait: held.wait, confirmOrder }), {
      storage: memoryStorage(),
    });
    const pending = store.dispatch(placeOrder(input));
    await Promise.resolve();
    expect(held.requested).toEqual([]);
    expect(received).toHaveLength(1);
    // The host hears of an order only once it is saved.
    expect(store.getState().orders.items).toEqual(received);
    accept();
    const result = await pending;
    expect(placeOrder.fulfilled.match(result)).toBe(true);
    expect(store.getState().orders.items).toEqual(received);
    expect(store.getState().cart.items).toEqual([]);
  });

  it("withdraws the saved order when the host refuses, so everything is as it was, and says why", async () => {
    const confirmOrder: Services['confirmOrder'] = () => Promise.reject(new Error('payment service down'));
    const store = makeStore({ cart: { items: [kuppum] } }, testServices({ confirmOrder }), { storage: memoryStorage() });
    const result = await store.dispatch(placeOrder(input));
    expect(placeOrder.rejected.match(result) && result.payload).toEqual({ kind: 'RefusedByHost', reason: 'payment service down' });
    expect(store.getState().orders.items).toEqual([]);
    expect(store.getState().cart.items).toEqual([kuppum]);
    expect(selectPaymentProcessing(store.getState())).toBe(false);
  });

  it('gives the host a copy: changing it changes nothing the shop stores', async () => {
    const confirmOrder: Services['confirmOrder'] = async (order) => {
      order.totalAmount = 1;
      order.items.length = 0;
    };
    const store = makeStore({ cart: { items: [kuppum] } }, testServices({ confirmOrder }), { storage: memoryStorage() });
    await store.dispatch(placeOrder(input));
    expect(store.getState().orders.items[0]).toMatchObject({ totalAmount: 4290, items: [kuppum] });
  });
});
