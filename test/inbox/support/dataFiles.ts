/**
 * The files a database keeps on disk, searched byte by byte: the whole PGlite
 * data folder, or, on PostgreSQL, the folder of the test's own database
 * (base/<oid>: every table, index, TOAST table and catalog of it) and the
 * server's write-ahead log.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from '../../../inbox/storage';
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
 * The folders where the test inbox's database keeps its files, or why they
 * cannot be read (a PostgreSQL server whose data folder this process may not
 * read; `superuser` may ask for it when the inbox's own role may not). On PostgreSQL: the database's own folder, and the server's
 * write-ahead log when the server deletes old segments (wal_recycle off).
 */
export async function databaseFolders(inbox: TestInbox, superuser: Sql = inbox.storage().sql): Promise<{ dirs: string[] } | { unreadable: string }> {
  if ('dataDir' in inbox.target) return { dirs: [inbox.target.dataDir] };
  const { rows: [database] } = await inbox.storage().sql.query<{ name: string }>('SELECT current_database() AS name');
  let settings: { data: string; recycle: string; oid: string };
  try {
    settings = (
      await superuser.query<{ data: string; recycle: string; oid: string }>(
        `SELECT current_setting('data_directory') AS data, current_setting('wal_recycle') AS recycle, oid::text AS oid
         FROM pg_database WHERE datname = $1`,
        [database!.name],
      )
    ).rows[0]!;
  } catch (error) {
    return { unreadable: `the server does not say where its data folder is (${error instanceof Error ? error.message : String(error)})` };
  }
  const dirs = [path.join(settings.data, 'base', settings.oid), ...(settings.recycle === 'off' ? [path.join(settings.data, 'pg_wal')] : [])];
  try {
    for (const dir of dirs) {
      fs.accessSync(dir, fs.constants.R_OK | fs.constants.X_OK);
      for (const name of fs.readdirSync(dir)) fs.accessSync(path.join(dir, name), fs.constants.R_OK);
    }
  } catch {
    return { unreadable: `${dirs.join(' or ')} is not readable by this process` };
  }
  return { dirs };
}
