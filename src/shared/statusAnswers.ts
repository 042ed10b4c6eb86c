/**
 * The business's answers about the visitor's own orders and quote requests,
 * as the inbox tells them when delivery is on (docs/delivery-and-desk.md,
 * Status answers). Shared, because orders, quotes and delivery all apply the
 * one action that carries them.
 */
import type { StoredOrder } from './entities';

/** What staff gave with one change; only the fields of that kind of change. */
export interface AnswerDetails {
  note?: string;
  reason?: string;
  lines?: { description: string; amount: number }[];
  total?: number;
  /** The last day a quote holds (YYYY-MM-DD). */
  validUntil?: string;
  carrier?: string;
  tracking?: string;
}

/** One change the business made, with its time (ISO). */
export interface AnswerStep {
  status: string;
  at: string;
  details: AnswerDetails;
}

export interface RecordAnswer {
  id: string;
  kind: 'order' | 'quote';
  status: string;
  /** Oldest first. */
  steps: AnswerStep[];
  /** An accepted quote's order, once the business made one from it: stored under `orders` like a checkout's. */
  order?: StoredOrder;
}

const RANKS: Record<RecordAnswer['kind'], Record<string, number>> = {
  order: { placed: 0, processing: 1, shipped: 2, delivered: 3 },
  quote: { pending: 0, reviewed: 1, quoted: 2, accepted: 3, rejected: 3 },
};
const FINAL = ['delivered', 'accepted', 'rejected'];

/**
 * The status a record takes from an answer. Only forward: a quote the visitor
 * has just accepted stays accepted while the desk still says quoted (the
 * acceptance is on its way). A final word of the desk (rejected, accepted,
 * delivered) always stands. An unknown word changes nothing.
 */
export function answeredStatus(kind: RecordAnswer['kind'], local: string | undefined, answered: string): string {
  const ranks = RANKS[kind];
  const to = ranks[answered];
  const current = local ?? (kind === 'order' ? 'placed' : 'pending');
  if (to === undefined) return current;
  const from = ranks[current] ?? 0;
  return to > from || (to === from && FINAL.includes(answered)) ? answered : current;
}

/** The records whose status the answers change, and to what (given the lists as they are now). */
export function changedStatuses(
  lists: { orders: { items: { id: string; status?: string }[] }; quotes: { items: { id: string; status?: string }[] } },
  answers: readonly RecordAnswer[],
): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const answer of answers) {
    const item = (answer.kind === 'order' ? lists.orders : lists.quotes).items.find((entry) => entry.id === answer.id);
    if (!item) continue;
    const status = answeredStatus(answer.kind, item.status, answer.status);
    if (status !== item.status) changed[answer.id] = status;
  }
  return changed;
}

/** When each status was reached, from the answer's steps (the last time it was reached wins). */
export function stepTimes(steps: readonly AnswerStep[]): Record<string, string> {
  const times: Record<string, string> = {};
  for (const step of steps) times[step.status] = step.at;
  return times;
}

/** The latest details of one kind of change (the quote sent last, the shipment, the rejection). */
export const latestStep = (steps: readonly AnswerStep[], status: string): AnswerStep | undefined =>
  [...steps].reverse().find((step) => step.status === status);

/** The last day the business's latest quote holds (YYYY-MM-DD), if it named one. */
export const quotedUntil = (steps: readonly AnswerStep[] | undefined): string | undefined =>
  latestStep(steps ?? [], 'quoted')?.details.validUntil;
