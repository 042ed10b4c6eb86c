import { createAction } from '@reduxjs/toolkit';
import type { Order, StoredOrder } from './entities';
import type { RecordAnswer } from './statusAnswers';

/**
 * Facts several slices react to. They live here, not in one feature, so no
 * feature has to dispatch into another's slice.
 */

/** The four localStorage lists, by their key names. */
export type ListKey = 'cart' | 'wishlist' | 'quotes' | 'orders';
export const LIST_KEYS: readonly ListKey[] = ['cart', 'wishlist', 'quotes', 'orders'];

/**
 * Marks an action whose change must be in storage before it is applied: a
 * record the visitor is about to be told is placed. If the browser refuses to
 * save it, `dispatch` throws a `NotSavedError` and the state stays as it was.
 */
export const SAVE_FIRST = { saveFirst: true } as const;

export const isSaveFirst = (action: unknown): boolean =>
  (action as { meta?: { saveFirst?: unknown } } | null)?.meta?.saveFirst === true;

/**
 * Storage holds a list this tab did not write (another tab, or the host page
 * announcing its own write), or the shop puts a list back after a host refused
 * a saved record (`withdrawn` names it; shared/withdrawal.ts). `items` has
 * already been validated entry by entry.
 */
export const storageSynced = createAction<{ key: ListKey; items: unknown[]; withdrawn?: string }>('persistence/storageSynced');

/** A checkout went through: orders prepends it, the cart empties. Saved before it is applied. */
export const orderPlaced = createAction('checkout/orderPlaced', (payload: { order: Order }) => ({
  payload,
  meta: SAVE_FIRST,
}));

/**
 * The visitor cleared their data ("Your data" page): every list empties, and
 * the saving step removes the keys and their backups instead of writing.
 */
export const dataCleared = createAction('persistence/dataCleared');

/**
 * Orders or quote requests change status: the new status of each, by id,
 * decided by the thunk. Either the visitor accepted a quote (`statuses`
 * only), or a status check heard the business (delivery on): then also when,
 * the records asked about and what the inbox said (shared/statusAnswers.ts),
 * which delivery keeps. The lists take `statuses` and are saved like any change.
 */
export const statusesChanged = createAction<{ statuses: Record<string, string>; checkedAt?: string; asked?: string[]; answers?: RecordAnswer[] }>(
  'records/statusesChanged',
);

/** A list reducer's part of `statusesChanged` (mutates the draft). */
export function takeStatuses(items: { id: string; status?: string }[], statuses: Readonly<Record<string, string>>): void {
  for (const item of items) if (statuses[item.id] !== undefined) item.status = statuses[item.id];
}

/**
 * The orders the business made from accepted quotes, among a status check's
 * answers, that the list does not hold yet (kept here, beside takeStatuses,
 * because the orders list is part of the first download).
 */
export function newQuoteOrders(items: readonly { id: string }[], answers: readonly RecordAnswer[]): StoredOrder[] {
  const held = new Set(items.map((item) => item.id));
  return answers.flatMap((answer) => (answer.order && !held.has(answer.order.id) ? [answer.order] : []));
}
