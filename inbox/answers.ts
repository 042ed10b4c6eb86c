/**
 * What the visitor's shop may read and say about its own records, each with
 * the record's key (statusKeys.ts): the status and the business's answers
 * (times, notes, prices, carrier), never who on the staff made them; and the
 * visitor's updates (a quote accepted, a review), each taken once.
 */
import type { VisitorUpdate } from './delivery';
import { getRecord, moveRecord, type EventDetails, type FullRecord } from './records';
import type { DeliveryKind, JsonObject } from './delivery';
import { ordersOfQuotes } from './quoteOrderStore';
import { keyMatches, type RecordKey } from './statusKeys';
import { validityEnded } from './shopRules';
import { isoUtc, type Sql } from './storage';

/** The name the history gives to changes the visitor made from the shop. */
export const VISITOR = 'the visitor';

/** One change of a record as the shop shows it. */
export interface AnswerStep {
  status: string;
  at: string;
  details: Pick<EventDetails, 'note' | 'reason' | 'lines' | 'total' | 'validUntil' | 'carrier' | 'tracking'>;
}

export interface RecordAnswer {
  id: string;
  kind: DeliveryKind;
  status: string;
  /** Every change, oldest first. */
  steps: AnswerStep[];
  /** A quote's order, once staff made one from it: the whole order, for the visitor's My Orders. */
  order?: JsonObject & { id: string };
}

const SHOWN_DETAILS = ['note', 'reason', 'lines', 'total', 'validUntil', 'carrier', 'tracking'] as const;

function shownDetails(details: EventDetails): AnswerStep['details'] {
  const shown: Record<string, unknown> = {};
  for (const name of SHOWN_DETAILS) if (details[name] !== undefined) shown[name] = details[name];
  return shown as AnswerStep['details'];
}

interface KeyedRow {
  id: string;
  kind: DeliveryKind;
  status: string;
  hash: string | null;
}

/**
 * The records among `asked` whose key is right, with their changes. Every
 * pair is checked the same way whether its id exists or not.
 */
export async function answersFor(sql: Sql, asked: readonly RecordKey[]): Promise<RecordAnswer[]> {
  const ids = asked.map((pair) => pair.id);
  const { rows } = await sql.query<KeyedRow>(
    'SELECT id, kind, status, status_key_hash AS hash FROM deliveries WHERE id = ANY($1::text[]) AND NOT spam',
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const known = asked.filter((pair) => keyMatches(byId.get(pair.id)?.hash, pair.key)).map((pair) => byId.get(pair.id)!);
  if (known.length === 0) return [];
  const events = await sql.query<{ recordId: string; at: string; to: string; details: EventDetails }>(
    `SELECT record_id AS "recordId", ${isoUtc('at')} AS at, to_status AS "to", details
     FROM record_events WHERE record_id = ANY($1::text[]) AND staff_name <> $2 ORDER BY seq`,
    [known.map((row) => row.id), VISITOR],
  );
  const orders = await ordersOfQuotes(sql, known.filter((row) => row.kind === 'quote').map((row) => row.id));
  return known.map((row) => {
    const order = orders.get(row.id);
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      // The events that tie a quote and its order are no change of status: the tie travels as `order`.
      steps: events.rows
        .filter((event) => event.recordId === row.id && !event.details.orderId && !event.details.quoteId)
        .map((event) => ({ status: event.to, at: event.at, details: shownDetails(event.details) })),
      ...(order ? { order } : {}),
    };
  });
}

/**
 * Why an update was not taken: no such record for that key, or the record is
 * not where the update needs it (`conflict`), or the quote's validity has
 * ended (`expired`). The last two carry the record's answer as it stands, so
 * the shop can show at once what is true instead of the visitor's change.
 */
export type UpdateOutcome =
  | { taken: true; record: FullRecord }
  | { taken: false; why: 'duplicate' }
  | { taken: false; why: 'not-found' }
  | { taken: false; why: 'conflict'; answer: RecordAnswer }
  | { taken: false; why: 'expired'; answer: RecordAnswer; validUntil: string };

/** Where a record must be for each change, and what it becomes. */
const CHANGES = {
  accepted: { kind: 'quote', from: 'quoted', to: 'accepted' },
  review: { kind: 'order', from: 'delivered', to: 'delivered' },
} as const;

/** The last day the latest quote sent for a record holds (YYYY-MM-DD), if it named one. */
async function quotedUntil(sql: Sql, id: string): Promise<string | undefined> {
  const { rows } = await sql.query<{ validUntil: string | null }>(
    `SELECT details->>'validUntil' AS "validUntil" FROM record_events WHERE record_id = $1 AND to_status = 'quoted' ORDER BY seq DESC LIMIT 1`,
    [id],
  );
  return rows[0]?.validUntil ?? undefined;
}

/**
 * Takes one visitor update in a transaction: the key must match, the update
 * id must be new, the record must be where the change needs it, and an
 * acceptance must come while the quote holds (`now`: the desk's clock). The
 * change is kept as an event made by VISITOR. A refused update is not kept,
 * so the same acceptance can be taken later, of a quote sent again.
 */
export async function takeUpdate(sql: Sql, update: VisitorUpdate, key: string, now: number): Promise<UpdateOutcome> {
  const record = await getRecord(sql, update.recordId, { forUpdate: true });
  const { rows } = await sql.query<{ hash: string | null }>('SELECT status_key_hash AS hash FROM deliveries WHERE id = $1', [update.recordId]);
  if (!keyMatches(rows[0]?.hash, key) || !record || record.spam) return { taken: false, why: 'not-found' };
  const seen = await sql.query('SELECT 1 FROM record_updates WHERE id = $1', [update.id]);
  if (seen.rows.length > 0) return { taken: false, why: 'duplicate' };
  const change = CHANGES[update.change];
  const answer = async () => (await answersFor(sql, [{ id: record.id, key }]))[0]!;
  if (record.kind !== change.kind || record.status !== change.from || (update.change === 'review' && !update.review)) {
    return { taken: false, why: 'conflict', answer: await answer() };
  }
  const validUntil = update.change === 'accepted' ? await quotedUntil(sql, record.id) : undefined;
  if (validUntil !== undefined && validityEnded(validUntil, now)) return { taken: false, why: 'expired', answer: await answer(), validUntil };
  await sql.query('INSERT INTO record_updates (id, record_id, change) VALUES ($1, $2, $3)', [update.id, record.id, update.change]);
  const details: EventDetails = update.review ? { rating: update.review.rating, comment: update.review.comment } : {};
  await moveRecord(sql, record.id, change.from, change.to, VISITOR, details);
  return { taken: true, record: { ...record, status: change.to } };
}
