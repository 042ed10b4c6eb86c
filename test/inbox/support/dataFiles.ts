/**
 * The files a database keeps on disk, searched byte by byte: the whole PGlite
 * data folder, or, on PostgreSQL, the folder of the test's own database
 * (base/<oid>: every table, index, TOAST table and catalog of it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestInbox } from '../../support/inbox';

/** Each file under `dir` holding one of `needles` (in any case), as "file: needle". */
export function filesHolding(dir: string, needles: readonly string[]): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file).toString('latin1').toLowerCase();
    for (const needle of needles) if (text.includes(needle.toLowerCase())) found.push(`${path.relative(dir, file)}: ${needle}`);
  }
  return found;
}

/**
 * Where the test inbox's database keeps its files, or why they cannot be read
 * (a PostgreSQL server whose data folder this process may not read).
 */
export async function databaseFiles(inbox: TestInbox): Promise<{ dir: string } | { unreadable: string }> {
  if ('dataDir' in inbox.target) return { dir: inbox.target.dataDir };
  const { sql } = inbox.storage();
  let dataDirectory: string;
  try {
    dataDirectory = (await sql.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir")).rows[0]!.dir;
  } catch (error) {
    return { unreadable: `the server does not say where its data folder is (${error instanceof Error ? error.message : String(error)})` };
  }
  const { oid } = (await sql.query<{ oid: string }>('SELECT oid::text AS oid FROM pg_database WHERE datname = current_database()')).rows[0]!;
  const dir = path.join(dataDirectory, 'base', oid);
  try {
    fs.accessSync(dir, fs.constants.R_OK | fs.constants.X_OK);
    for (const name of fs.readdirSync(dir)) fs.accessSync(path.join(dir, name), fs.constants.R_OK);
  } catch {
    return { unreadable: `${dir} is not readable by this process` };
  }
  return { dir };
}
