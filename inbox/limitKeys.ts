/**
 * The names of the limits' buckets in the database. A bucket counts a client
 * address, an account, or both; what it stores is an HMAC-SHA-256 of those
 * under a secret made once per database, never the address itself, so the
 * counts hold nothing personal that an erasure would have to find. Every
 * process on one database shares the secret, so they name a client alike.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Sql } from './storage';

/** A secret every inbox process on this database shares (`desk_secrets`): made by the first, read by the rest. */
export async function sharedSecret(sql: Sql, name: string): Promise<string> {
  await sql.query('INSERT INTO desk_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32).toString('base64url')]);
  const { rows } = await sql.query<{ value: string }>('SELECT value FROM desk_secrets WHERE name = $1', [name]);
  return rows[0]!.value;
}

export type BucketNamer = (...parts: string[]) => string;

/** Names buckets under this database's limits secret: `scope:hmac`, where the scope says what is counted. */
export async function bucketNamer(sql: Sql): Promise<BucketNamer> {
  const secret = await sharedSecret(sql, 'limits');
  return (scope, ...parts) => `${scope}:${createHmac('sha256', secret).update(parts.join('\u0000')).digest('base64url')}`;
}
