import { isStoredOrder, type StoredOrder } from '../../shared/entities';
import type { AnswerStep, RecordAnswer } from '../../shared/statusAnswers';
import type { DeliveryEntries, VisitorUpdate } from './types';

/**
 * The rules of record keys, updates and status checks: plain functions, kept
 * apart from the sending rules so that only the screens that ask for statuses
 * or send updates load them.
 */

/** A record's private key: 128 random bits from the browser's cryptographic generator, as 32 hex digits. */
export function newRecordKey(crypto: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The delivery id of the visitor's update of a record: one per record and change. */
export const updateId = (recordId: string, change: VisitorUpdate['change']) => `${recordId}.${change}`;

/** The most records one status check names (the inbox takes up to 50). */
export const MOST_ASKED = 50;
const FINAL_ANSWERS = ['delivered', 'accepted', 'rejected'];

/** Nothing more will come: a final answer, except an accepted quote whose order the business has yet to make. */
const isSettled = (entry: DeliveryEntries[string]) =>
  FINAL_ANSWERS.includes(entry.answer?.status ?? '') && !(entry.kind === 'quote' && entry.answer?.status === 'accepted' && !entry.answer.orderId);

/**
 * The records a status check asks about: orders and quote requests the
 * business has (sent), with their key, whose last answer is not final;
 * the most recently sent first.
 */
export function askable(entries: DeliveryEntries): { id: string; key: string }[] {
  return Object.entries(entries)
    .filter(([, entry]) => (entry.kind === 'order' || entry.kind === 'quote') && entry.state === 'sent' && !!entry.key && !isSettled(entry))
    .sort(([, a], [, b]) => (b.sentAt ?? '').localeCompare(a.sentAt ?? ''))
    .slice(0, MOST_ASKED)
    .map(([id, entry]) => ({ id, key: entry.key! }));
}

/** The Record-Keys header of a status check. */
export const recordKeysHeader = (asked: readonly { id: string; key: string }[]) => asked.map(({ id, key }) => `${id}=${key}`).join(', ');

const isText = (value: unknown): value is string => typeof value === 'string';
const isStep = (value: unknown): value is AnswerStep =>
  !!value && typeof value === 'object' && isText((value as AnswerStep).status) && isText((value as AnswerStep).at) &&
  !!(value as AnswerStep).details && typeof (value as AnswerStep).details === 'object';

/** A quote's order as the inbox sends it: an order of the shop's shape, made from that very quote. */
const isQuoteOrder = (order: unknown, answer: Omit<RecordAnswer, 'order'>): order is StoredOrder =>
  answer.kind === 'quote' && isStoredOrder(order) && order.id.startsWith('ORD-') && (order as { quoteId?: unknown }).quoteId === answer.id;

/** The inbox's answer, checked: only records that were asked about, in a readable shape. */
export function readAnswers(body: unknown, asked: readonly string[]): RecordAnswer[] {
  const records = (body as { records?: unknown } | null)?.records;
  if (!Array.isArray(records)) return [];
  return records
    .filter(
      (record): record is RecordAnswer =>
        !!record && typeof record === 'object' && asked.includes((record as RecordAnswer).id) &&
        ((record as RecordAnswer).kind === 'order' || (record as RecordAnswer).kind === 'quote') &&
        isText((record as RecordAnswer).status) && Array.isArray((record as RecordAnswer).steps) && (record as RecordAnswer).steps.every(isStep),
    )
    .map(({ order, ...answer }) => (isQuoteOrder(order, answer) ? { ...answer, order } : answer));
}

