/**
 * Orders made on the desk from accepted quotes, in the database: stored as
 * any order is (kind order, status placed), answered to the visitor with the
 * quote's key, and tied to their quote by `quote_id` (unique: one order a quote).
 */
import { contactOf, type JsonObject } from './delivery';
import { INITIAL_STATUS } from './statuses';
import type { Sql } from './storage';

/** Where desk-made records say they came from (a shop's records name the shop's origin). */
export const DESK_ORIGIN = 'desk';

/** Stores the order made from `quoteId`; false when that quote has one already. */
export async function insertQuoteOrder(sql: Sql, order: JsonObject & { id: string }, quoteId: string): Promise<boolean> {
  const contact = contactOf(order);
  const { rows } = await sql.query<{ id: string }>(
    `INSERT INTO deliveries (id, kind, schema_version, record, origin, sent_at, status, spam, flags, contact_name, contact_email, contact_phone, total, status_key_hash, quote_id)
     SELECT $1, 'order', 2, $2::json, $3, $4, $5, false, '[]'::jsonb, $6, $7, $8, $9, quote.status_key_hash, quote.id
     FROM deliveries quote WHERE quote.id = $10
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [order.id, JSON.stringify(order), DESK_ORIGIN, order.orderDate, INITIAL_STATUS.order, contact.name, contact.email, contact.phone, order.totalAmount, quoteId],
  );
  return rows.length === 1;
}

/** The order made from each of these quotes, by quote id. */
export async function ordersOfQuotes(sql: Sql, quoteIds: readonly string[]): Promise<Map<string, JsonObject & { id: string }>> {
  if (quoteIds.length === 0) return new Map();
  const { rows } = await sql.query<{ quoteId: string; record: JsonObject & { id: string } }>(
    'SELECT quote_id AS "quoteId", record FROM deliveries WHERE quote_id = ANY($1::text[])',
    [quoteIds],
  );
  return new Map(rows.map((row) => [row.quoteId, row.record]));
}
