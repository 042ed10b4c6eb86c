/**
 * The two delivery schema versions in the shop: the body builders of each,
 * checked against the published schema files, and a shop built for a
 * version-1 receiver (STONE_DELIVERY_SCHEMA=1) end to end in a store: every
 * kind sent in the first contract, no key, no update, no status question,
 * no e-mail asked. Then a refusal for good: its reason kept, shown, and told.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { withDeliveryServices } from '../../src/app/deliveryServices';
import { memoryStorage } from '../../src/app/persistence';
import { makeStore, rootReducer } from '../../src/app/store';
import { placeOrder } from '../../src/features/checkout/thunks';
import { checkStatuses, sendEnquiry, startDelivery, type DeliveryOptions } from '../../src/features/delivery';
import { deliveryWords } from '../../src/features/delivery/deliveryWords';
import { deliveryBody, deliveryDocument, REFUSAL_MAX, refusalText, versionOneDocument } from '../../src/features/delivery/rules';
import { selectDelivery } from '../../src/features/delivery/selectors';
import type { DeliveryEntry, VisitorUpdate } from '../../src/features/delivery/types';
import { deliveringPrivacyPolicy, versionOnePrivacyPolicy } from '../../src/features/content/policies/privacyPolicy';
import { EMPTY_QUOTE_FORM } from '../../src/features/quotes/formValues';
import { acceptQuote, submitQuote } from '../../src/features/quotes/thunks';
import { buildSchemaVersion, speaksVersion2 } from '../../src/shared/deliveryChannel';
import { statusesChanged } from '../../src/shared/events';
import type { Services } from '../../src/shared/services';
import { blackLine, shippingAddress, storedOrder } from '../support/fixtures';
import { testServices } from '../support/renderWithProviders';
import { until } from '../support/storeSignals';

const URL_ = 'https://inbox.example.com/deliveries';
const ORIGIN = 'https://shop.example.com';
const AT = '2026-01-15T10:30:05.000Z';
const KEY = 'f'.repeat(32);

/** A strict Ajv of one published schema file, as a receiver of that version would build it. */
function receiverOf(file: string) {
  const ajv = new Ajv2020({ strict: true });
  addFormats(ajv, ['date-time']);
  return ajv.compile(JSON.parse(fs.readFileSync(path.join(__dirname, '../../schemas', file), 'utf8')));
}
const version1 = receiverOf('delivery-v1.schema.json');
const version2 = receiverOf('delivery-v2.schema.json');

const update: VisitorUpdate = { id: 'QT-1768473000000-AB12CD.accepted', recordId: 'QT-1768473000000-AB12CD', change: 'accepted', at: AT };

describe('the body builders', () => {
  it('version 2: the record as stored, its key and the trap field beside it, valid against the version-2 file only', () => {
    const order = { ...storedOrder(), email: 'asha@example.com' };
    const body = deliveryDocument('order', order, ORIGIN, AT, '', KEY);
    expect(body).toEqual({ kind: 'order', schemaVersion: 2, record: order, origin: ORIGIN, sentAt: AT, statusKey: KEY });
    expect(version2(body)).toBe(true);
    expect(version1(body)).toBe(false);
    expect(deliveryDocument('update', update, ORIGIN, AT, '', KEY)).toMatchObject({ kind: 'update', schemaVersion: 2, statusKey: KEY });
    expect(version2(deliveryDocument('update', update, ORIGIN, AT, '', KEY))).toBe(true);
    expect(deliveryDocument('order', storedOrder(), ORIGIN, AT, 'http://spam.example')).toMatchObject({ honeypot: 'http://spam.example' });
  });

  it('version 1: kind, record, origin and time, nothing beside them; an order without its e-mail; valid against the first published file', () => {
    const order = { ...storedOrder(), email: 'asha@example.com' };
    const body = deliveryBody(1, 'order', order, ORIGIN, AT, 'http://spam.example', KEY);
    const { email: _email, ...withoutEmail } = order;
    expect(body).toEqual({ kind: 'order', schemaVersion: 1, record: withoutEmail, origin: ORIGIN, sentAt: AT });
    expect(version1(body)).toBe(true);
    // The stored order keeps its address: only the body leaves it out.
    expect(order.email).toBe('asha@example.com');
  });

  it('version 1 has no update: none is made', () => {
    expect(versionOneDocument('update', update, ORIGIN, AT)).toBeNull();
    expect(deliveryBody(1, 'update', update, ORIGIN, AT, '', KEY)).toBeNull();
    expect(deliveryBody(2, 'update', update, ORIGIN, AT, '', KEY)).toMatchObject({ kind: 'update' });
  });

  it('reads the build setting: version 2 unless STONE_DELIVERY_SCHEMA is 1', () => {
    const before = process.env.STONE_DELIVERY_SCHEMA;
    try {
      delete process.env.STONE_DELIVERY_SCHEMA;
      expect(buildSchemaVersion()).toBe(2);
      process.env.STONE_DELIVERY_SCHEMA = '1';
      expect(buildSchemaVersion()).toBe(1);
      expect(withDeliveryServices(testServices(), URL_).delivery?.schemaVersion).toBe(1);
    } finally {
      if (before === undefined) delete process.env.STONE_DELIVERY_SCHEMA;
      else process.env.STONE_DELIVERY_SCHEMA = before;
    }
    expect(speaksVersion2(undefined)).toBe(false);
    expect(speaksVersion2({ schemaVersion: 1 })).toBe(false);
    expect(speaksVersion2({})).toBe(true);
  });
});

describe("a receiver's reason for refusing", () => {
  it.each([
    ['application/json', '{"error":"invalid-delivery","reason":"the body must not have the property \\"statusKey\\""}', 'the body must not have the property "statusKey"'],
    ['application/problem+json', '{"message":"  must NOT have\\nadditional properties "}', 'must NOT have additional properties'],
    ['application/json; charset=utf-8', '{"error":"bad key"}', 'bad key'],
    ['text/plain; charset=utf-8', 'Refused:\tno such form', 'Refused: no such form'],
    ['text/html', '<h1>Unprocessable</h1>', ''],
    ['application/json', 'not json', ''],
    ['application/json', '{"reason":42}', ''],
    ['', 'anything', ''],
  ])('%s %s gives %j', (type, body, reason) => {
    expect(refusalText(type, body)).toBe(reason);
  });

  it('is cut to a sentence', () => {
    const text = refusalText('text/plain', 'x'.repeat(5000));
    expect(text).toHaveLength(REFUSAL_MAX);
    expect(text.endsWith('…')).toBe(true);
  });

  it('follows the status on the record\'s line', () => {
    const stopped: DeliveryEntry = { kind: 'order', state: 'stopped', sentAt: null, attempts: 1, nextAttemptAt: null, lastError: 'HTTP 422', refusal: 'must NOT have additional properties' };
    expect(deliveryWords(stopped, 'Sri Balaji Granites & Marbles')).toEqual({
      text: "Not delivered: Sri Balaji Granites & Marbles's address refused it (HTTP 422): must NOT have additional properties",
      tone: 'problem',
      retry: true,
    });
    const { refusal: _refusal, ...silent } = stopped;
    expect(deliveryWords(silent, 'X').text).toBe("Not delivered: X's address refused it (HTTP 422)");
  });
});

interface Receiver {
  posts: Record<string, unknown>[];
  gets: number;
  fetch: typeof fetch;
}

/** An answer as fetch gives it, as far as the sender reads one (jsdom has no Response). */
const answer = (status: number, json?: unknown) =>
  ({ status, headers: { get: () => (json ? 'application/json' : null) }, text: async () => (json ? JSON.stringify(json) : '') }) as unknown as Response;

/** A receiver that validates each POST with `check`: 201 when valid, else 422 with its reason as JSON. */
function receiver(check: (body: unknown) => boolean): Receiver {
  const seen: Receiver = { posts: [], gets: 0, fetch: undefined as unknown as typeof fetch };
  seen.fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method !== 'POST') {
      seen.gets += 1;
      return answer(404);
    }
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    seen.posts.push(body);
    return check(body) ? answer(201) : answer(422, { error: 'invalid-delivery', reason: 'must NOT have additional properties' });
  }) as typeof fetch;
  return seen;
}

function shop(seen: Receiver, schemaVersion: 1 | 2, options: DeliveryOptions = {}) {
  const storage = memoryStorage();
  let clock = Date.UTC(2026, 0, 15, 10, 30);
  const base = withDeliveryServices(testServices({ now: () => (clock += 1000) }), URL_, '', storage);
  const services: Services = { ...base, delivery: { ...base.delivery!, schemaVersion } };
  const store = makeStore({ cart: { items: [blackLine()] } }, services, { storage });
  const stop = startDelivery(store, rootReducer, services.delivery!, services, { fetch: seen.fetch, firstRetryMs: 1, locks: undefined, ...options });
  const entry = (id: string) => selectDelivery(store.getState())?.entries[id];
  return { store, storage, entry, stop };
}

const quoteForm = { ...EMPTY_QUOTE_FORM, fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', projectLocation: 'Tirupati', quantity: '120' };

describe('a shop built for a version-1 receiver', () => {
  const realFetch = globalThis.fetch;
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    globalThis.fetch = realFetch;
  });

  it('sends an order, a quote request and a message in the first contract, each taken by a version-1 receiver', async () => {
    const seen = receiver(version1);
    const started = shop(seen, 1);
    stop = started.stop;
    const { store, entry } = started;
    const order = (await store.dispatch(placeOrder({ shippingAddress: shippingAddress(), paymentMethod: 'net-banking', email: 'asha@example.com', honeypot: '' }))).payload as string;
    const quote = (await store.dispatch(submitQuote(quoteForm))).payload as string;
    const message = (
      await store.dispatch(sendEnquiry({ fields: { source: 'contact', firstName: 'Meena', lastName: 'Iyer', email: 'meena@example.com', phone: '', projectType: '', message: 'Hello' }, honeypot: 'http://spam.example' }))
    ).payload as string;
    await until(store, () => [order, quote, message].every((id) => entry(id)?.state === 'sent'));
    expect(seen.posts.map(({ kind, schemaVersion }) => [kind, schemaVersion])).toEqual([['order', 1], ['quote', 1], ['enquiry', 1]]);
    for (const body of seen.posts) expect(version1(body)).toBe(true);
    // No key made, no e-mail kept: a version-1 receiver has no place for either.
    expect(entry(order)?.key).toBeUndefined();
    expect(entry(quote)?.key).toBeUndefined();
    expect(store.getState().orders.items[0]).not.toHaveProperty('email');
  });

  it('has a privacy policy that says what is sent and speaks of no status checks', () => {
    const text = (policy: typeof deliveringPrivacyPolicy) => policy.sections.flatMap((section) => section.paragraphs ?? []).join('\n');
    expect(text(deliveringPrivacyPolicy)).toContain('private key');
    expect(text(versionOnePrivacyPolicy)).not.toContain('private key');
    expect(text(versionOnePrivacyPolicy)).toContain('Each order, quote request and message is sent to');
  });

  it('keeps Accept Quote on the device and asks no status', async () => {
    const seen = receiver(version1);
    const started = shop(seen, 1);
    stop = started.stop;
    const { store, entry } = started;
    globalThis.fetch = seen.fetch;
    const quote = (await store.dispatch(submitQuote(quoteForm))).payload as string;
    await until(store, () => entry(quote)?.state === 'sent');
    await store.dispatch(checkStatuses({ force: true }));
    expect(seen.gets).toBe(0);
    // Quoted some other way (the host page wrote the list): Accept Quote is the visitor's own change.
    store.dispatch(statusesChanged({ statuses: { [quote]: 'quoted' } }));
    store.dispatch(acceptQuote(quote));
    expect(store.getState().quotes.items[0]!.status).toBe('accepted');
    expect(entry(`${quote}.accepted`)).toBeUndefined();
    expect(seen.posts).toHaveLength(1);
  });
});

describe('a delivery refused for good', () => {
  let stop = () => undefined as void;
  afterEach(() => stop());

  it('stays on the device as not delivered, with the receiver\'s reason stored and told to the host once', async () => {
    // A default shop and a receiver that speaks only version 1: the very mismatch of an in-place change.
    const seen = receiver(version1);
    const refused: unknown[] = [];
    const started = shop(seen, 2, { onRefused: (delivery) => refused.push(delivery) });
    stop = started.stop;
    const { store, storage, entry } = started;
    const id = (await store.dispatch(placeOrder({ shippingAddress: shippingAddress(), paymentMethod: 'net-banking' }))).payload as string;
    await until(store, () => entry(id)?.state === 'stopped');
    expect(entry(id)).toMatchObject({ state: 'stopped', lastError: 'HTTP 422', refusal: 'must NOT have additional properties', nextAttemptAt: null });
    expect(JSON.parse(storage.getItem('deliveries')!)[id]).toMatchObject({ state: 'stopped', refusal: 'must NOT have additional properties' });
    expect(JSON.parse(storage.getItem('orders')!)[0].id).toBe(id);
    expect(refused).toEqual([{ id, kind: 'order', record: store.getState().orders.items[0], reason: 'HTTP 422: must NOT have additional properties' }]);
    expect(seen.posts).toHaveLength(1);
  });
});
