/**
 * The sign-in throttle. A try is counted before its password is checked, in
 * one atomic statement per bucket, so twenty tries at once are counted as
 * twenty and at most the free ones reach the slow hash. Buckets (limitKeys.ts:
 * kept as keyed hashes, deleted a day after their last try):
 *
 * - account and address: 5 tries, then a wait of 30 s, doubling with each
 *   further failure up to an hour; a success clears it;
 * - account and trusted browser, instead of the three others when the try
 *   comes from a browser that signed in to that account before (a signed
 *   cookie): 5 tries, the same waits; so a stranger's guesses, from any
 *   address, never shut out a member on their own browser;
 * - address, whatever the account: 20 tries, then the same waits;
 * - account, from browsers it does not know, whatever the address: 20, then
 *   the same waits; it caps guesses spread over many addresses.
 *
 * A success gives its try back to the address and account buckets.
 */
import type { BucketNamer } from './limitKeys';
import type { Sql } from './storage';

export const FREE_TRIES = 5;
export const FREE_TRIES_WIDE = 20;
export const FIRST_WAIT_S = 30;
export const LONGEST_WAIT_S = 3600;
const KEEP_HOURS = 24;

interface Bucket {
  name: string;
  free: number;
  /** Cleared by a success (the account's own buckets), or only given its try back (the wide ones). */
  clearedBySuccess: boolean;
}

export interface Attempt {
  /** Seconds to wait before trying again; 0: the password may be checked now. */
  wait: number;
  buckets: Bucket[];
}

export interface Throttle {
  /** Counts one try in each bucket before the password is checked. */
  take(who: { name: string; address: string; device: string | null }): Promise<Attempt>;
  /** After a wrong password: starts the wait of each bucket whose free tries are used up; returns the longest. */
  failed(attempt: Attempt): Promise<number>;
  /** After the right password. */
  succeeded(attempt: Attempt): Promise<void>;
}

export function signInThrottle(sql: Sql, bucket: BucketNamer): Throttle {
  const waitOf = async (name: string) => {
    const { rows } = await sql.query<{ wait: number }>(
      'SELECT greatest(1, ceil(extract(epoch FROM wait_until - now())))::int AS wait FROM sign_in_throttle WHERE bucket = $1 AND wait_until > now()',
      [name],
    );
    return rows[0]?.wait ?? 1;
  };
  const giveBack = (names: string[]) =>
    names.length > 0 ? sql.query('UPDATE sign_in_throttle SET tries = greatest(tries - 1, 0) WHERE bucket = ANY($1::text[])', [names]) : undefined;
  /** Starts the bucket's next wait unless one runs; the new wait in seconds, or null when another try started it first. */
  const startWait = async (name: string, condition: string, params: unknown[]) => {
    const { rows } = await sql.query<{ wait: number }>(
      `UPDATE sign_in_throttle SET waits = waits + 1,
         wait_until = now() + make_interval(secs => least($2::int, $3::int * power(2, least(waits, 20))::int))
       WHERE bucket = $1 AND (wait_until IS NULL OR wait_until <= now()) AND ${condition}
       RETURNING greatest(1, ceil(extract(epoch FROM wait_until - now())))::int AS wait`,
      [name, LONGEST_WAIT_S, FIRST_WAIT_S, ...params],
    );
    return rows[0]?.wait ?? null;
  };
  let lastSweep = 0;

  return {
    async take({ name, address, device }) {
      if (Date.now() - lastSweep > 60_000) {
        lastSweep = Date.now();
        await sql.query('DELETE FROM sign_in_throttle WHERE expires_at < now()');
      }
      const buckets: Bucket[] = device
        ? [{ name: bucket('sign-in device', name.toLowerCase(), device), free: FREE_TRIES, clearedBySuccess: true }]
        : [
            { name: bucket('sign-in pair', name.toLowerCase(), address), free: FREE_TRIES, clearedBySuccess: true },
            { name: bucket('sign-in address', address), free: FREE_TRIES_WIDE, clearedBySuccess: false },
            { name: bucket('sign-in account', name.toLowerCase()), free: FREE_TRIES_WIDE, clearedBySuccess: false },
          ];
      const taken: string[] = [];
      for (const each of buckets) {
        const { rows } = await sql.query<{ tries: number; waits: number }>(
          `INSERT INTO sign_in_throttle AS held (bucket, tries, expires_at) VALUES ($1, 1, now() + make_interval(hours => $2))
           ON CONFLICT (bucket) DO UPDATE SET
             tries = CASE WHEN held.expires_at < now() THEN 1 ELSE held.tries + 1 END,
             waits = CASE WHEN held.expires_at < now() THEN 0 ELSE held.waits END,
             expires_at = excluded.expires_at
           WHERE held.wait_until IS NULL OR held.wait_until <= now()
           RETURNING tries, waits`,
          [each.name, KEEP_HOURS],
        );
        const counted = rows[0];
        if (counted && counted.tries <= each.free + counted.waits) {
          taken.push(each.name);
          continue;
        }
        // Waiting, or over its free tries: this try is not checked, and counts nowhere.
        if (counted) {
          taken.push(each.name);
          const wait = (await startWait(each.name, 'true', [])) ?? (await waitOf(each.name));
          await giveBack(taken);
          return { wait, buckets };
        }
        const wait = await waitOf(each.name);
        await giveBack(taken);
        return { wait, buckets };
      }
      return { wait: 0, buckets };
    },

    async failed({ buckets }) {
      let longest = 0;
      for (const each of buckets) {
        const wait = await startWait(each.name, 'tries >= $4::int + waits', [each.free]);
        longest = Math.max(longest, wait ?? 0);
      }
      return longest;
    },

    async succeeded({ buckets }) {
      const cleared = buckets.filter((each) => each.clearedBySuccess).map((each) => each.name);
      await sql.query('DELETE FROM sign_in_throttle WHERE bucket = ANY($1::text[])', [cleared]);
      await giveBack(buckets.filter((each) => !each.clearedBySuccess).map((each) => each.name));
    },
  };
}
