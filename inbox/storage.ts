/**
 * The inbox's database. Everything is PostgreSQL SQL, run either by
 * an embedded PGlite database in a data folder (the default: one command runs
 * the inbox) or, with DATABASE_URL, by a PostgreSQL server through `pg`. The
 * same migrations and the same statements run on both. The desk's own
 * statements are in records.ts, staff.ts and mail/outbox.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import type { DeliveryKind, StoredDelivery } from './delivery';
import { lockFolder } from './folderLock';
import { MIGRATIONS_DIR } from './paths';

export type StorageTarget = { dataDir: string } | { databaseUrl: string };

export interface Storage {
  /** Every delivery as it arrived, newest first; one kind, or all (tests: the desk pages with records.ts). */
  list(kind?: DeliveryKind): Promise<StoredDelivery[]>;
  /** How many rows, for one record id or all of them. */
  count(id?: string): Promise<number>;
  /** The database itself, for the desk's own modules (records, staff, mail). */
  sql: Sql;
  /** Runs `work` in one transaction: all of it is stored, or none. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /** 'pglite' or 'postgres': what runs the SQL. */
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** What both drivers offer: parameterised queries, and scripts of several statements. */
export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(script: string): Promise<unknown>;
}

interface Driver {
  /** Runs `work` on one connection (migrations hold a lock and a transaction on it). */
  withConnection<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  sql: Sql;
  engine: Storage['engine'];
  close(): Promise<void>;
}

const MIGRATION_NAME = /^\d{3}_[a-z0-9_]+\.sql$/;
/** Any fixed number: the advisory lock that lets one process at a time migrate a shared server. */
const MIGRATION_LOCK = 23_001;

export async function openStorage(target: StorageTarget): Promise<Storage> {
  const driver = 'databaseUrl' in target ? openPostgres(target.databaseUrl) : await openPglite(target.dataDir);
  try {
    await driver.withConnection(migrate);
  } catch (error) {
    await driver.close();
    throw error;
  }
  return storageOn(driver);
}

/** Plain SQL files in inbox/migrations, applied in name order, each in a transaction, each recorded. */
async function migrate(sql: Sql): Promise<void> {
  await sql.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await sql.exec(
      'CREATE TABLE IF NOT EXISTS inbox_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await sql.query<{ name: string }>('SELECT name FROM inbox_migrations')).rows.map((row) => row.name));
    const files = fs.readdirSync(MIGRATIONS_DIR).filter((name) => MIGRATION_NAME.test(name)).sort();
    for (const name of files.filter((file) => !done.has(file))) {
      await sql.exec('BEGIN');
      try {
        await sql.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8'));
        await sql.query('INSERT INTO inbox_migrations (name) VALUES ($1)', [name]);
        await sql.exec('COMMIT');
      } catch (error) {
        await sql.exec('ROLLBACK');
        throw new Error(`migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await sql.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}

interface DeliveryRow {
  id: string;
  kind: DeliveryKind;
  schema_version: number;
  record: StoredDelivery['record'];
  origin: string;
  sent_at: string;
  received_at: string;
}

/** Timestamps leave the database as ISO text in UTC, the same from both drivers. */
export const isoUtc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function storageOn(driver: Driver): Storage {
  const { sql } = driver;
  return {
    async list(kind) {
      const { rows } = await sql.query<DeliveryRow>(
        `SELECT id, kind, schema_version, record, origin, ${isoUtc('sent_at')} AS sent_at, ${isoUtc('received_at')} AS received_at
         FROM deliveries WHERE ($1::text IS NULL OR kind = $1) ORDER BY seq DESC`,
        [kind ?? null],
      );
      return rows.map((row) => ({
        kind: row.kind,
        schemaVersion: row.schema_version === 1 ? 1 : 2,
        record: row.record,
        origin: row.origin,
        sentAt: row.sent_at,
        receivedAt: row.received_at,
      }));
    },
    async count(id) {
      const { rows } = await sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM deliveries WHERE ($1::text IS NULL OR id = $1)',
        [id ?? null],
      );
      return rows[0]?.n ?? 0;
    },
    sql,
    transaction: (work) => driver.transaction(work),
    engine: driver.engine,
    close: () => driver.close(),
  };
}

// ------------------------------------------------------------------ drivers

function openPostgres(connectionString: string): Driver {
  const pool = new Pool({ connectionString, max: 10 });
  // A dropped idle connection must not end the process; the next query gets a new one.
  pool.on('error', (error) => console.error(`inbox: PostgreSQL connection lost: ${error.message}`));
  const on = (client: Pick<Pool, 'query'>): Sql => ({
    query: async <T>(text: string, params?: unknown[]) => ({ rows: (await client.query(text, params)).rows as T[] }),
    exec: (script) => client.query(script),
  });
  return {
    sql: on(pool),
    async withConnection(work) {
      const client = await pool.connect();
      try {
        return await work(on(client));
      } finally {
        client.release();
      }
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    engine: 'postgres',
    close: () => pool.end(),
  };
}

/** The lock file of a PGlite data folder (folderLock.ts). */
export const lockFileOf = (dataDir: string) => path.join(dataDir, 'inbox.lock');

/** PGlite keeps the database in `dataDir`, one process's folder (folderLock.ts). */
async function openPglite(dataDir: string): Promise<Driver> {
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = await lockFolder(lockFileOf(dataDir));
  let db: PGlite;
  try {
    // wal_recycle off: a write-ahead log segment no longer needed is removed, not renamed for reuse with
    // its old contents, so an erasure's clean-up leaves nothing of the erased rows in the folder (erasure.ts).
    db = new PGlite(path.join(dataDir, 'pgdata'), { startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'] });
    await db.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  const sql: Sql = {
    query: async <T>(text: string, params?: unknown[]) => ({ rows: (await db.query<T>(text, params)).rows }),
    exec: (script) => db.exec(script),
  };
  return {
    sql,
    // One connection: PGlite runs one statement at a time, in arrival order.
    withConnection: (work) => work(sql),
    // PGlite's own transaction holds its one connection: other statements wait until it ends.
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <T>(text: string, params?: unknown[]) => ({ rows: (await tx.query<T>(text, params)).rows }),
          exec: (script) => tx.exec(script),
        }),
      ),
    engine: 'pglite',
    async close() {
      try {
        await db.close();
      } finally {
        releaseLock();
      }
    },
  };
}
