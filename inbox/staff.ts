/**
 * Staff in the database: accounts (name and scrypt hash), the store behind
 * @fastify/session, failed sign-ins per client address, and the cookie
 * signing secret that every inbox process on one database shares.
 */
import { randomBytes } from 'node:crypto';
import type { Session } from 'fastify';
import { checkPassword, decoyHash, hashPassword, MIN_PASSWORD_LENGTH } from './passwords';
import type { Sql } from './storage';

export interface StaffMember {
  id: string;
  name: string;
}

/** A name as people write it: letters, digits, spaces and . - ' , 1 to 60 characters. */
export const STAFF_NAME = /^[\p{L}\p{N}][\p{L}\p{N} .'-]{0,59}$/u;

export async function addStaff(sql: Sql, name: string, password: string): Promise<StaffMember> {
  if (!STAFF_NAME.test(name)) throw new Error(`"${name}" is not a usable name: letters, digits, spaces, . - and ' only, up to 60`);
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`the password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  const hash = await hashPassword(password);
  const { rows } = await sql.query<StaffMember>(
    `INSERT INTO staff (name, password_hash) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET password_hash = excluded.password_hash
     RETURNING id::text AS id, name`,
    [name, hash],
  );
  return rows[0]!;
}

/** Deletes an account and ends its sessions; false when there is none of that name. */
export async function removeStaff(sql: Sql, name: string): Promise<boolean> {
  const { rows } = await sql.query<{ id: string }>('DELETE FROM staff WHERE name = $1 RETURNING id::text AS id', [name]);
  if (rows.length === 0) return false;
  await sql.query("DELETE FROM staff_sessions WHERE data->'staff'->>'id' = $1", [rows[0]!.id]);
  return true;
}

export async function staffCount(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM staff');
  return rows[0]?.n ?? 0;
}

/** The member whose name and password these are, or null. An unknown name costs as much as a wrong password. */
export async function authenticate(sql: Sql, name: string, password: string): Promise<StaffMember | null> {
  const { rows } = await sql.query<StaffMember & { hash: string }>('SELECT id::text AS id, name, password_hash AS hash FROM staff WHERE name = $1', [name]);
  const member = rows[0];
  const matches = await checkPassword(password, member?.hash ?? (await decoyHash()));
  return member && matches ? { id: member.id, name: member.name } : null;
}

// ------------------------------------------------------------ sign-in throttle

/** Failed sign-ins in a row from one address before further tries wait. */
export const FREE_TRIES = 5;
/** The wait after the fifth failure; it doubles with each later one, up to an hour. */
export const FIRST_WAIT_S = 30;
export const LONGEST_WAIT_S = 3600;

export const waitAfter = (failures: number): number =>
  failures < FREE_TRIES ? 0 : Math.min(LONGEST_WAIT_S, FIRST_WAIT_S * 2 ** Math.min(failures - FREE_TRIES, 20));

/** Seconds this address must still wait before its next try (0: it may try now). */
export async function signInWait(sql: Sql, address: string): Promise<number> {
  const { rows } = await sql.query<{ wait: number }>(
    'SELECT ceil(extract(epoch FROM (wait_until - now())))::int AS wait FROM sign_in_failures WHERE address = $1 AND wait_until > now()',
    [address],
  );
  return rows[0]?.wait ?? 0;
}

/** Counts one more failure in a row; returns the wait it brings (0 while tries are free). */
export async function recordFailure(sql: Sql, address: string): Promise<number> {
  const { rows } = await sql.query<{ failures: number }>(
    `INSERT INTO sign_in_failures (address, failures) VALUES ($1, 1)
     ON CONFLICT (address) DO UPDATE SET failures = sign_in_failures.failures + 1
     RETURNING failures`,
    [address],
  );
  const wait = waitAfter(rows[0]?.failures ?? 1);
  if (wait > 0) {
    await sql.query(`UPDATE sign_in_failures SET wait_until = now() + make_interval(secs => $2) WHERE address = $1`, [address, wait]);
  }
  return wait;
}

export async function clearFailures(sql: Sql, address: string): Promise<void> {
  await sql.query('DELETE FROM sign_in_failures WHERE address = $1', [address]);
}

// ------------------------------------------------------------ sessions and their secret

/** A secret every process on this database shares, made once on first use. */
export async function deskSecret(sql: Sql, name: string): Promise<string> {
  await sql.query('INSERT INTO desk_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32).toString('base64url')]);
  const { rows } = await sql.query<{ value: string }>('SELECT value FROM desk_secrets WHERE name = $1', [name]);
  return rows[0]!.value;
}

/** The cookie signing secret. */
export const sessionSecret = (sql: Sql) => deskSecret(sql, 'session');

type Callback = (error?: unknown) => void;

/** @fastify/session's store (express-session's callback shape) on the staff_sessions table. */
export function sessionStore(sql: Sql) {
  const settle = (work: Promise<unknown>, callback: Callback) => work.then(() => callback(), callback);
  return {
    set(id: string, session: Session, callback: Callback) {
      const expires = session.cookie.expires ?? new Date(Date.now() + 12 * 3600 * 1000);
      // Saved at sign-in: expired sessions of anyone go then, so the table holds only live ones.
      const save = async () => {
        await sql.query('DELETE FROM staff_sessions WHERE expires_at <= now()');
        await sql.query(
          `INSERT INTO staff_sessions (id, data, expires_at) VALUES ($1, $2::jsonb, $3)
           ON CONFLICT (id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at`,
          [id, JSON.stringify(session), new Date(expires).toISOString()],
        );
      };
      settle(save(), callback);
    },
    get(id: string, callback: (error: unknown, session?: Session | null) => void) {
      sql
        .query<{ data: Session }>('SELECT data FROM staff_sessions WHERE id = $1 AND expires_at > now()', [id])
        .then(({ rows }) => callback(null, rows[0]?.data ?? null), callback);
    },
    destroy(id: string, callback: Callback) {
      settle(sql.query('DELETE FROM staff_sessions WHERE id = $1', [id]), callback);
    },
  };
}
