import { withDeliveryServices } from '../../src/app/deliveryServices';
import { memoryStorage } from '../../src/app/persistence';
import { makeStore, rootReducer, type AppStore } from '../../src/app/store';
import { placeOrder, type PlaceOrderInput } from '../../src/features/checkout/thunks';
import { sendEnquiry, startDelivery, type DeliveryEntry } from '../../src/features/delivery';
import { selectDelivery } from '../../src/features/delivery/selectors';
import { submitQuote } from '../../src/features/quotes/thunks';
import { EMPTY_QUOTE_FORM } from '../../src/features/quotes/formValues';
import { checkDelivery } from '../../inbox/deliverySchema';
import { storageSynced } from '../../src/shared/events';
import type { Services } from '../../src/shared/services';
import { listWithdrawnTo } from '../../src/shared/withdrawal';
import { blackLine, shippingAddress } from '../support/fixtures';
import { testServices } from '../support/renderWithProviders';
import { until } from '../support/storeSignals';

const URL_ = 'https://inbox.example.com/deliveries';
const PAYMENT_FIELDS = ['cardNumber', 'expiryDate', 'cvv', 'cardholderName', 'bankName', 'accountNumber', 'ifscCode'];
const input: PlaceOrderInput = { shippingAddress: shippingAddress(), paymentMethod: 'net-banking' };

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** A receiver that answers each POST with the next status of `statuses` (the last one repeats), or no answer for null. */
function fakeReceiver(...statuses: Array<number | null>) {
  const sent: Sent[] = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) });
    const status = statuses.length > 1 ? statuses.shift() : statuses[0];
    if (status === null || status === undefined) throw new TypeError('Failed to fetch');
    return { status } as Response;
  });
  return { sent, fetch: fetchImpl as unknown as typeof fetch };
}

/** A storage that refuses writes to the keys named in `refusing`. */
function refusingStorage(refusing: Set<string>): Storage {
  const inner = memoryStorage();
  return Object.assign(Object.create(inner) as Storage, {
    setItem(key: string, value: string) {
      if (refusing.has(key)) throw new DOMException('full', 'QuotaExceededError');
      inner.setItem(key, value);
    },
    getItem: (key: string) => inner.getItem(key),
    removeItem: (key: string) => inner.removeItem(key),
  });
}

function deliveringShop(storage: Storage, receiver: ReturnType<typeof fakeReceiver>, extra: Partial<Services> = {}, cart = true) {
  // A moving clock: a retry is due only once its time has come.
  const services = withDeliveryServices(testServices({ now: () => Date.now(), ...extra }), URL_, '', storage);
  const store = makeStore(cart ? { cart: { items: [blackLine()] } } : undefined, services, { storage });
  const stop = startDelivery(store, rootReducer, services.delivery!, services, { fetch: receiver.fetch, firstRetryMs: 1, locks: undefined });
  return { store, stop };
}

const entryOf = (store: AppStore, id: string): DeliveryEntry | undefined => selectDelivery(store.getState())?.entries[id];


describe('sending after saving', () => {
  let stop = () => undefined as void;
  afterEach(() => stop());

  it('sends a placed order once, after it is saved, as the schema says, with no payment field', async () => {
    const storage = memoryStorage();
    const receiver = fakeReceiver(201);
    const shop = deliveringShop(storage, receiver);
    stop = shop.stop;
    const result = await shop.store.dispatch(placeOrder(input));
    const id = result.payload as string;
    await until(shop.store, () => entryOf(shop.store, id)?.state === 'sent');
    expect(receiver.sent).toHaveLength(1);
    const [{ url, headers, body }] = receiver.sent as [Sent];
    expect(url).toBe(URL_);
    expect(headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': id });
    expect(body.record).toEqual(JSON.parse(storage.getItem('orders') ?? '[]')[0]);
    expect(checkDelivery(body)).toMatchObject({ valid: true });
    for (const field of PAYMENT_FIELDS) expect(JSON.stringify(body)).not.toContain(field);
    expect(JSON.parse(storage.getItem('deliveries') ?? '{}')[id]).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    // Delivery state lives beside the records, never inside them.
    expect(JSON.parse(storage.getItem('orders') ?? '[]')[0]).not.toHaveProperty('state');
  });

  it('sends a quote and an enquiry, each valid against the schema', async () => {
    const storage = memoryStorage();
    const receiver = fakeReceiver(201);
    const shop = deliveringShop(storage, receiver, {}, false);
    stop = shop.stop;
    const quote = await shop.store.dispatch(
      submitQuote({ ...EMPTY_QUOTE_FORM, fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', projectLocation: 'Tirupati', quantity: '120' }),
    );
    const enquiry = await shop.store.dispatch(
      sendEnquiry({ fields: { source: 'home', name: 'Ravi', email: 'ravi@example.com', phone: '', productInterest: '', message: 'Hello' } }),
    );
    const ids = [quote.payload as string, enquiry.payload as string];
    await until(shop.store, () => ids.every((id) => entryOf(shop.store, id)?.state === 'sent'));
    expect(receiver.sent.map(({ body }) => body.kind)).toEqual(['quote', 'enquiry']);
    for (const { body } of receiver.sent) expect(checkDelivery(body)).toMatchObject({ valid: true });
    for (const { body } of receiver.sent) expect(body).not.toHaveProperty('honeypot');
    expect(JSON.parse(storage.getItem('enquiries') ?? '[]')).toEqual([receiver.sent[1]?.body.record]);
  });

  it('sends what a bot typed into the hidden trap field with the delivery, never in the saved record', async () => {
    const storage = memoryStorage();
    const receiver = fakeReceiver(201);
    const shop = deliveringShop(storage, receiver, {}, false);
    stop = shop.stop;
    const quote = await shop.store.dispatch(
      submitQuote({ ...EMPTY_QUOTE_FORM, fullName: 'Bot', email: 'bot@example.com', phone: '1', projectLocation: 'X', quantity: '1', honeypot: 'http://spam.example' }),
    );
    const enquiry = await shop.store.dispatch(
      sendEnquiry({ fields: { source: 'home', name: 'Bot', email: 'bot@example.com', phone: '', productInterest: '', message: 'Buy' }, honeypot: 'http://spam.example' }),
    );
    const ids = [quote.payload as string, enquiry.payload as string];
    await until(shop.store, () => ids.every((id) => entryOf(shop.store, id)?.state === 'sent'));
    for (const { body } of receiver.sent) {
      expect(body).toMatchObject({ honeypot: 'http://spam.example' });
      expect(checkDelivery(body)).toMatchObject({ valid: true });
      expect(JSON.stringify(body.record)).not.toContain('spam.example');
    }
    expect(storage.getItem('quotes')).not.toContain('spam.example');
    expect(storage.getItem('enquiries')).not.toContain('spam.example');
  });

  it('tries again after 500s with growing waits, then marks it sent', async () => {
    const receiver = fakeReceiver(500, 500, 201);
    const shop = deliveringShop(memoryStorage(), receiver);
    stop = shop.stop;
    const seen: string[] = [];
    const id = (await shop.store.dispatch(placeOrder(input))).payload as string;
    await until(shop.store, () => {
      const entry = entryOf(shop.store, id);
      if (entry && seen.at(-1) !== entry.state) seen.push(entry.state);
      return entry?.state === 'sent';
    });
    expect(receiver.sent).toHaveLength(3);
    expect(seen).toEqual(['failed', 'sent']);
    expect(entryOf(shop.store, id)).toMatchObject({ attempts: 3, lastError: null });
  });

  it('stops at a 4xx other than 408 and 429, and says why', async () => {
    const receiver = fakeReceiver(422);
    const shop = deliveringShop(memoryStorage(), receiver);
    stop = shop.stop;
    const id = (await shop.store.dispatch(placeOrder(input))).payload as string;
    await until(shop.store, () => entryOf(shop.store, id)?.state === 'stopped');
    expect(entryOf(shop.store, id)).toMatchObject({ lastError: 'HTTP 422', nextAttemptAt: null, attempts: 1 });
    expect(receiver.sent).toHaveLength(1);
  });

  it('does not try while the page is hidden, and tries when it is shown again', async () => {
    const receiver = fakeReceiver(201);
    const shop = deliveringShop(memoryStorage(), receiver);
    stop = shop.stop;
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const id = (await shop.store.dispatch(placeOrder(input))).payload as string;
    expect(entryOf(shop.store, id)?.state).toBe('pending');
    expect(receiver.sent).toHaveLength(0);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await until(shop.store, () => entryOf(shop.store, id)?.state === 'sent');
    expect(receiver.sent).toHaveLength(1);
    visibility.mockRestore();
  });

  it('starts from damaged delivery data without losing a record, keeping the text aside', async () => {
    const storage = memoryStorage();
    storage.setItem('deliveries', '{"ORD-1": {broken');
    storage.setItem('orders', JSON.stringify([]));
    const shop = deliveringShop(storage, fakeReceiver(201));
    stop = shop.stop;
    expect(selectDelivery(shop.store.getState())?.entries).toEqual({});
    expect(storage.getItem('deliveries.backup')).toBe('{"ORD-1": {broken');
    const id = (await shop.store.dispatch(placeOrder(input))).payload as string;
    await until(shop.store, () => entryOf(shop.store, id)?.state === 'sent');
    expect(JSON.parse(storage.getItem('orders') ?? '[]')).toHaveLength(1);
  });

  it('sends what the last visit left unsent when the shop starts again (the outbox)', async () => {
    const storage = memoryStorage();
    const first = deliveringShop(storage, fakeReceiver(null));
    const id = (await first.store.dispatch(placeOrder(input))).payload as string;
    await until(first.store, () => (entryOf(first.store, id)?.attempts ?? 0) > 0);
    first.stop();
    const receiver = fakeReceiver(200);
    const second = deliveringShop(storage, receiver, {}, false);
    stop = second.stop;
    await until(second.store, () => entryOf(second.store, id)?.state === 'sent');
    expect(receiver.sent.map(({ body }) => (body.record as { id: string }).id)).toEqual([id]);
  });
});

describe('host, storage, visitor and delivery address agree (embedding callbacks)', () => {
  let stop = () => undefined as void;
  afterEach(() => stop());

  it('storage refuses the order: the host never hears of it, nothing is sent, the visitor is told', async () => {
    const confirmOrder = jest.fn(async () => undefined);
    const receiver = fakeReceiver(201);
    const storage = refusingStorage(new Set(['orders']));
    const shop = deliveringShop(storage, receiver, { confirmOrder });
    stop = shop.stop;
    const result = await shop.store.dispatch(placeOrder(input));
    expect(result.payload).toEqual({ kind: 'NotSaved', reason: 'full' });
    expect(confirmOrder).not.toHaveBeenCalled();
    expect(storage.getItem('orders')).toBeNull();
    expect(shop.store.getState().orders.items).toEqual([]);
    expect(shop.store.getState().cart.items).toEqual([blackLine()]);
    expect(selectDelivery(shop.store.getState())?.entries).toEqual({});
    expect(receiver.sent).toHaveLength(0);
  });

  it('the host refuses the saved order: it is withdrawn from storage, the cart comes back, nothing is sent', async () => {
    const confirmOrder = jest.fn(async () => {
      throw new Error('stock check failed');
    });
    const receiver = fakeReceiver(201);
    const storage = memoryStorage();
    const shop = deliveringShop(storage, receiver, { confirmOrder });
    stop = shop.stop;
    const result = await shop.store.dispatch(placeOrder(input));
    expect(result.payload).toEqual({ kind: 'RefusedByHost', reason: 'stock check failed' });
    // The host was asked about a stored order...
    expect(confirmOrder).toHaveBeenCalledTimes(1);
    // ...and once it refused, nobody holds it.
    expect(JSON.parse(storage.getItem('orders') ?? '[]')).toEqual([]);
    expect(shop.store.getState().orders.items).toEqual([]);
    expect(JSON.parse(storage.getItem('cart') ?? '[]')).toEqual([blackLine()]);
    expect(selectDelivery(shop.store.getState())?.entries).toEqual({});
    expect(receiver.sent).toHaveLength(0);
  });

  it('withdraws with the lists\' own action, so every list reducer applies it', () => {
    expect(listWithdrawnTo('orders', [], 'ORD-1-aaaaaaaaa')).toMatchObject({ type: storageSynced.type, meta: { saveFirst: true } });
  });

  it('the host refuses a saved quote: it is withdrawn and not sent', async () => {
    const receiver = fakeReceiver(201);
    const storage = memoryStorage();
    const shop = deliveringShop(storage, receiver, { confirmQuote: () => Promise.reject(new Error('closed')) }, false);
    stop = shop.stop;
    const result = await shop.store.dispatch(
      submitQuote({ ...EMPTY_QUOTE_FORM, fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', projectLocation: 'Tirupati', quantity: '120' }),
    );
    expect(result.payload).toEqual({ kind: 'RefusedByHost', reason: 'closed' });
    expect(JSON.parse(storage.getItem('quotes') ?? '[]')).toEqual([]);
    expect(receiver.sent).toHaveLength(0);
  });

  it('both accept: stored, the host holds the same order, and the address receives it once', async () => {
    const held: unknown[] = [];
    const receiver = fakeReceiver(201);
    const storage = memoryStorage();
    const shop = deliveringShop(storage, receiver, { confirmOrder: async (order) => void held.push(order) });
    stop = shop.stop;
    const id = (await shop.store.dispatch(placeOrder(input))).payload as string;
    await until(shop.store, () => entryOf(shop.store, id)?.state === 'sent');
    const stored = JSON.parse(storage.getItem('orders') ?? '[]');
    expect(held).toEqual(stored);
    expect(receiver.sent.map(({ body }) => body.record)).toEqual(stored);
  });
});
