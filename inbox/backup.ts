/**
 * `npm run inbox -- backup FILE` and `npm run inbox -- restore FILE`, the same
 * on PGlite and PostgreSQL. A backup is one consistent snapshot, written as
 * JSON lines: a header (format, time, migrations), then each table's rows
 * (`row_to_json`, parents before children), then an end line, so a cut-off
 * file is refused.
 *
 * A backup leaves out what belongs to this database rather than to its
 * records: staff accounts, sessions, sign-in failures, secrets, the erasure
 * log and the list of erased identifiers. A restore replaces every other
 * table, signs everyone out, and never brings an erased person back: each row
 * the erased-identifier list matches (received before that erasure) is
 * skipped, with its history, updates and e-mails, and the e-mails kept are
 * redacted (docs/decisions/0043).
 */
import fs from 'node:fs';
import readline from 'node:readline';
import { erasedTest, erasedValues, forgetErased, redact, type ErasedTest } from './erasure';
import { openStorage, type Sql, type Storage, type StorageTarget } from './storage';

const FORMAT = 'stone-inbox-backup';
/** Never backed up, never replaced by a restore. */
const KEPT_WITH_THE_DATABASE = new Set(['inbox_migrations', 'staff', 'staff_sessions', 'sign_in_failures', 'desk_secrets', 'erasures', 'erased_identifiers']);
const BATCH = 500;

interface Header {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  migrations: string[];
  tables: string[];
}

type Row = Record<string, unknown>;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables a backup holds, each after the tables it refers to. */
async function backedUpTables(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query<{ name: string; refs: string[] }>(
    `SELECT c.relname::text AS name, coalesce(array_agg(DISTINCT r.relname::text) FILTER (WHERE r.relname IS NOT NULL AND r.oid <> c.oid), '{}') AS refs
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     LEFT JOIN pg_constraint k ON k.conrelid = c.oid AND k.contype = 'f'
     LEFT JOIN pg_class r ON r.oid = k.confrelid
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
     GROUP BY c.relname ORDER BY c.relname`,
  );
  const tables = rows.filter((row) => !KEPT_WITH_THE_DATABASE.has(row.name));
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`tables refer to each other in a circle: ${[...path, name].join(' → ')}`);
    for (const ref of tables.find((table) => table.name === name)?.refs ?? []) {
      if (KEPT_WITH_THE_DATABASE.has(ref)) throw new Error(`${name} refers to ${ref}, which backups leave out`);
      visit(ref, [...path, name]);
    }
    ordered.push(name);
  };
  for (const table of tables) visit(table.name, []);
  return ordered;
}

const migrationsOf = async (sql: Sql) => (await sql.query<{ name: string }>('SELECT name FROM inbox_migrations ORDER BY name')).rows.map((row) => row.name);

/** Writes a snapshot of `storage` to `file` (readable by its owner only); returns the rows per table. */
export async function writeBackup(storage: Storage, file: string): Promise<Record<string, number>> {
  const partial = `${file}.partial`;
  const out = fs.openSync(partial, 'w', 0o600);
  const counts: Record<string, number> = {};
  try {
    await storage.transaction(async (sql) => {
      await sql.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const tables = await backedUpTables(sql);
      const header: Header = { format: FORMAT, version: 1, createdAt: new Date().toISOString(), migrations: await migrationsOf(sql), tables };
      fs.writeSync(out, `${JSON.stringify(header)}\n`);
      for (const table of tables) {
        counts[table] = 0;
        await sql.exec(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoted(table)} t`);
        for (;;) {
          const { rows } = await sql.query<{ row: string }>(`FETCH ${BATCH} FROM backup_rows`);
          // The row's JSON as PostgreSQL wrote it: a json column keeps its exact text.
          for (const { row } of rows) fs.writeSync(out, `{"table":${JSON.stringify(table)},"row":${row}}\n`);
          counts[table] += rows.length;
          if (rows.length < BATCH) break;
        }
        await sql.exec('CLOSE backup_rows');
      }
      fs.writeSync(out, `${JSON.stringify({ end: true, rows: counts })}\n`);
    });
    fs.fsyncSync(out);
  } catch (error) {
    fs.closeSync(out);
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.closeSync(out);
  fs.renameSync(partial, file);
  return counts;
}

/** Decides, row by row in the backup's order, what an erasure since has removed, and redacts the e-mails kept. */
function erasureFilter(erased: ErasedTest) {
  const skippedRecords = new Set<string>();
  const contacts: { name: string; email: string; phone: string }[] = [];
  let values: string[] = [];
  let skipped = 0;
  return {
    /** The row to insert (perhaps redacted), or null when an erasure since removed it. */
    take(table: string, row: Row): Row | null {
      const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : '');
      const gone =
        (table === 'deliveries' && erased({ email: text('contact_email'), phone: text('contact_phone') }, text('received_at'))) ||
        (typeof row.record_id === 'string' && skippedRecords.has(row.record_id)) ||
        (table === 'mail_outbox' && erased({ email: text('to_address') }, text('created_at')));
      if (gone) {
        skipped += 1;
        if (table === 'deliveries') {
          skippedRecords.add(text('id'));
          contacts.push({ name: text('contact_name'), email: text('contact_email'), phone: text('contact_phone') });
          values = erasedValues(contacts);
        }
        return null;
      }
      if (table !== 'mail_outbox' || values.length === 0) return row;
      return { ...row, subject: redact(text('subject'), values), body: redact(text('body'), values), last_error: row.last_error === null ? null : redact(text('last_error'), values) };
    },
    get skipped() {
      return skipped;
    },
  };
}

/** The columns of `table` a restore may write (not generated ones). */
async function columnsOf(sql: Sql, table: string): Promise<Set<string>> {
  const { rows } = await sql.query<{ name: string }>(
    `SELECT attname::text AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`,
    [quoted(table)],
  );
  return new Set(rows.map((row) => row.name));
}

async function insertRows(sql: Sql, table: string, rows: Row[], columns: Set<string>): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(rows[0]!).filter((name) => columns.has(name)).map(quoted).join(', ');
  await sql.query(
    `INSERT INTO ${quoted(table)} (${names}) OVERRIDING SYSTEM VALUE SELECT ${names} FROM json_populate_recordset(NULL::${quoted(table)}, $1::json)`,
    [JSON.stringify(rows)],
  );
}

/** Identity columns continue after the highest restored value. */
async function continueIdentities(sql: Sql, tables: readonly string[]): Promise<void> {
  const { rows } = await sql.query<{ table: string; column: string }>(
    `SELECT table_name::text AS "table", column_name::text AS "column" FROM information_schema.columns
     WHERE table_schema = current_schema() AND is_identity = 'YES' AND table_name = ANY($1::text[])`,
    [tables],
  );
  for (const { table, column } of rows) {
    await sql.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${quoted(column)}) FROM ${quoted(table)}), 0) + 1, false)`,
      [quoted(table), column],
    );
  }
}

export interface Restored {
  rows: Record<string, number>;
  /** Rows left out because an erasure since removed them. */
  erased: number;
  notDone: string[];
}

/** Replaces the records of `storage` with the backup in `file`, leaving out everyone erased since. */
export async function restoreBackup(storage: Storage, file: string): Promise<Restored> {
  const erased = erasureFilter(await erasedTest(storage.sql));
  const rows: Record<string, number> = {};
  await storage.transaction(async (sql) => {
    let header: Header | null = null;
    let ended = false;
    let columns = new Set<string>();
    let pending: { table: string; rows: Row[] } = { table: '', rows: [] };
    const flush = async () => {
      await insertRows(sql, pending.table, pending.rows, columns);
      pending.rows = [];
    };
    // Made just before reading: lines the file yields before the loop asks would be lost.
    const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
    for await (const line of lines) {
      if (!line.trim()) continue;
      const entry = JSON.parse(line) as Header | { table: string; row: Row } | { end: true };
      if (!header) {
        header = await startRestore(sql, entry);
        continue;
      }
      if ('end' in entry) {
        ended = true;
        continue;
      }
      if (!('table' in entry) || !header.tables.includes(entry.table)) throw new Error('the backup file is damaged: a row of an unknown table');
      if (entry.table !== pending.table) {
        await flush();
        pending = { table: entry.table, rows: [] };
        columns = await columnsOf(sql, entry.table);
      }
      const row = erased.take(entry.table, entry.row);
      if (!row) continue;
      rows[entry.table] = (rows[entry.table] ?? 0) + 1;
      pending.rows.push(row);
      if (pending.rows.length >= BATCH) await flush();
    }
    if (!header) throw new Error('the backup file is empty');
    if (!ended) throw new Error('the backup file is cut off (it has no end line): nothing was restored');
    await flush();
    await continueIdentities(sql, header.tables);
  });
  return { rows, erased: erased.skipped, notDone: await forgetErased(storage) };
}

/** Checks the header against this database, then empties the tables the backup replaces and signs everyone out. */
async function startRestore(sql: Sql, entry: unknown): Promise<Header> {
  const header = entry as Partial<Header>;
  if (header.format !== FORMAT || header.version !== 1 || !Array.isArray(header.tables) || !Array.isArray(header.migrations)) {
    throw new Error('this is not a backup made by `npm run inbox -- backup`');
  }
  const here = await migrationsOf(sql);
  if (header.migrations.join() !== here.join()) {
    throw new Error(
      `the backup was made by an inbox with other migrations (${header.migrations.at(-1) ?? 'none'}; this database: ${here.at(-1) ?? 'none'}): ` +
        'restore it with the inbox version that made it, into an empty data folder or database, then start this version on it',
    );
  }
  const tables = await backedUpTables(sql);
  const unknown = header.tables.filter((table) => !tables.includes(table));
  if (unknown.length > 0) throw new Error(`the backup has tables this database lacks: ${unknown.join(', ')}`);
  await sql.exec(`TRUNCATE ${tables.map(quoted).join(', ')} RESTART IDENTITY`);
  await sql.exec('DELETE FROM staff_sessions');
  return header as Header;
}

/** The command line: opens the storage, backs up or restores, closes it; returns what to print. */
export async function backupCommand(command: 'backup' | 'restore', target: StorageTarget, file: string | undefined): Promise<string> {
  if (!file?.trim()) throw new Error(`name the file: npm run inbox -- ${command} FILE`);
  if (command === 'restore' && !fs.existsSync(file)) throw new Error(`there is no file ${file}`);
  const storage = await openStorage(target);
  try {
    const total = (rows: Record<string, number>) => Object.values(rows).reduce((sum, n) => sum + n, 0);
    if (command === 'backup') {
      const rows = await writeBackup(storage, file);
      return `inbox: backed up ${total(rows)} rows to ${file} (staff accounts, sessions and the erasure list stay with the database).`;
    }
    const restored = await restoreBackup(storage, file);
    const notDone = restored.notDone.length > 0 ? ` Not finished: ${restored.notDone.join('; ')}.` : '';
    return `inbox: restored ${total(restored.rows)} rows from ${file}; left out ${restored.erased} rows of people erased since; everyone is signed out.${notDone}`;
  } finally {
    await storage.close();
  }
}
