import { ALPHANUMERIC, randomString, type Services } from '../../shared/services';
import type { DeliveredRecord, DeliveryDocument, DeliveryEntries, DeliveryEntry, DeliveryKind, DeliveryPhase } from './types';

/** The first retry waits this long; each later one twice the one before. */
export const FIRST_RETRY_MS = 1000;
/** No wait between tries is longer than five minutes. */
export const LONGEST_RETRY_MS = 5 * 60 * 1000;

/** The wait after the `attempts`-th failed try: 1 s, 2 s, 4 s ... up to 5 min. */
export function retryDelay(attempts: number, firstMs = FIRST_RETRY_MS, longestMs = LONGEST_RETRY_MS): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(longestMs, firstMs * 2 ** doublings);
}

/** What one try came to: the HTTP status, or null when no answer came (offline, unreachable, blocked). */
export type TryResult = number | null;

/** sent: 2xx; retry: no answer, 5xx, 408 or 429 (and anything unexpected); stop: any other 4xx. */
export function verdictOf(result: TryResult): 'sent' | 'retry' | 'stop' {
  if (result === null) return 'retry';
  if (result >= 200 && result < 300) return 'sent';
  if (result >= 400 && result < 500 && result !== 408 && result !== 429) return 'stop';
  return 'retry';
}

/** The failure's words, as kept in `lastError`. */
export const errorOf = (result: TryResult, online: boolean): string =>
  result !== null ? `HTTP ${result}` : online ? 'unreachable' : 'offline';

/** The longest reason kept from a receiver's refusal: a sentence, not a page. */
export const REFUSAL_MAX = 300;

/**
 * A receiver's reason for refusing, from its answer's body: in JSON its
 * `reason`, `message` or `error` text (the inbox sends `{ error, reason }`),
 * or a plain-text body as it is. Whitespace is folded and the text cut to
 * REFUSAL_MAX; an HTML page or anything else gives ''. It is shown as text,
 * never as markup.
 */
export function refusalText(contentType: string, body: string): string {
  let text = '';
  if (/\bjson\b/i.test(contentType)) {
    try {
      const parsed: unknown = JSON.parse(body);
      const fields = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
      const said = [fields.reason, fields.message, fields.error].find((value) => typeof value === 'string' && value.trim() !== '');
      text = typeof said === 'string' ? said : '';
    } catch {
      text = '';
    }
  } else if (/^text\/plain\b/i.test(contentType)) {
    text = body;
  }
  // eslint-disable-next-line no-control-regex -- control characters are folded with the whitespace
  const folded = text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  return folded.length > REFUSAL_MAX ? `${folded.slice(0, REFUSAL_MAX - 1)}…` : folded;
}

/** Why a refused delivery was refused, as the visitor and the host page read it: "HTTP 422: <the receiver's words>". */
export const refusalReason = (entry: Pick<DeliveryEntry, 'lastError' | 'refusal'>): string => {
  const status = entry.lastError ?? 'refused';
  return entry.refusal ? `${status}: ${entry.refusal}` : status;
};

/** The body of one delivery in version 2 (schemas/delivery-v2.schema.json): the record as stored, nothing added; its key beside it. */
export const deliveryDocument = (
  kind: DeliveryKind,
  record: DeliveredRecord,
  origin: string,
  sentAt: string,
  honeypot = '',
  statusKey = '',
): DeliveryDocument => ({
  kind,
  schemaVersion: 2,
  record,
  origin,
  sentAt,
  ...(honeypot ? { honeypot } : {}),
  ...(statusKey ? { statusKey } : {}),
});

/**
 * The body of one delivery in version 1, the first published contract
 * (schemas/delivery-v1.schema.json), for a receiver that speaks only that:
 * kind, the record, origin and time, nothing beside them. An order's e-mail
 * address is left out (a version-1 build never asks for one, but an order
 * saved under an earlier build may have it), and the trap field's mark too:
 * version 1 has no place for it. An update has no version-1 form: null.
 */
export function versionOneDocument(kind: DeliveryKind, record: DeliveredRecord, origin: string, sentAt: string): DeliveryDocument | null {
  if (kind === 'update') return null;
  const asSent = kind === 'order' && 'email' in record ? withoutEmail(record) : record;
  return { kind, schemaVersion: 1, record: asSent, origin, sentAt };
}

const withoutEmail = ({ email: _email, ...rest }: DeliveredRecord & { email?: unknown }) => rest as DeliveredRecord;

/** The body of one delivery in the version the receiver speaks; null when that version cannot carry it. */
export const deliveryBody = (
  version: 1 | 2,
  ...[kind, record, origin, sentAt, honeypot, statusKey]: Parameters<typeof deliveryDocument>
): DeliveryDocument | null =>
  version === 1 ? versionOneDocument(kind, record, origin, sentAt) : deliveryDocument(kind, record, origin, sentAt, honeypot, statusKey);

/** The headers of every delivery: JSON, and the record id so a receiver can drop a repeat. */
export const deliveryHeaders = (id: string): Record<string, string> => ({
  'Content-Type': 'application/json',
  'Idempotency-Key': id,
});

/** `MSG-<ms since 1970>-<9 lower-case letters or digits>` (the schema's enquiryId). */
export const makeEnquiryId = (now: number, services: Pick<Services, 'random'>) =>
  `MSG-${now}-${randomString(services, 9, ALPHANUMERIC)}`;

/** Whether a try is due: queued or failed, and its time has come. */
export const isDue = (entry: DeliveryEntry, now: number): boolean =>
  (entry.state === 'pending' || entry.state === 'failed') && (entry.nextAttemptAt ?? 0) <= now;

/** The earliest planned try among entries still to be sent, or null. */
export function nextDueAt(entries: DeliveryEntries): number | null {
  let earliest: number | null = null;
  for (const entry of Object.values(entries)) {
    if (entry.state !== 'pending' && entry.state !== 'failed') continue;
    const at = entry.nextAttemptAt ?? 0;
    if (earliest === null || at < earliest) earliest = at;
  }
  return earliest;
}

const PHASES: readonly DeliveryPhase[] = ['pending', 'failed', 'stopped', 'sent'];
const KINDS: readonly DeliveryKind[] = ['order', 'quote', 'enquiry', 'update'];
const isObjectOrAbsent = (value: unknown) => value === undefined || (!!value && typeof value === 'object');
const isTimeOrNull = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));

/** A readable entry, field by field; anything else is dropped when read. */
export function isDeliveryEntry(value: unknown): value is DeliveryEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    KINDS.includes(entry.kind as DeliveryKind) &&
    PHASES.includes(entry.state as DeliveryPhase) &&
    (entry.sentAt === null || typeof entry.sentAt === 'string') &&
    typeof entry.attempts === 'number' &&
    Number.isInteger(entry.attempts) &&
    entry.attempts >= 0 &&
    isTimeOrNull(entry.nextAttemptAt) &&
    (entry.lastError === null || typeof entry.lastError === 'string') &&
    (entry.honeypot === undefined || typeof entry.honeypot === 'string') &&
    (entry.refusal === undefined || typeof entry.refusal === 'string') &&
    (entry.key === undefined || typeof entry.key === 'string') &&
    (entry.checkedAt === undefined || typeof entry.checkedAt === 'string') &&
    isObjectOrAbsent(entry.update) &&
    isObjectOrAbsent(entry.answer) &&
    (entry.kind !== 'update' || !!entry.update)
  );
}

/** The stored text as entries: never throws; unreadable text or entries are left out. */
export function parseEntries(text: string | null): { entries: DeliveryEntries; damaged: boolean } {
  if (text === null) return { entries: {}, damaged: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { entries: {}, damaged: true };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { entries: {}, damaged: true };
  const entries: DeliveryEntries = {};
  let damaged = false;
  for (const [id, entry] of Object.entries(parsed)) {
    if (isDeliveryEntry(entry)) entries[id] = entry;
    else damaged = true;
  }
  return { entries, damaged };
}

/** How far an entry got: a sent one beats any other, then the one tried more often. */
const progress = (entry: DeliveryEntry) => (entry.state === 'sent' ? Number.MAX_SAFE_INTEGER : entry.attempts);

/**
 * Two tabs' views of the same map, joined entry by entry so neither loses
 * what the other learnt: for each id the entry that got further wins.
 */
export function mergeEntries(stored: DeliveryEntries, own: DeliveryEntries): DeliveryEntries {
  const merged: DeliveryEntries = { ...stored };
  for (const [id, entry] of Object.entries(own)) {
    const theirs = merged[id];
    if (!theirs) merged[id] = entry;
    else merged[id] = withLaterAnswer(progress(entry) >= progress(theirs) ? entry : theirs, (entry.checkedAt ?? '') >= (theirs.checkedAt ?? '') ? entry : theirs);
  }
  return merged;
}

/** The delivery of one, the answer (and its time) of whichever asked last. */
function withLaterAnswer(delivery: DeliveryEntry, asked: DeliveryEntry): DeliveryEntry {
  if (delivery === asked || asked.checkedAt === undefined) return delivery;
  const { answer, checkedAt } = asked;
  return { ...delivery, checkedAt, ...(answer ? { answer } : {}) };
}
