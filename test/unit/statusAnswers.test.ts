/**
 * The business's answers in the shop (delivery on): which status a record
 * takes, which records a check asks about, what is read from the inbox's
 * answer, two tabs' answers joined, the timeline's real times, and the whole
 * loop in a store: a key made and sent beside the record, a check applied as
 * one action and saved, Accept Quote and a review sent back with the key.
 */
import { withDeliveryServices } from '../../src/app/deliveryServices';
import { memoryStorage } from '../../src/app/persistence';
import { makeStore, rootReducer } from '../../src/app/store';
import { placeOrder } from '../../src/features/checkout/thunks';
import { checkStatuses, startDelivery, type DeliveryEntry } from '../../src/features/delivery';
import { FRESH_MS } from '../../src/features/delivery/statusChecks';
import { mergeEntries } from '../../src/features/delivery/rules';
import { askable, newRecordKey, readAnswers, recordKeysHeader } from '../../src/features/delivery/statusRules';
import { selectDelivery } from '../../src/features/delivery/selectors';
import { leaveReview } from '../../src/features/orders/thunks';
import { trackingTimeline } from '../../src/features/orders/tracking';
import { EMPTY_QUOTE_FORM } from '../../src/features/quotes/formValues';
import { acceptQuote, submitQuote } from '../../src/features/quotes/thunks';
import { answeredStatus, stepTimes, type RecordAnswer } from '../../src/shared/statusAnswers';
import { checkDelivery } from '../../inbox/deliverySchema';
import { blackLine, shippingAddress } from '../support/fixtures';
import { testServices } from '../support/renderWithProviders';
import { until } from '../support/storeSignals';

const URL_ = 'https://inbox.example.com/deliveries';
const sent = (over: Partial<DeliveryEntry> = {}): DeliveryEntry => ({ kind: 'quote', state: 'sent', sentAt: '2026-01-15T10:30:05.000Z', attempts: 1, nextAttemptAt: null, lastError: null, key: 'a'.repeat(32), ...over });

describe('which status a record takes from an answer', () => {
  it('moves forward only, so an acceptance on its way is not undone', () => {
    expect(answeredStatus('quote', 'pending', 'reviewed')).toBe('reviewed');
    expect(answeredStatus('quote', 'reviewed', 'quoted')).toBe('quoted');
    expect(answeredStatus('quote', 'accepted', 'quoted')).toBe('accepted');
    expect(answeredStatus('order', 'shipped', 'processing')).toBe('shipped');
    expect(answeredStatus('order', undefined, 'processing')).toBe('processing');
  });
  it('lets the desk\'s final word stand, and ignores words it does not know', () => {
    expect(answeredStatus('quote', 'accepted', 'rejected')).toBe('rejected');
    expect(answeredStatus('order', 'placed', 'lost')).toBe('placed');
  });
});

describe('a status check', () => {
  it('asks only for sent orders and quote requests with a key whose last answer is not final, newest first', () => {
    const entries = {
      'QT-1-AAAAAA': sent({ sentAt: '2026-01-01T00:00:00.000Z' }),
      'QT-2-AAAAAA': sent({ sentAt: '2026-01-02T00:00:00.000Z', key: 'b'.repeat(32) }),
      'QT-3-AAAAAA': sent({ answer: { status: 'rejected', steps: [] } }),
      'QT-4-AAAAAA': sent({ state: 'pending' }),
      'ORD-5-aaaaaaaaa': sent({ kind: 'order', key: undefined }),
      'MSG-6-aaaaaaaaa': sent({ kind: 'enquiry' }),
    };
    const asked = askable(entries);
    expect(asked.map(({ id }) => id)).toEqual(['QT-2-AAAAAA', 'QT-1-AAAAAA']);
    expect(recordKeysHeader(asked)).toBe(`QT-2-AAAAAA=${'b'.repeat(32)}, QT-1-AAAAAA=${'a'.repeat(32)}`);
  });

  it('reads only well-formed answers about records it asked for', () => {
    const good = { id: 'QT-1-AAAAAA', kind: 'quote', status: 'quoted', steps: [{ status: 'quoted', at: '2026-01-16T09:00:00.000Z', details: { total: 5 } }] };
    expect(readAnswers({ records: [good, { ...good, id: 'QT-9-AAAAAA' }, { ...good, id: 'QT-1-AAAAAA', steps: [{}] }] }, ['QT-1-AAAAAA'])).toEqual([good]);
    expect(readAnswers('<html>', ['QT-1-AAAAAA'])).toEqual([]);
  });

  it('keeps asking about an accepted quote until the business has made its order', () => {
    const waiting = { 'QT-1-AAAAAA': sent({ answer: { status: 'accepted', steps: [] } }) };
    expect(askable(waiting).map(({ id }) => id)).toEqual(['QT-1-AAAAAA']);
    const ordered = { 'QT-1-AAAAAA': sent({ answer: { status: 'accepted', steps: [], orderId: 'ORD-1-aaaaaaaaa' } }) };
    expect(askable(ordered)).toEqual([]);
  });

  it('reads the order made from a quote only when it is an order of that very quote', () => {
    const order = { id: 'ORD-1768473000000-abcdefghi', items: [], totalAmount: 180000, status: 'placed', quoteId: 'QT-1-AAAAAA' };
    const answer = { id: 'QT-1-AAAAAA', kind: 'quote', status: 'accepted', steps: [] };
    expect(readAnswers({ records: [{ ...answer, order }] }, ['QT-1-AAAAAA'])).toEqual([{ ...answer, order }]);
    for (const wrong of [{ ...order, quoteId: 'QT-2-BBBBBB' }, { ...order, id: 'QT-3-CCCCCC' }, { ...order, items: 'none' }, 'ORD-1'])
      expect(readAnswers({ records: [{ ...answer, order: wrong }] }, ['QT-1-AAAAAA'])).toEqual([answer]);
  });

  it('makes 128-bit keys from the cryptographic generator', () => {
    const key = newRecordKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newRecordKey()).not.toBe(key);
  });
});

describe('two tabs\' answers', () => {
  it('keep the answer of whichever tab asked last, beside the delivery that got further', () => {
    const older = sent({ checkedAt: '2026-01-16T09:00:00.000Z', answer: { status: 'reviewed', steps: [] } });
    const newer = sent({ state: 'pending', attempts: 0, sentAt: null, checkedAt: '2026-01-16T10:00:00.000Z', answer: { status: 'quoted', steps: [] } });
    const merged = mergeEntries({ id: older }, { id: newer }).id!;
    expect(merged.state).toBe('sent');
    expect(merged.answer?.status).toBe('quoted');
    expect(merged.checkedAt).toBe('2026-01-16T10:00:00.000Z');
  });
});

describe('the tracking timeline', () => {
  const order = { status: 'shipped', orderDate: '2026-01-15T10:30:00.000Z' };
  it('shows the business\'s own time of each stage when delivery is on', () => {
    const times = stepTimes([
      { status: 'processing', at: '2026-01-16T09:00:00.000Z', details: {} },
      { status: 'shipped', at: '2026-01-18T15:00:00.000Z', details: {} },
    ]);
    expect(trackingTimeline(order, Date.UTC(2026, 5, 1), times).map((entry) => entry.date)).toEqual([
      '2026-01-15T10:30:00.000Z',
      '2026-01-16T09:00:00.000Z',
      '2026-01-18T15:00:00.000Z',
    ]);
    expect(trackingTimeline(order, Date.UTC(2026, 5, 1), {})[2]!.date).toBeUndefined();
  });
  it('dates later stages from now without delivery, as the product describes', () => {
    expect(trackingTimeline(order, Date.UTC(2026, 5, 1))[1]!.date).toBe('2026-05-31T00:00:00.000Z');
  });
});

/** A fake inbox: POSTs are taken (201); GETs answer with `answers` (404 when none). */
function fakeInbox() {
  const posts: Record<string, unknown>[] = [];
  const gets: Record<string, string>[] = [];
  let answers: RecordAnswer[] = [];
  const fetchImpl = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return { status: 201 } as Response;
    }
    gets.push(init?.headers as Record<string, string>);
    return { status: answers.length ? 200 : 404, json: async () => ({ records: answers }) } as unknown as Response;
  });
  return { posts, gets, fetch: fetchImpl as unknown as typeof fetch, answer: (next: RecordAnswer[]) => (answers = next) };
}


describe('the loop in a store', () => {
  const realFetch = globalThis.fetch;
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    globalThis.fetch = realFetch;
  });

  function shop(inbox: ReturnType<typeof fakeInbox>, delivering = true) {
    const storage = memoryStorage();
    let clock = Date.UTC(2026, 0, 15, 10, 30);
    const base = testServices({ now: () => (clock += 1000) });
    const services = delivering ? withDeliveryServices(base, URL_, '', storage) : base;
    const store = makeStore({ cart: { items: [blackLine()] } }, services, { storage });
    if (delivering) stop = startDelivery(store, rootReducer, services.delivery!, services, { fetch: inbox.fetch, firstRetryMs: 1, locks: undefined });
    globalThis.fetch = inbox.fetch;
    const entry = (id: string) => selectDelivery(store.getState())?.entries[id];
    return { store, storage, entry };
  }

  it('sends a key beside each record, applies the answer as one saved change, and sends Accept Quote back with the key', async () => {
    const inbox = fakeInbox();
    const { store, storage, entry } = shop(inbox);
    const id = (await store.dispatch(submitQuote({ ...EMPTY_QUOTE_FORM, fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', projectLocation: 'Tirupati', quantity: '120' }))).payload as string;
    await until(store, () => entry(id)?.state === 'sent');
    const key = entry(id)!.key!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(inbox.posts[0]).toMatchObject({ kind: 'quote', statusKey: key });
    expect(storage.getItem('quotes')).not.toContain(key);

    inbox.answer([{ id, kind: 'quote', status: 'quoted', steps: [{ status: 'quoted', at: '2026-01-16T09:00:00.000Z', details: { total: 52000, validUntil: '2026-02-15' } }] }]);
    await store.dispatch(checkStatuses({ force: true }));
    expect(inbox.gets).toEqual([{ 'Record-Keys': `${id}=${key}` }]);
    expect(store.getState().quotes.items[0]!.status).toBe('quoted');
    expect(JSON.parse(storage.getItem('quotes')!)[0].status).toBe('quoted');
    expect(JSON.parse(storage.getItem('deliveries')!)[id]).toMatchObject({ answer: { status: 'quoted' }, checkedAt: expect.any(String) });

    store.dispatch(acceptQuote(id));
    expect(store.getState().quotes.items[0]!.status).toBe('accepted');
    await until(store, () => entry(`${id}.accepted`)?.state === 'sent');
    const update = inbox.posts[1]!;
    expect(update).toMatchObject({ kind: 'update', statusKey: key, record: { id: `${id}.accepted`, recordId: id, change: 'accepted' } });
    expect(checkDelivery(update)).toMatchObject({ valid: true });
    // The desk has not heard yet: the acceptance is not undone.
    await store.dispatch(checkStatuses({ force: true }));
    expect(store.getState().quotes.items[0]!.status).toBe('accepted');
  });

  it('stores the order the business made of an accepted quote under orders, once, and asks about it with the quote\'s key', async () => {
    const inbox = fakeInbox();
    const { store, storage, entry } = shop(inbox);
    const id = (await store.dispatch(submitQuote({ ...EMPTY_QUOTE_FORM, fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', projectLocation: 'Tirupati', quantity: '120' }))).payload as string;
    await until(store, () => entry(id)?.state === 'sent');
    const key = entry(id)!.key!;
    const order = {
      id: 'ORD-1768990000000-abcdefghi',
      items: [{ id: 1, name: 'Kuppum Black slabs, 120 sq ft', image: 'images/placeholder.svg', pricing: { small: 156000, big: 156000 }, unit: 'as quoted', quantity: 1, size: 'small' as const, totalPrice: 156000 }],
      totalAmount: 156000,
      shippingAddress: shippingAddress(),
      paymentMethod: 'net-banking',
      orderDate: '2026-01-21T10:00:00.000Z',
      status: 'placed',
      quoteId: id,
    };
    inbox.answer([{ id, kind: 'quote', status: 'accepted', steps: [], order }]);
    await store.dispatch(checkStatuses({ force: true }));
    await store.dispatch(checkStatuses({ force: true }));
    expect(store.getState().orders.items).toEqual([order]);
    expect(JSON.parse(storage.getItem('orders')!)).toEqual([order]);
    expect(entry(id)!.answer).toMatchObject({ status: 'accepted', orderId: order.id });
    expect(entry(order.id)).toMatchObject({ kind: 'order', state: 'sent', key });

    inbox.answer([{ id: order.id, kind: 'order', status: 'shipped', steps: [{ status: 'shipped', at: '2026-01-22T09:00:00.000Z', details: { carrier: 'VRL Logistics' } }] }]);
    await store.dispatch(checkStatuses({ force: true }));
    expect(inbox.gets[inbox.gets.length - 1]).toEqual({ 'Record-Keys': `${order.id}=${key}` });
    expect(store.getState().orders.items[0]!.status).toBe('shipped');
  });

  it('asks when a page opens unless the last answer is only seconds old', async () => {
    const inbox = fakeInbox();
    const { store, entry } = shop(inbox);
    const id = (await store.dispatch(placeOrder({ shippingAddress: shippingAddress(), paymentMethod: 'net-banking' }))).payload as string;
    await until(store, () => entry(id)?.state === 'sent');
    inbox.answer([{ id, kind: 'order', status: 'processing', steps: [] }]);
    await store.dispatch(checkStatuses({ force: true }));
    // The test clock moves a second each time it is read (more than once a check): pages opened within
    // FRESH_MS of the answer do not ask, and one opened after it does.
    let opened = 0;
    while (inbox.gets.length === 1 && opened < 20) {
      await store.dispatch(checkStatuses({ maxAge: FRESH_MS }));
      opened += 1;
    }
    expect(inbox.gets).toHaveLength(2);
    expect(opened).toBeGreaterThanOrEqual(2);
    expect(opened).toBeLessThanOrEqual(FRESH_MS / 1000);
  });

  it('asks at most once a minute unless the tab was shown again, and keeps the last answer when none comes', async () => {
    const inbox = fakeInbox();
    const { store, entry } = shop(inbox);
    const id = (await store.dispatch(placeOrder({ shippingAddress: shippingAddress(), paymentMethod: 'net-banking' }))).payload as string;
    await until(store, () => entry(id)?.state === 'sent');
    inbox.answer([{ id, kind: 'order', status: 'delivered', steps: [{ status: 'delivered', at: '2026-01-19T09:00:00.000Z', details: {} }] }]);
    await store.dispatch(checkStatuses());
    await store.dispatch(checkStatuses());
    expect(inbox.gets).toHaveLength(1);
    expect(store.getState().orders.items[0]!.status).toBe('delivered');

    await store.dispatch(leaveReview({ orderId: id, rating: 5, comment: 'Well packed' }));
    await until(store, () => entry(`${id}.review`)?.state === 'sent');
    expect(inbox.posts[1]).toMatchObject({ kind: 'update', record: { change: 'review', review: { rating: 5, comment: 'Well packed' } } });
    expect(checkDelivery(inbox.posts[1])).toMatchObject({ valid: true });
  });

  it('keeps the last answer and its time when no answer comes (offline, unreachable)', async () => {
    const inbox = fakeInbox();
    const { store, entry } = shop(inbox);
    const id = (await store.dispatch(placeOrder({ shippingAddress: shippingAddress(), paymentMethod: 'net-banking' }))).payload as string;
    await until(store, () => entry(id)?.state === 'sent');
    inbox.answer([{ id, kind: 'order', status: 'processing', steps: [{ status: 'processing', at: '2026-01-16T09:00:00.000Z', details: {} }] }]);
    await store.dispatch(checkStatuses({ force: true }));
    const known = entry(id);
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await store.dispatch(checkStatuses({ force: true }));
    expect(entry(id)).toBe(known);
    expect(store.getState().orders.items[0]!.status).toBe('processing');
  });

  it('forgets its entries, keys and answers when another tab clears the visitor\'s data, and writes none back', async () => {
    const inbox = fakeInbox();
    const { store, storage, entry } = shop(inbox);
    const id = (await store.dispatch(placeOrder({ shippingAddress: shippingAddress(), paymentMethod: 'net-banking' }))).payload as string;
    await until(store, () => entry(id)?.state === 'sent');
    storage.removeItem('deliveries');
    window.dispatchEvent(new StorageEvent('storage', { key: 'deliveries', oldValue: '{}', newValue: null }));
    expect(selectDelivery(store.getState())?.entries).toEqual({});
    expect(storage.getItem('deliveries')).toBeNull();
  });

  it('keeps a record saved before a sender that never starts in storage, where the next visit\'s sender sends it', async () => {
    const storage = memoryStorage();
    let fail = (_error: Error) => undefined as void;
    const ready = new Promise((_resolve, reject) => (fail = reject));
    const services = withDeliveryServices(testServices({ now: () => Date.UTC(2026, 0, 15, 10, 30) }), URL_, '', storage, ready);
    const store = makeStore({ cart: { items: [blackLine()] } }, services, { storage });
    const id = (await store.dispatch(placeOrder({ shippingAddress: shippingAddress(), paymentMethod: 'net-banking' }))).payload as string;
    expect(storage.getItem('deliveries')).toBeNull();
    fail(new Error('the sender could not load'));
    await ready.catch(() => undefined);
    const kept = JSON.parse(storage.getItem('deliveries') ?? '{}')[id] as DeliveryEntry;
    expect(kept).toMatchObject({ kind: 'order', state: 'pending', attempts: 0 });
    expect(kept.key).toMatch(/^[0-9a-f]{32}$/);

    const inbox = fakeInbox();
    const nextServices = withDeliveryServices(testServices({ now: () => Date.now() }), URL_, '', storage);
    const next = makeStore(undefined, nextServices, { storage });
    stop = startDelivery(next, rootReducer, nextServices.delivery!, nextServices, { fetch: inbox.fetch, firstRetryMs: 1, locks: undefined });
    await until(next, () => selectDelivery(next.getState())?.entries[id]?.state === 'sent');
    expect(inbox.posts[0]).toMatchObject({ kind: 'order', statusKey: kept.key, record: { id } });
  });

  it('makes no request and changes nothing without a delivery address', async () => {
    const inbox = fakeInbox();
    const { store } = shop(inbox, false);
    await store.dispatch(placeOrder({ shippingAddress: shippingAddress(), paymentMethod: 'net-banking' }));
    await store.dispatch(checkStatuses({ force: true }));
    expect(inbox.fetch).not.toHaveBeenCalled();
    expect(store.getState().orders.items[0]!.status).toBe('placed');
  });
});
