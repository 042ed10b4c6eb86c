/**
 * Erasing one person on request: every record, history and e-mail of theirs
 * goes; only the fact stays (who erased, when, how many), never whose.
 */
import { isoUtc, type Sql } from './storage';

export interface Erasure {
  at: string;
  staffName: string;
  records: number;
  mails: number;
}

/** Digits of a phone number, to match "+91 98765 43210" with "9876543210" (the last ten). */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * Deletes every record, history and e-mail of one person (by e-mail address,
 * or phone number: an order carries an address only when the visitor gave one
 * for shipping updates), keeping only that an erasure happened: who, when, how many.
 */
export async function erasePerson(sql: Sql, address: string, staffName: string): Promise<Erasure> {
  const email = address.includes('@') ? address.trim().toLowerCase() : '';
  const phone = email ? '' : phoneKey(address);
  if (!email && phone.length < 6) throw new Error('an e-mail address or a phone number is needed');
  const match = `(($1 <> '' AND contact_email = $1) OR ($2 <> '' AND right(regexp_replace(contact_phone, '\\D', '', 'g'), 10) = $2))`;
  const mails = await sql.query<{ id: string }>(
    `DELETE FROM mail_outbox WHERE ($1 <> '' AND lower(to_address) = $1) OR record_id IN (SELECT id FROM deliveries WHERE ${match}) RETURNING id`,
    [email, phone],
  );
  const records = await sql.query<{ id: string }>(`DELETE FROM deliveries WHERE ${match} RETURNING id`, [email, phone]);
  const { rows } = await sql.query<Erasure>(
    `INSERT INTO erasures (staff_name, records, mails) VALUES ($1, $2, $3)
     RETURNING ${isoUtc('at')} AS at, staff_name AS "staffName", records, mails`,
    [staffName, records.rows.length, mails.rows.length],
  );
  return rows[0]!;
}

export async function erasures(sql: Sql): Promise<Erasure[]> {
  const { rows } = await sql.query<Erasure>(
    `SELECT ${isoUtc('at')} AS at, staff_name AS "staffName", records, mails FROM erasures ORDER BY seq DESC LIMIT 100`,
  );
  return rows;
}
