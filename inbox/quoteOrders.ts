/**
 * An accepted quote becomes an order: plain functions from the quote, its
 * last quoted terms and the form staff fill in (the delivery address and the
 * payment method agreed) to an order of the shop's own shape, so the
 * visitor's My Orders, tracking and invoice show it like a checkout's.
 *
 * The order is priced as quoted: each price line becomes one line of the
 * order and the quoted total is its total, with no shipping or tax added
 * (the quote's lines already say what the business charges).
 */
import { randomInt } from 'node:crypto';
import { fieldText, type JsonObject } from './delivery';
import type { EventDetails, RecordEvent } from './records';

export const ADDRESS_FIELDS = [
  ['fullName', 'Full name'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['pincode', 'PIN code'],
  ['phone', 'Phone'],
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number][0];
export type OrderAddress = Record<AddressField, string>;

/** The shop's payment methods (its checkout's), the one agreed with the customer chosen on the desk. */
export const PAYMENT_METHODS = [
  ['net-banking', 'Net banking'],
  ['credit-card', 'Credit card'],
  ['debit-card', 'Debit card'],
] as const;

const FIELD_MAX = 200;
/** The image path every stone-less line shows: the shop's own placeholder. */
const QUOTED_LINE_IMAGE = 'images/placeholder.svg';
const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The form's first values: the quote's name, phone and location, the rest left to staff. */
export function orderFormDefaults(quote: JsonObject): Record<string, string> {
  return {
    fullName: fieldText(quote.fullName),
    phone: fieldText(quote.phone),
    city: fieldText(quote.projectLocation),
    address: '',
    state: '',
    pincode: '',
    paymentMethod: 'net-banking',
  };
}

export type OrderForm = Record<string, string | undefined>;
export type ReadOrderForm = { ok: true; address: OrderAddress; paymentMethod: string } | { ok: false; problem: string };

/** The address and payment method staff confirmed, or the first problem with them. */
export function readOrderForm(form: OrderForm): ReadOrderForm {
  const address = {} as OrderAddress;
  for (const [name, label] of ADDRESS_FIELDS) {
    const value = (form[name] ?? '').trim();
    if (!value) return { ok: false, problem: 'Fill in all six address fields: the order ships there' };
    if (value.length > FIELD_MAX) return { ok: false, problem: `The ${label.toLowerCase()} is longer than ${FIELD_MAX} characters` };
    address[name] = value;
  }
  const paymentMethod = form.paymentMethod ?? '';
  if (!PAYMENT_METHODS.some(([value]) => value === paymentMethod)) return { ok: false, problem: 'Choose the payment method agreed with the customer' };
  return { ok: true, address, paymentMethod };
}

/** The terms the visitor accepted: the last quote staff sent. */
export function acceptedTerms(history: readonly RecordEvent[]): EventDetails | null {
  const quoted = history.filter((event) => event.to === 'quoted' && typeof event.details.total === 'number');
  return quoted[quoted.length - 1]?.details ?? null;
}

/** `ORD-<ms>-<9 lower-case letters and digits>`, the form the shop's checkout gives its orders. */
export const newOrderId = (placedAt: number, pick: (max: number) => number = randomInt) =>
  `ORD-${placedAt}-${Array.from({ length: 9 }, () => ALPHANUMERIC[pick(ALPHANUMERIC.length)]).join('')}`;

export interface QuoteOrderInput {
  id: string;
  placedAt: number;
  quote: JsonObject & { id: string };
  terms: EventDetails;
  address: OrderAddress;
  paymentMethod: string;
}

/** The order as the shop stores it under `orders`, with the quote it came from. */
export function orderFromQuote({ id, placedAt, quote, terms, address, paymentMethod }: QuoteOrderInput): JsonObject & { id: string } {
  const total = terms.total ?? 0;
  const lines = terms.lines && terms.lines.length > 0 ? terms.lines : [{ description: `As quoted in ${quote.id}`, amount: total }];
  const items = lines.map((line, index) => ({
    // Lines are not catalogue stones: numbered from 1 within the order, never a product id's meaning.
    id: index + 1,
    name: line.description,
    image: QUOTED_LINE_IMAGE,
    pricing: { small: line.amount, big: line.amount },
    unit: 'as quoted',
    quantity: 1,
    size: 'small',
    totalPrice: line.amount,
  }));
  const email = fieldText(quote.email);
  return {
    id,
    items,
    totalAmount: total,
    shippingAddress: { ...address },
    paymentMethod,
    orderDate: new Date(placedAt).toISOString(),
    status: 'placed',
    ...(email ? { email } : {}),
    quoteId: quote.id,
  };
}
