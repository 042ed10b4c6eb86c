/**
 * What the desk notices when a delivery arrives. The browser wrote the record,
 * so its prices, totals, date, status and origin are claims: an order is
 * priced again from the catalogue the shop is built from, with the shop's own
 * total rules, and every difference becomes a flag shown on the record and in
 * the owner's e-mail. Plain functions of the delivery and the arrival time.
 */
import { recordDate, type DeliveryDocument, type JsonObject } from './delivery';
import { INITIAL_STATUS } from './statuses';
import { cartTotals, formatRupees, lineTotal, products, roundMoney, type CartLine } from './shopRules';

export interface Flag {
  code: 'unknown-product' | 'price' | 'line-total' | 'total' | 'date' | 'status' | 'origin';
  text: string;
}

/** Clock differences the desk lets pass: a visitor's clock a little ahead, an order kept offline a while. */
export const FUTURE_TOLERANCE_MS = 10 * 60 * 1000;
export const PAST_TOLERANCE_MS = 14 * 24 * 60 * 60 * 1000;

const byId = new Map(products.map((product) => [product.id, product]));
const rupees = (amount: number) => formatRupees(amount);

/** An order's lines and total, priced again from the catalogue. */
export function priceCheck(record: JsonObject): { flags: Flag[]; total: number | null } {
  const items = Array.isArray(record.items) ? (record.items as unknown as CartLine[]) : [];
  const flags: Flag[] = [];
  const repriced: CartLine[] = [];
  for (const line of items) {
    const product = byId.get(line.id);
    if (!product) {
      flags.push({ code: 'unknown-product', text: `Line "${line.name}": product ${line.id} is not in the catalogue` });
      continue;
    }
    const { pricing } = product;
    if (line.pricing.small !== pricing.small || line.pricing.big !== pricing.big) {
      flags.push({
        code: 'price',
        text: `${product.name}: sent prices ${rupees(line.pricing.small)}/${rupees(line.pricing.big)}, catalogue ${rupees(pricing.small)}/${rupees(pricing.big)}`,
      });
    }
    const expected = lineTotal(pricing, line.size, line.quantity);
    if (roundMoney(line.totalPrice) !== expected) {
      flags.push({ code: 'line-total', text: `${product.name} x ${line.quantity}: sent ${rupees(line.totalPrice)}, catalogue ${rupees(expected)}` });
    }
    repriced.push({ ...line, pricing });
  }
  if (repriced.length !== items.length) return { flags, total: null };
  const { total } = cartTotals(repriced);
  const claimed = typeof record.totalAmount === 'number' ? record.totalAmount : NaN;
  if (roundMoney(claimed) !== total) {
    flags.push({ code: 'total', text: `Total: sent ${rupees(claimed)}, catalogue ${rupees(total)} (with shipping and tax)` });
  }
  return { flags, total };
}

/** A record date far from when it arrived: in the future, or older than an offline outbox would keep it. */
export function dateCheck(delivery: Pick<DeliveryDocument, 'kind' | 'record'>, receivedAt: number): Flag[] {
  const text = recordDate(delivery);
  const at = Date.parse(text);
  if (!Number.isFinite(at)) return [{ code: 'date', text: `The record's date "${text}" is not a date` }];
  if (at > receivedAt + FUTURE_TOLERANCE_MS) return [{ code: 'date', text: `Dated ${text}, after it arrived (${new Date(receivedAt).toISOString()})` }];
  if (at < receivedAt - PAST_TOLERANCE_MS) return [{ code: 'date', text: `Dated ${text}, more than 14 days before it arrived` }];
  return [];
}

export interface Arrival {
  flags: Flag[];
  /** Filled honeypot: kept out of the lists and the owner's e-mail. */
  spam: boolean;
}

/** Everything the desk notices about a delivery arriving at `receivedAt` (ms since 1970). */
export function checkArrival(delivery: DeliveryDocument, receivedAt: number, shopOrigins: readonly string[]): Arrival {
  const { record } = delivery;
  const flags: Flag[] = delivery.kind === 'order' ? priceCheck(record).flags : [];
  flags.push(...dateCheck(delivery, receivedAt));
  const claimed = record.status;
  if (claimed !== undefined && claimed !== INITIAL_STATUS[delivery.kind]) {
    flags.push({ code: 'status', text: `Arrived claiming status "${String(claimed)}"; the desk starts it at ${INITIAL_STATUS[delivery.kind]}` });
  }
  if (!shopOrigins.includes(delivery.origin)) {
    flags.push({ code: 'origin', text: `Says it was sent from ${delivery.origin}, which is not the shop's origin` });
  }
  return { flags, spam: typeof delivery.honeypot === 'string' && delivery.honeypot.trim() !== '' };
}
