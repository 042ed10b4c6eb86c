import fs from 'node:fs';
import path from 'node:path';
import { checkDelivery, deliverySchema } from '../../inbox/deliverySchema';
import { TEXT_LIMITS } from '../../src/shared/textLimits';
import { COMMENT_MAX } from '../../src/features/orders/review';
import { MAX_QUANTITY } from '../../src/shared/quantity';
import { detailedQuote, quoteRequest, storedOrder } from '../support/fixtures';
import {
  asVersion1,
  contactMessageDelivery,
  homeEnquiryDelivery,
  keyed,
  orderDelivery,
  quoteDelivery,
  updateDelivery,
} from './support/deliveries';

const PAYMENT_FIELDS = ['cardNumber', 'expiryDate', 'cvv', 'cardholderName', 'bankName', 'accountNumber', 'ifscCode'];

type Json = Record<string, unknown>;
const clone = <T>(value: T): T => structuredClone(value);

/** Every object inside `value` (itself included), to plant a field in each. */
function objectsIn(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value && typeof value === 'object') return [value as Json, ...Object.values(value).flatMap(objectsIn)];
  return [];
}

const samples = {
  order: orderDelivery,
  quote: quoteDelivery,
  'home enquiry': homeEnquiryDelivery,
  'contact message': contactMessageDelivery,
};

describe('the delivery schema (schemas/delivery-v2.schema.json, the default)', () => {
  it.each(Object.entries(samples))('accepts a %s as the shop stores it', (_name, make) => {
    expect(checkDelivery(make())).toMatchObject({ valid: true });
  });

  it("accepts the shop's test fixtures for stored orders and quotes", () => {
    for (const [kind, record] of [
      ['order', storedOrder()],
      ['quote', quoteRequest()],
      ['quote', detailedQuote()],
    ] as const) {
      expect(checkDelivery({ ...orderDelivery(), kind, record })).toMatchObject({ valid: true });
    }
  });

  it('accepts an order with the e-mail address given for shipping updates, and refuses one that is no address', () => {
    expect(checkDelivery(orderDelivery({ email: 'asha@example.com' })).valid).toBe(true);
    const spoilt = orderDelivery({ email: 'asha@example.com' });
    for (const email of ['asha', 'asha @example.com', `${'a'.repeat(250)}@x.in`, 42]) {
      Object.assign(spoilt.record, { email });
      expect(checkDelivery(spoilt)).toEqual({ valid: false, reason: expect.stringMatching(/^\/record\/email /) });
    }
  });

  it('accepts an order with its review and a quote without the optional fields', () => {
    const reviewed = orderDelivery();
    Object.assign(reviewed.record, { status: 'delivered', review: { rating: 5, comment: 'Lovely slab', date: '2026-02-01T09:00:00.000Z' } });
    expect(checkDelivery(reviewed).valid).toBe(true);
    const bare = quoteDelivery({ company: '', budget: '', description: '' });
    expect(bare.record).not.toHaveProperty('company');
    expect(checkDelivery(bare).valid).toBe(true);
  });

  it.each(Object.entries(samples))('refuses every payment field at every level of a %s', (_name, make) => {
    const sample = make();
    const places = objectsIn(sample).length;
    for (let place = 0; place < places; place += 1) {
      for (const field of PAYMENT_FIELDS) {
        const body = clone(sample);
        objectsIn(body)[place]![field] = '4111 1111 1111 1111';
        const check = checkDelivery(body);
        expect(check).toEqual({ valid: false, reason: expect.stringContaining(`"${field}"`) });
      }
    }
  });

  it.each([
    ['an unknown kind', (body: Json) => (body.kind = 'invoice'), '/kind must be one of'],
    ['an unknown schema version', (body: Json) => (body.schemaVersion = 3), '/schemaVersion must be one of 1, 2'],
    ['no schema version', (body: Json) => delete body.schemaVersion, '/schemaVersion must be one of 1, 2'],
    ['a record of the wrong kind', (body: Json) => (body.kind = 'quote'), "/record must have required property 'submissionDate'"],
    ['an origin with a path', (body: Json) => (body.origin = 'https://shop.example/checkout'), '/origin must match pattern'],
    ['a sentAt that is no time', (body: Json) => (body.sentAt = 'yesterday'), '/sentAt must match format "date-time"'],
    ['a missing record', (body: Json) => delete body.record, "must have required property 'record'"],
    ['an extra top-level field', (body: Json) => (body.note = 'x'), 'must not have the property "note"'],
    ['an order id in another format', (body: Json) => ((body.record as Json).id = 'ORD-1'), '/record/id must match pattern'],
    ['an empty order', (body: Json) => ((body.record as Json).items = []), '/record/items must NOT have fewer than 1 items'],
    ['a text where a number belongs', (body: Json) => ((body.record as Json).totalAmount = '4290'), '/record/totalAmount must be number'],
  ])('refuses %s with the reason', (_name, spoil, reason) => {
    const body = clone(orderDelivery()) as unknown as Json;
    spoil(body);
    expect(checkDelivery(body)).toEqual({ valid: false, reason: expect.stringContaining(reason) });
  });

  it('refuses an enquiry whose fields belong to the other form', () => {
    const body = homeEnquiryDelivery();
    Object.assign(body.record, { source: 'contact' });
    expect(checkDelivery(body)).toEqual({ valid: false, reason: expect.stringContaining("/record must have required property 'firstName'") });
    expect(checkDelivery({ ...homeEnquiryDelivery(), record: { ...homeEnquiryDelivery().record, id: 'MSG-1' } }).valid).toBe(false);
  });

  it("holds the shop's own length limits, so anything the forms accept is accepted", () => {
    const defs = (deliverySchema.$defs ?? {}) as Record<string, { maxLength?: number; maximum?: number }>;
    expect(defs.name?.maxLength).toBe(TEXT_LIMITS.name);
    expect(defs.line?.maxLength).toBe(TEXT_LIMITS.line);
    expect(defs.code?.maxLength).toBe(TEXT_LIMITS.code);
    expect(defs.phone?.maxLength).toBe(TEXT_LIMITS.phone);
    expect(defs.email?.maxLength).toBe(TEXT_LIMITS.email);
    expect(defs.longText?.maxLength).toBe(TEXT_LIMITS.long);
    const order = defs.order as unknown as { properties: { review: { properties: { comment: { maxLength: number } } } } };
    expect(order.properties.review.properties.comment.maxLength).toBe(COMMENT_MAX);
    const line = defs.cartLine as unknown as { properties: { quantity: { maximum: number } } };
    expect(line.properties.quantity.maximum).toBe(MAX_QUANTITY);

    const longest = homeEnquiryDelivery({ name: 'n'.repeat(TEXT_LIMITS.name), message: 'm'.repeat(TEXT_LIMITS.long) });
    expect(checkDelivery(longest).valid).toBe(true);
    const longer = homeEnquiryDelivery({ message: 'm'.repeat(TEXT_LIMITS.long + 1) });
    expect(checkDelivery(longer)).toEqual({ valid: false, reason: '/record/message must NOT have more than 2000 characters' });
  });
});

describe('version 1 (schemas/delivery-v1.schema.json, as first published)', () => {
  it.each(Object.entries(samples))('accepts a %s as a shop built for version 1 sends it', (_name, make) => {
    expect(checkDelivery(asVersion1(make()))).toMatchObject({ valid: true });
  });

  it('refuses what only version 2 has: a record key, an update, the trap field, an order\'s e-mail address', () => {
    const order = keyed(orderDelivery());
    expect(checkDelivery(asVersion1(order))).toEqual({ valid: false, reason: 'the body must not have the property "statusKey"' });
    expect(checkDelivery({ ...updateDelivery(order, 'review'), schemaVersion: 1 })).toEqual({ valid: false, reason: expect.stringMatching(/^\/kind must be one of "order", "quote", "enquiry"$|statusKey/) });
    expect(checkDelivery({ ...asVersion1(homeEnquiryDelivery()), honeypot: 'x' })).toEqual({ valid: false, reason: 'the body must not have the property "honeypot"' });
    expect(checkDelivery(asVersion1(orderDelivery({ email: 'asha@example.com' })))).toEqual({ valid: false, reason: '/record must not have the property "email"' });
  });

  it('version 2 takes each of them, and no record key beside a message', () => {
    const order = keyed(orderDelivery({ email: 'asha@example.com' }));
    expect(checkDelivery(order).valid).toBe(true);
    expect(checkDelivery(updateDelivery(order, 'review', { rating: 5, comment: 'Good', date: '2026-01-20T09:00:00.000Z' })).valid).toBe(true);
    expect(checkDelivery({ ...homeEnquiryDelivery(), honeypot: 'x' }).valid).toBe(true);
    expect(checkDelivery(keyed(homeEnquiryDelivery()))).toEqual({ valid: false, reason: '/statusKey must not be there' });
    expect(checkDelivery({ ...updateDelivery(order, 'accepted'), statusKey: undefined })).toMatchObject({ valid: false });
  });
});

describe("the documentation's example bodies", () => {
  const doc = fs.readFileSync(path.resolve(__dirname, '../../docs/delivery-and-desk.md'), 'utf8');
  const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map(([, text]) => text!).filter((text) => text.includes('"schemaVersion"'));

  it('are there', () => expect(examples.length).toBeGreaterThanOrEqual(2));

  it.each(examples.map((text) => [text.slice(0, 60).replace(/\s+/g, ' '), text]))('%s… is valid against the schema of its version', (_start, text) => {
    expect(checkDelivery(JSON.parse(text))).toMatchObject({ valid: true });
  });
});
