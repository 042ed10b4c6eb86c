import type { InboxBackend } from '../../support/inbox';

/**
 * The inbox's tests run on PGlite always and on PostgreSQL when DATABASE_URL
 * names a server (`.ci/run` starts one). In CI a missing server is a failure,
 * not a quiet skip.
 */
export function backendsUnderTest(): InboxBackend[] {
  if (process.env.DATABASE_URL) return ['pglite', 'postgres'];
  if (process.env.CI) throw new Error('CI must test the inbox on PostgreSQL too: .ci/run exports DATABASE_URL');
  return ['pglite'];
}
