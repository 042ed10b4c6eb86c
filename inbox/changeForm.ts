/**
 * A status change as the record page's forms post it, read into the details
 * an event keeps. Plain functions: what staff typed in, a verdict out.
 */
import type { EventDetails, PriceLine } from './records';
import type { RecordStatus } from './statuses';

/** Price-line rows on the send-quote form (it works without script, so their number is fixed). */
export const PRICE_ROWS = 6;
/** The validity the shop promises when staff give none. */
export const DEFAULT_VALID_DAYS = 30;
export const NOTE_MAX = 2000;
const SHORT_MAX = 200;

export type ChangeForm = Record<string, string | undefined>;
export type ChangeResult = { ok: true; details: EventDetails } | { ok: false; problem: string };

/** "1,30,000.50" or "130000.5" -> 130000.5; null for anything else (negative, three decimals, words). */
export function parseRupees(text: string): number | null {
  const plain = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(plain)) return null;
  return Number(plain);
}

/** The day `days` after `today` (YYYY-MM-DD, UTC). */
export function dayAfter(today: Date, days: number): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}

const text = (form: ChangeForm, name: string, max: number): string | { problem: string } => {
  const value = (form[name] ?? '').trim();
  return value.length > max ? { problem: `The ${name} is longer than ${max} characters` } : value;
};

function quoteDetails(form: ChangeForm, today: Date): ChangeResult {
  const lines: PriceLine[] = [];
  for (let row = 1; row <= PRICE_ROWS; row += 1) {
    const description = (form[`line${row}`] ?? '').trim();
    const amountText = (form[`amount${row}`] ?? '').trim();
    if (!description && !amountText) continue;
    const amount = parseRupees(amountText);
    if (!description || amount === null) return { ok: false, problem: `Price line ${row} needs both a description and an amount in rupees` };
    if (description.length > SHORT_MAX) return { ok: false, problem: `Price line ${row} is longer than ${SHORT_MAX} characters` };
    lines.push({ description, amount });
  }
  const totalText = (form.total ?? '').trim();
  const typedTotal = totalText ? parseRupees(totalText) : null;
  if (totalText && typedTotal === null) return { ok: false, problem: 'The total must be an amount in rupees, like 1,30,000 or 4290.50' };
  const linesTotal = Math.round(lines.reduce((sum, line) => sum + line.amount * 100, 0)) / 100;
  if (lines.length > 0 && typedTotal !== null && typedTotal !== linesTotal) {
    return { ok: false, problem: 'The total differs from the sum of the price lines: leave it empty to use the sum' };
  }
  const total = typedTotal ?? (lines.length > 0 ? linesTotal : null);
  if (total === null) return { ok: false, problem: 'Give price lines or a total' };
  const daysText = (form.validDays ?? '').trim() || String(DEFAULT_VALID_DAYS);
  const validDays = /^\d{1,3}$/.test(daysText) ? Number(daysText) : NaN;
  if (!(validDays >= 1 && validDays <= 365)) return { ok: false, problem: 'The validity must be between 1 and 365 days' };
  const note = text(form, 'note', NOTE_MAX);
  if (typeof note !== 'string') return { ok: false, ...note };
  return { ok: true, details: { lines, total, validDays, validUntil: dayAfter(today, validDays), ...(note ? { note } : {}) } };
}

/** The details of a change to `to`, read from the form, or the first problem with it. */
export function readChange(to: RecordStatus, form: ChangeForm, today: Date): ChangeResult {
  if (to === 'quoted') return quoteDetails(form, today);
  const fields: Array<[keyof EventDetails, string, number]> =
    to === 'rejected' ? [['reason', 'reason', NOTE_MAX]] : to === 'shipped' ? [['carrier', 'carrier', SHORT_MAX], ['tracking', 'tracking', SHORT_MAX]] : [];
  const details: EventDetails = {};
  for (const [key, name, max] of [...fields, ['note', 'note', NOTE_MAX] as [keyof EventDetails, string, number]]) {
    const value = text(form, name, max);
    if (typeof value !== 'string') return { ok: false, ...value };
    if (value) (details as Record<string, string>)[key] = value;
  }
  return { ok: true, details };
}
