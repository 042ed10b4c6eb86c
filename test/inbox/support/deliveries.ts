/**
 * Deliveries as the shop will send them. Orders and quotes are made by the
 * shop's own code (the records it stores); enquiries follow the schema's
 * definition of the two contact forms' records.
 */
import { randomBytes } from 'node:crypto';
import { buildOrder } from '../../../src/features/checkout/buildOrder';
import { buildQuoteRequest } from '../../../src/features/quotes/quoteRequest';
import { EMPTY_QUOTE_FORM } from '../../../src/features/quotes/formValues';
import type { ShippingAddress } from '../../../src/shared/entities';
import type { DeliveryDocument, JsonObject } from '../../../inbox/delivery';
import { blackLine, shippingAddress } from '../../support/fixtures';

export const SHOP_ORIGIN = 'http://127.0.0.1:8080';

let serial = 0;
/** Distinct ids in the shop's formats, for tests that need many records. */
const nextSerial = () => (serial += 1).toString(36).padStart(6, '0');

const wrap = (kind: DeliveryDocument['kind'], record: object): DeliveryDocument => ({
  kind,
  schemaVersion: 2,
  record: record as JsonObject & { id: string },
  origin: SHOP_ORIGIN,
  sentAt: '2026-01-15T10:30:05.000Z',
});

/** An order of three big Kuppum Black slabs; the product name and address fields can be replaced, and an e-mail address for shipping updates added. */
export function orderDelivery({ name, email, ...address }: Partial<ShippingAddress & { name: string; email: string }> = {}) {
  const order = buildOrder({
    id: `ORD-1768473000000-abc${nextSerial()}`,
    placedAt: Date.UTC(2026, 0, 15, 10, 30),
    lines: [blackLine(name === undefined ? {} : { name })],
    shippingAddress: shippingAddress(address),
    paymentMethod: 'net-banking',
    email,
  });
  return wrap('order', order);
}

export function quoteDelivery(text: Partial<Record<'fullName' | 'company' | 'projectLocation' | 'description' | 'budget', string>> = {}) {
  const quote = buildQuoteRequest(
    {
      ...EMPTY_QUOTE_FORM,
      fullName: 'Asha Rao',
      company: 'Rao Builders',
      email: 'asha@example.com',
      phone: '9876543210',
      projectLocation: 'Tirupati',
      length: '10',
      width: '12',
      quantity: '120',
      services: ['Installation Service', 'Custom Cutting'],
      description: 'Kitchen counters',
      ...text,
    },
    { id: `QT-1768473000000-${nextSerial().toUpperCase()}`, submissionDate: '2026-01-15T10:30:00.000Z' },
  );
  return wrap('quote', quote);
}

export function homeEnquiryDelivery(text: Partial<Record<'name' | 'phone' | 'message', string>> = {}) {
  return wrap('enquiry', {
    id: `MSG-1768473000000-abc${nextSerial()}`,
    submittedAt: '2026-01-15T10:30:00.000Z',
    source: 'home',
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    phone: '',
    productInterest: 'granite-slabs',
    message: 'Do you ship to Chennai?',
    ...text,
  });
}

export function contactMessageDelivery(text: Partial<Record<'firstName' | 'lastName' | 'phone' | 'message', string>> = {}) {
  return wrap('enquiry', {
    id: `MSG-1768473000000-abc${nextSerial()}`,
    submittedAt: '2026-01-15T10:30:00.000Z',
    source: 'contact',
    firstName: 'Meena',
    lastName: 'Iyer',
    email: 'meena@example.com',
    phone: '9876501234',
    projectType: 'hospitality',
    message: 'A hotel lobby in Nellore, about 4,000 sq ft.',
    ...text,
  });
}

/** The same delivery as a shop built for a version-1 receiver sends it (STONE_DELIVERY_SCHEMA=1): the first published contract. */
export const asVersion1 = <D extends DeliveryDocument>(delivery: D): D => ({ ...delivery, schemaVersion: 1 });

/** A distinct record key in the shop's form (32 hex digits). */
export const recordKey = () => randomBytes(16).toString('hex');

/** An order's or quote request's delivery with its private key, as a delivering shop sends it. */
export const keyed = <D extends DeliveryDocument>(delivery: D, statusKey = recordKey()): D & { statusKey: string } => ({ ...delivery, statusKey });

/** The visitor's update of a keyed record (Accept Quote, Leave Review), as the shop sends it. */
export function updateDelivery(
  { record, statusKey }: { record: { id: string }; statusKey: string },
  change: 'accepted' | 'review',
  review?: { rating: number; comment: string; date: string },
) {
  return {
    kind: 'update',
    schemaVersion: 2,
    record: { id: `${record.id}.${change}`, recordId: record.id, change, at: '2026-01-20T09:00:00.000Z', ...(review ? { review } : {}) },
    statusKey,
    origin: SHOP_ORIGIN,
    sentAt: '2026-01-20T09:00:01.000Z',
  };
}

/** Asks for the status of records the way the shop does: GET with their keys in Record-Keys. */
export function askStatus(url: string, records: readonly { record: { id: string }; statusKey: string }[], headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/deliveries`, {
    headers: { Origin: SHOP_ORIGIN, 'Record-Keys': records.map(({ record, statusKey }) => `${record.id}=${statusKey}`).join(', '), ...headers },
  });
}

/** POSTs a body the way the shop does: JSON, with the record id as Idempotency-Key. */
export function deliver(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const id = (body as { record?: { id?: unknown } }).record?.id;
  return fetch(`${url}/deliveries`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: SHOP_ORIGIN,
      ...(typeof id === 'string' ? { 'Idempotency-Key': id } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
