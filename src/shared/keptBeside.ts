/**
 * What the shop keeps beside the four lists, under the same prefix, and
 * "Clear my data" removes with them (features/privacy/forgetKeptBeside.ts):
 * delivery's two localStorage keys (features/delivery/deliveryStorage.ts) and
 * Duplicate Request's pre-fill in sessionStorage (features/quotes/prefill.ts).
 * Not in shared/events.ts: a first visit needs none of it.
 */
export const DELIVERY_KEYS = ['deliveries', 'enquiries'] as const;
export const QUOTE_PREFILL_KEY = 'quotePrefill';
