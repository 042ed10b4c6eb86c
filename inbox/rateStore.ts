/**
 * A store for @fastify/rate-limit (its documented `store` option) that keeps
 * the counts in the inbox's database instead of each process's memory, so
 * two or more inboxes on one PostgreSQL allow together what one allows. Each
 * count is one row, a fixed window from its first request, raised with one
 * atomic INSERT ... ON CONFLICT; the key (a client address) is stored as a
 * keyed hash (limitKeys.ts), and rows whose window is over are deleted.
 */
import type { BucketNamer } from './limitKeys';
import type { Sql } from './storage';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How often, at most, one process deletes the rows whose window is over. */
const SWEEP_MS = 60_000;

export function databaseRateStore(sql: Sql, bucket: BucketNamer) {
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_MS) return;
    lastSweep = Date.now();
    sql.query('DELETE FROM rate_counts WHERE window_ends < now()').catch(() => undefined);
  };

  /** One store per route: `scope` keeps each route's counts apart. */
  class DatabaseRateStore {
    private readonly scope: string;
    /** The plugin makes the first one with its settings; `child` makes one per route, named after it. */
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'rate';
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      sweep();
      sql
        .query<{ hits: number; ttl: number }>(
          `INSERT INTO rate_counts AS counted (bucket, hits, window_ends) VALUES ($1, 1, now() + make_interval(secs => $2))
           ON CONFLICT (bucket) DO UPDATE SET
             hits = CASE WHEN counted.window_ends <= now() THEN 1 ELSE counted.hits + 1 END,
             window_ends = CASE WHEN counted.window_ends <= now() THEN excluded.window_ends ELSE counted.window_ends END
           RETURNING hits, greatest(0, ceil(extract(epoch FROM window_ends - now()) * 1000))::int AS ttl`,
          [bucket(this.scope, key), timeWindow / 1000],
        )
        .then(({ rows }) => answer(null, { current: rows[0]!.hits, ttl: rows[0]!.ttl }), (error: Error) => answer(error));
    }

    /** The plugin passes the route's settings, the route itself under `routeInfo` (its typings say the route). */
    child(options: object): DatabaseRateStore {
      type Route = { method?: unknown; url?: unknown };
      const route: Route = (options as { routeInfo?: Route }).routeInfo ?? (options as Route);
      return new DatabaseRateStore(`rate ${String(route.method ?? '')} ${String(route.url ?? '')}`);
    }
  }
  return DatabaseRateStore;
}
