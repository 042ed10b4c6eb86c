/**
 * The desk's records in the database: storing an arrival, the list (keyset
 * pages, never OFFSET), one record with its history, status changes as
 * events, and the rows of the CSV in batches (erasure: erasure.ts). Every function takes
 * the `Sql` it runs on, so a caller can put several in one transaction.
 */
import { phoneDigits } from './phoneSearch';
import type { Arrival, Flag } from './arrivalChecks';
import { contactOf, type DeliveryDocument, type DeliveryKind, type JsonObject } from './delivery';
import { INITIAL_STATUS } from './statuses';
import { hashKey } from './statusKeys';
import { isoUtc, type Sql } from './storage';

export const PAGE_SIZE = 50;

export interface DeskRecord {
  /** Arrival order, as text (a bigint): the keyset of the list. */
  seq: string;
  id: string;
  kind: DeliveryKind;
  status: string;
  spam: boolean;
  flags: Flag[];
  name: string;
  email: string;
  phone: string;
  /** The total the record claims (orders), as sent. */
  total: number | null;
  receivedAt: string;
  sentAt: string;
  origin: string;
}

export interface FullRecord extends DeskRecord {
  record: JsonObject & { id: string };
}

/** A price line of a quote as staff typed it. */
export interface PriceLine {
  description: string;
  amount: number;
}

/** What staff gave with a change: only the fields of that kind of change. */
export interface EventDetails {
  note?: string;
  reason?: string;
  lines?: PriceLine[];
  total?: number;
  validDays?: number;
  /** The last day the quote holds (YYYY-MM-DD). */
  validUntil?: string;
  carrier?: string;
  tracking?: string;
  /** The order staff made from this accepted quote, and the quote an order was made from. */
  orderId?: string;
  quoteId?: string;
  /** A review the visitor left on a delivered order. */
  rating?: number;
  comment?: string;
}

export interface RecordEvent {
  at: string;
  staffName: string;
  from: string;
  to: string;
  details: EventDetails;
}

const LIST_COLUMNS = `seq::text AS seq, id, kind, status, spam, flags, contact_name AS name, contact_email AS email,
  contact_phone AS phone, total::float8 AS total, origin, ${isoUtc('received_at')} AS "receivedAt", ${isoUtc('sent_at')} AS "sentAt"`;

/** Stores an arrival once; false when the record id was already there. */
export async function insertDelivery(sql: Sql, delivery: DeliveryDocument, arrival: Arrival): Promise<boolean> {
  const { kind, schemaVersion, record, origin, sentAt } = delivery;
  const contact = contactOf(record);
  const { rows } = await sql.query<{ id: string }>(
    `INSERT INTO deliveries (id, kind, schema_version, record, origin, sent_at, status, spam, flags, contact_name, contact_email, contact_phone, total, status_key_hash)
     VALUES ($1, $2, $3, $4::json, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14)
     ON CONFLICT (id) DO NOTHING
     RETURNING id`,
    [
      record.id,
      kind,
      schemaVersion,
      JSON.stringify(record),
      origin,
      sentAt,
      INITIAL_STATUS[kind],
      arrival.spam,
      JSON.stringify(arrival.flags),
      contact.name,
      contact.email,
      contact.phone,
      typeof record.totalAmount === 'number' ? record.totalAmount : null,
      delivery.statusKey && kind !== 'enquiry' ? hashKey(delivery.statusKey) : null,
    ],
  );
  return rows.length === 1;
}

export interface ListQuery {
  kind?: DeliveryKind | undefined;
  status?: string | undefined;
  /** Part of an id, name, e-mail address or phone number. */
  search?: string | undefined;
  /** Older than this seq (the next page), or newer than it (the page before). */
  before?: string | undefined;
  after?: string | undefined;
}

export interface ListPage {
  rows: DeskRecord[];
  /** The `before` of the next (older) page, or null at the end. */
  older: string | null;
  /** The `after` of the previous (newer) page, or null at the start. */
  newer: string | null;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filterOf(query: ListQuery): { where: string; params: unknown[] } {
  const search = query.search?.trim() ?? '';
  const digits = phoneDigits(search);
  const params: unknown[] = [query.kind ?? null, query.status ?? null, search ? containing(search) : null, digits === null ? null : containing(digits)];
  const where = `NOT spam AND ($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR status = $2)
    AND ($3::text IS NULL OR id ILIKE $3 OR contact_name ILIKE $3 OR contact_email ILIKE $3 OR contact_phone ILIKE $3
      OR ($4::text IS NOT NULL AND contact_phone_digits LIKE $4))`;
  return { where, params };
}

/** One page of the desk's list, newest first, spam left out. */
export async function listPage(sql: Sql, query: ListQuery): Promise<ListPage> {
  const { where, params } = filterOf(query);
  const backwards = query.after !== undefined && query.before === undefined;
  const bound = backwards ? query.after : query.before;
  const { rows } = await sql.query<DeskRecord>(
    `SELECT ${LIST_COLUMNS} FROM deliveries
     WHERE ${where} AND ($5::bigint IS NULL OR seq ${backwards ? '>' : '<'} $5::bigint)
     ORDER BY deliveries.seq ${backwards ? 'ASC' : 'DESC'} LIMIT ${PAGE_SIZE + 1}`,
    [...params, bound ?? null],
  );
  const more = rows.length > PAGE_SIZE;
  const page = rows.slice(0, PAGE_SIZE);
  if (backwards) page.reverse();
  const exists = async (comparison: '<' | '>', seq: string) =>
    (await sql.query<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM deliveries WHERE ${where} AND seq ${comparison} $5::bigint) AS found`, [...params, seq]))
      .rows[0]?.found === true;
  const first = page[0];
  const last = page[page.length - 1];
  if (!first || !last) {
    // An empty page past either end: offer the way back.
    return { rows: [], older: null, newer: bound !== undefined && (await exists(backwards ? '<' : '>', bound)) ? bound : null };
  }
  const older = backwards ? ((await exists('<', last.seq)) ? last.seq : null) : more ? last.seq : null;
  const newer = backwards ? (more ? first.seq : null) : (await exists('>', first.seq)) ? first.seq : null;
  return { rows: page, older, newer };
}

export async function getRecord(sql: Sql, id: string, { forUpdate = false } = {}): Promise<FullRecord | null> {
  const { rows } = await sql.query<FullRecord>(
    `SELECT ${LIST_COLUMNS}, record FROM deliveries WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function historyOf(sql: Sql, id: string): Promise<RecordEvent[]> {
  const { rows } = await sql.query<RecordEvent>(
    `SELECT ${isoUtc('at')} AS at, staff_name AS "staffName", from_status AS "from", to_status AS "to", details
     FROM record_events WHERE record_id = $1 ORDER BY seq`,
    [id],
  );
  return rows;
}

/**
 * Moves a record from `from` to `to` and records who did it; false when its
 * status is no longer `from` (another member of staff moved it first).
 */
export async function moveRecord(sql: Sql, id: string, from: string, to: string, staffName: string, details: EventDetails): Promise<boolean> {
  const { rows } = await sql.query<{ id: string }>('UPDATE deliveries SET status = $3 WHERE id = $1 AND status = $2 RETURNING id', [id, from, to]);
  if (rows.length === 0) return false;
  await sql.query('INSERT INTO record_events (record_id, staff_name, from_status, to_status, details) VALUES ($1, $2, $3, $4, $5::jsonb)', [
    id,
    staffName,
    from,
    to,
    JSON.stringify(details),
  ]);
  return true;
}

/** Every record, newest first, `batch` at a time (keyset), for the CSV: memory stays flat however many there are. */
export async function* everyRecord(sql: Sql, batch = 500): AsyncGenerator<FullRecord> {
  let before: string | null = null;
  for (;;) {
    const { rows }: { rows: FullRecord[] } = await sql.query<FullRecord>(
      `SELECT ${LIST_COLUMNS}, record FROM deliveries WHERE ($1::bigint IS NULL OR seq < $1::bigint) ORDER BY deliveries.seq DESC LIMIT ${batch}`,
      [before],
    );
    yield* rows;
    if (rows.length < batch) return;
    before = rows[rows.length - 1]!.seq;
  }
}
