/**
 * Shortens a quote's validity in a test inbox's database, instead of waiting
 * for it to end: every quote sent for the record now holds only until
 * `validUntil` (a day in the past by default), as if staff had given that day.
 */
import type { Storage } from '../../inbox/storage';

export async function lapseQuote(storage: Storage, recordId: string, validUntil = '2020-01-31'): Promise<void> {
  const { rows } = await storage.sql.query<{ seq: string }>(
    `UPDATE record_events SET details = jsonb_set(details, '{validUntil}', to_jsonb($2::text))
     WHERE record_id = $1 AND to_status = 'quoted' RETURNING seq::text AS seq`,
    [recordId, validUntil],
  );
  if (rows.length === 0) throw new Error(`no quote was sent for ${recordId}`);
}
