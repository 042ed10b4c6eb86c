/**
 * The statuses the shop knows, and which changes the desk may make. A plain
 * function of (kind, from, to): the same rule refuses a form post and hides
 * the buttons that would make an impossible change.
 */
import type { DeliveryKind } from './delivery';

export const QUOTE_STATUSES = ['pending', 'reviewed', 'quoted', 'accepted', 'rejected'] as const;
export const ORDER_STATUSES = ['placed', 'processing', 'shipped', 'delivered'] as const;
/** Messages have no status in the shop; on the desk they are simply received. */
export const ENQUIRY_STATUSES = ['received'] as const;

export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type RecordStatus = QuoteStatus | OrderStatus | (typeof ENQUIRY_STATUSES)[number];

export const STATUSES: Readonly<Record<DeliveryKind, readonly RecordStatus[]>> = {
  order: ORDER_STATUSES,
  quote: QUOTE_STATUSES,
  enquiry: ENQUIRY_STATUSES,
};

/** Where every record starts on the desk, whatever status its body claims. */
export const INITIAL_STATUS: Readonly<Record<DeliveryKind, RecordStatus>> = { order: 'placed', quote: 'pending', enquiry: 'received' };

/**
 * The moves staff may make. A quote may be sent again (a corrected price) while
 * the visitor has not accepted it; `accepted` is the visitor's answer, never the
 * desk's; nothing leaves `accepted`, `rejected` or `delivered`; an order only
 * moves forward, one step at a time.
 */
const MOVES: Readonly<Record<string, readonly RecordStatus[]>> = {
  'quote:pending': ['reviewed', 'quoted', 'rejected'],
  'quote:reviewed': ['quoted', 'rejected'],
  'quote:quoted': ['quoted', 'rejected'],
  'order:placed': ['processing'],
  'order:processing': ['shipped'],
  'order:shipped': ['delivered'],
};

/** The statuses staff may move a record of `kind` to from `from`. */
export function nextStatuses(kind: DeliveryKind, from: string): readonly RecordStatus[] {
  return MOVES[`${kind}:${from}`] ?? [];
}

export function canMove(kind: DeliveryKind, from: string, to: string): boolean {
  return nextStatuses(kind, from).includes(to as RecordStatus);
}

export function isStatusOf(kind: DeliveryKind, status: string): status is RecordStatus {
  return STATUSES[kind].includes(status as RecordStatus);
}
