/**
 * Erasing one person on request. Their records go with their history,
 * updates and e-mails; other e-mails that name them are redacted; then the
 * database is made to forget (forgetErased): the tables are rewritten, so no
 * deleted row lingers in a page, an index or a TOAST table, and on PGlite the
 * write-ahead log that held them is removed. Kept: that an erasure happened
 * (who, when, how many), and a keyed hash of the address or phone number, so
 * that a restored backup drops the same records again (backup.ts). See
 * docs/decisions/0042 and 0043.
 */
import { createHmac } from 'node:crypto';
import { sharedSecret } from './limitKeys';
import { isoUtc, type Sql, type Storage } from './storage';

export interface Erasure {
  at: string;
  staffName: string;
  records: number;
  mails: number;
}

/** Digits of a phone number, to match "+91 98765 43210" with "9876543210" (the last ten). */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** Whom to erase: an e-mail address (in lower case) or the last ten digits of a phone number. */
export interface Identifier {
  email: string;
  phone: string;
}

/** The address or phone number staff typed, or null when it is neither. */
export function identifierOf(address: string): Identifier | null {
  const email = address.includes('@') ? address.trim().toLowerCase() : '';
  const phone = email ? '' : phoneKey(address);
  return email || phone.length >= 6 ? { email, phone } : null;
}

/** What replaces an erased person's name, address or phone number in an e-mail kept for someone else. */
export const ERASED = '[erased]';

const regexpOf = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every value (any case) replaced by [erased]. */
export function redact(text: string, values: readonly string[]): string {
  return values.reduce((result, value) => result.replace(new RegExp(regexpOf(value), 'gi'), ERASED), text);
}

/** The values of erased records that must not stay anywhere else: names (3 letters or more), addresses, phone numbers. */
export function erasedValues(contacts: readonly { name: string; email: string; phone: string }[]): string[] {
  const values = contacts.flatMap(({ name, email, phone }) => [name.trim().length >= 3 ? name.trim() : '', email, phone.trim(), phoneKey(phone)]);
  // Longest first, so "+91 98765 43210" is replaced whole before its last ten digits are.
  return [...new Set(values.filter((value) => value.length >= 3))].sort((a, b) => b.length - a.length);
}

/** The keyed hash an erased address or phone number is remembered by: HMAC-SHA256 under a key of this database. */
const hashOf = (key: string, identifier: Identifier) =>
  createHmac('sha256', key).update(identifier.email ? `email:${identifier.email}` : `phone:${identifier.phone}`).digest('hex');

const erasureKey = (sql: Sql) => sharedSecret(sql, 'erasure');

const MATCH = `(($1 <> '' AND contact_email = $1) OR ($2 <> '' AND right(regexp_replace(contact_phone, '\\D', '', 'g'), 10) = $2))`;

/** Rewrites the e-mails still kept (of other records, or to the owner) that name an erased person. */
async function redactMails(sql: Sql, values: readonly string[]): Promise<void> {
  if (values.length === 0) return;
  const patterns = values.map((value) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  const { rows } = await sql.query<{ id: string; subject: string; body: string; lastError: string | null }>(
    `SELECT id::text AS id, subject, body, last_error AS "lastError" FROM mail_outbox
     WHERE subject ILIKE ANY($1::text[]) OR body ILIKE ANY($1::text[]) OR last_error ILIKE ANY($1::text[])`,
    [patterns],
  );
  for (const mail of rows) {
    await sql.query('UPDATE mail_outbox SET subject = $2, body = $3, last_error = $4 WHERE id = $1', [
      mail.id,
      redact(mail.subject, values),
      redact(mail.body, values),
      mail.lastError === null ? null : redact(mail.lastError, values),
    ]);
  }
}

/**
 * Deletes every record, history, update and e-mail of one person (by e-mail
 * address, or phone number: an order carries an address only when the visitor
 * gave one for shipping updates), redacts them out of the e-mails kept, and
 * remembers the identifier's keyed hash with the time. Run it in a
 * transaction, then forgetErased.
 */
export async function erasePerson(sql: Sql, address: string, staffName: string): Promise<Erasure> {
  const identifier = identifierOf(address);
  if (!identifier) throw new Error('an e-mail address or a phone number is needed');
  const params = [identifier.email, identifier.phone];
  const mails = await sql.query<{ id: string }>(
    `DELETE FROM mail_outbox WHERE ($1 <> '' AND lower(to_address) = $1) OR record_id IN (SELECT id FROM deliveries WHERE ${MATCH}) RETURNING id`,
    params,
  );
  const records = await sql.query<{ name: string; email: string; phone: string }>(
    `DELETE FROM deliveries WHERE ${MATCH} RETURNING contact_name AS name, contact_email AS email, contact_phone AS phone`,
    params,
  );
  await redactMails(sql, erasedValues([...records.rows, { name: '', ...identifier }]));
  await sql.query(
    'INSERT INTO erased_identifiers (hash, erased_at) VALUES ($1, now()) ON CONFLICT (hash) DO UPDATE SET erased_at = excluded.erased_at',
    [hashOf(await erasureKey(sql), identifier)],
  );
  const { rows } = await sql.query<Erasure>(
    `INSERT INTO erasures (staff_name, records, mails) VALUES ($1, $2, $3)
     RETURNING ${isoUtc('at')} AS at, staff_name AS "staffName", records, mails`,
    [staffName, records.rows.length, mails.rows.length],
  );
  return rows[0]!;
}

/**
 * Makes the database's files forget deleted rows. Every table of the inbox is
 * rewritten (VACUUM FULL: new files for each table, its indexes and TOAST,
 * holding only live rows; the old files are emptied at once). PGlite then
 * writes a checkpoint, starts a new write-ahead log segment and writes another
 * checkpoint: it runs with wal_recycle off (storage.ts), so the segments that
 * held the deleted rows are removed rather than renamed for reuse. PostgreSQL
 * is asked for the same when the inbox's role may; whether its old segments
 * are removed or reused is the server's setting (docs/delivery-and-desk.md).
 * Returns what could not be done.
 */
export async function forgetErased(storage: Pick<Storage, 'sql' | 'engine'>): Promise<string[]> {
  const { sql } = storage;
  const { rows } = await sql.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  await sql.exec(`VACUUM FULL ${rows.map((row) => row.name).join(', ')}`);
  // Checkpoint, new segment, checkpoint: the segments that held the deleted rows are no longer needed.
  const steps = ['CHECKPOINT', 'SELECT pg_switch_wal()', 'CHECKPOINT'];
  try {
    for (const step of steps) await sql.exec(step);
    return [];
  } catch (error) {
    // PGlite is the inbox's own: it may do all of it. A PostgreSQL role may lack the rights.
    if (storage.engine === 'pglite') throw error;
    const reason = error instanceof Error ? error.message : String(error);
    return [`the server refused a checkpoint or a new write-ahead log segment (${reason}); it drops the emptied files at its next checkpoint`];
  }
}

/** Tells whether a record or e-mail with this address or phone number, received at `at`, was erased since. */
export type ErasedTest = (contact: { email?: string | null; phone?: string | null }, at: string) => boolean;

/** The erasures remembered in this database, as a test for rows of a backup being restored. */
export async function erasedTest(sql: Sql): Promise<ErasedTest> {
  const key = await erasureKey(sql);
  const { rows } = await sql.query<{ hash: string; at: string }>(`SELECT hash, ${isoUtc('erased_at')} AS at FROM erased_identifiers`);
  const erasedAt = new Map(rows.map((row) => [row.hash, Date.parse(row.at)]));
  const erasedSince = (identifier: Identifier, at: number) => {
    const when = erasedAt.get(hashOf(key, identifier));
    return when !== undefined && at <= when;
  };
  return ({ email, phone }, at) => {
    const time = Date.parse(at);
    const byEmail = email ? identifierOf(email) : null;
    const byPhone = phone ? identifierOf(phone) : null;
    return (byEmail?.email ? erasedSince(byEmail, time) : false) || (byPhone?.phone ? erasedSince(byPhone, time) : false);
  };
}

export async function erasures(sql: Sql): Promise<Erasure[]> {
  const { rows } = await sql.query<Erasure>(
    `SELECT ${isoUtc('at')} AS at, staff_name AS "staffName", records, mails FROM erasures ORDER BY seq DESC LIMIT 100`,
  );
  return rows;
}
