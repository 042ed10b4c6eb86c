/**
 * The ceiling on new records from all addresses together: at most so many
 * stored in any sixty seconds, counted in the deliveries table itself, so it
 * holds across every process on one database. Beside the limit per address,
 * it stops a flood that comes from many addresses at once. A repeat of a
 * stored record is never refused by it (the shop must hear it was stored).
 */
import type { Sql } from './storage';

/** New records a minute from all addresses together, unless NEW_RECORDS_PER_MINUTE says otherwise. */
export const NEW_RECORDS_PER_MINUTE = 300;
/** Any fixed number: the advisory lock that lets one process at a time count and store a new record. */
const CEILING_LOCK = 23_007;

/** What the ceiling says of one delivery: room for it, a repeat, or a wait in seconds. */
export type Room = 'room' | 'duplicate' | { retryAfter: number };

async function look(sql: Sql, id: string, perMinute: number): Promise<Room> {
  const { rows } = await sql.query<{ known: boolean; recent: number; wait: number | null }>(
    `SELECT EXISTS (SELECT 1 FROM deliveries WHERE id = $1) AS known,
       count(*)::int AS recent,
       ceil(extract(epoch FROM min(received_at) + interval '60 seconds' - clock_timestamp()))::int AS wait
     FROM deliveries WHERE received_at > clock_timestamp() - interval '60 seconds'`,
    [id],
  );
  const { known, recent, wait } = rows[0]!;
  if (known) return 'duplicate';
  return recent < perMinute ? 'room' : { retryAfter: Math.max(1, wait ?? 1) };
}

/**
 * Whether record `id` may be stored now, inside the transaction that stores
 * it (`sql`). A full minute is refused at once, without the lock; otherwise
 * the lock is taken and the count made again, so processes racing for the
 * last place cannot both take it.
 */
export async function roomForNewRecord(sql: Sql, id: string, perMinute: number): Promise<Room> {
  const first = await look(sql, id, perMinute);
  if (first !== 'room') return first;
  await sql.query('SELECT pg_advisory_xact_lock($1)', [CEILING_LOCK]);
  return look(sql, id, perMinute);
}
