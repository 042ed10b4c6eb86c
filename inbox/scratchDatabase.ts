import { Client } from 'pg';

export interface ScratchDatabase {
  /** DATABASE_URL for the new database. */
  url: string;
  drop(): Promise<void>;
}

async function run(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let made = 0;

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, for the
 * tests and the benchmark, so they never write into a real inbox. The
 * inbox migrates it when it opens it; `drop()` removes it.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  made += 1;
  const name = `${prefix}_${process.pid}_${made}_${Date.now()}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await run(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
