/**
 * `npm run inbox -- move-to-postgres`: the way up from PGlite. Copies every
 * table of a PGlite inbox (INBOX_DATA_DIR, with no inbox running on it) into
 * an empty PostgreSQL database (DATABASE_URL), in one transaction: the target
 * is migrated first, refused unless every table is empty, filled in the
 * order of its foreign keys, its identity counters set past the copied rows,
 * and every table's count compared before the transaction commits. Values
 * travel as PostgreSQL's own text and are cast back to their column types,
 * so a record's JSON stays exactly as the shop sent it.
 */
import { openStorage, type Sql, type Storage } from './storage';

/** Rows copied per statement. */
const BATCH = 500;

/** The counts the command reports by name; every other table is compared too. */
export const REPORTED = { deliveries: 'records', record_events: 'history entries', mail_outbox: 'e-mails', staff: 'staff accounts' } as const;

interface Column {
  name: string;
  type: string;
  identity: boolean;
}

export interface MoveReport {
  /** Rows of each table, the same in both. */
  counts: Record<string, number>;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The inbox's tables, each after those it refers to; the migration bookkeeping is the target's own. */
async function tablesInOrder(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'inbox_migrations' ORDER BY table_name",
  );
  const refs = await sql.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const place = (name: string, seen: Set<string>) => {
    if (ordered.includes(name) || seen.has(name)) return;
    seen.add(name);
    for (const ref of refs.rows) if (ref.child === name && ref.parent !== name) place(ref.parent, seen);
    ordered.push(name);
  };
  for (const { name } of rows) place(name, new Set());
  return ordered;
}

async function columnsOf(sql: Sql, table: string): Promise<Column[]> {
  const { rows } = await sql.query<Column>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attidentity <> '' AS identity
     FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' ORDER BY a.attnum`,
    [`public.${ident(table)}`],
  );
  return rows;
}

const countOf = async (sql: Sql, table: string) => (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(table)}`)).rows[0]!.n;

async function copyTable(from: Sql, to: Sql, table: string): Promise<void> {
  const columns = await columnsOf(from, table);
  const names = columns.map((column) => ident(column.name)).join(', ');
  const asText = columns.map((column) => `${ident(column.name)}::text`).join(', ');
  const unnest = columns.map((_, index) => `$${index + 1}::text[]`).join(', ');
  const casts = columns.map((column, index) => `c${index}::${column.type}`).join(', ');
  const aliases = columns.map((_, index) => `c${index}`).join(', ');
  const insert = `INSERT INTO ${ident(table)} (${names}) OVERRIDING SYSTEM VALUE SELECT ${casts} FROM unnest(${unnest}) AS u(${aliases})`;
  // Pages by the rows' physical place (ctid), which nothing moves while the folder is locked to this process.
  let after = '(0,0)';
  for (;;) {
    const { rows } = await from.query<{ at: string; row: (string | null)[] }>(
      `SELECT ctid::text AS at, ARRAY[${asText}] AS row FROM ${ident(table)} WHERE ctid > $1::tid ORDER BY ctid LIMIT ${BATCH}`,
      [after],
    );
    if (rows.length === 0) return;
    await to.query(insert, columns.map((_, index) => rows.map(({ row }) => row[index] ?? null)));
    after = rows[rows.length - 1]!.at;
  }
}

/** Sets each identity column's counter past the highest copied value. */
async function continueIdentities(to: Sql, table: string): Promise<void> {
  for (const column of (await columnsOf(to, table)).filter((each) => each.identity)) {
    await to.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${ident(column.name)}) FROM ${ident(table)}), 0) + 1, false)`,
      [`public.${ident(table)}`, column.name],
    );
  }
}

/** Copies an opened PGlite inbox into an opened, migrated, empty PostgreSQL one. */
export async function moveInbox(source: Storage, target: Storage): Promise<MoveReport> {
  const tables = await tablesInOrder(source.sql);
  return target.transaction(async (to) => {
    const present = new Set(await tablesInOrder(to));
    const missing = tables.filter((table) => !present.has(table));
    if (missing.length > 0) throw new Error(`the target lacks the tables ${missing.join(', ')}: is it an older inbox?`);
    for (const table of present) {
      if ((await countOf(to, table)) > 0) throw new Error(`the target is not empty (${table} has rows): move only into a new, empty database`);
    }
    const counts: Record<string, number> = {};
    for (const table of tables) {
      await copyTable(source.sql, to, table);
      await continueIdentities(to, table);
      const [before, after] = [await countOf(source.sql, table), await countOf(to, table)];
      if (before !== after) throw new Error(`${table}: ${before} rows in PGlite but ${after} copied; nothing was moved`);
      counts[table] = after;
    }
    return { counts };
  });
}

/** The command: opens both (the PGlite folder must be free), moves, closes, and says what was moved. */
export async function moveToPostgresCommand(env: NodeJS.ProcessEnv, dataDir: string): Promise<string> {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (!databaseUrl) throw new Error('set DATABASE_URL to the new, empty PostgreSQL database to move into (INBOX_DATA_DIR names the PGlite folder)');
  const source = await openStorage({ dataDir });
  try {
    const target = await openStorage({ databaseUrl });
    try {
      const { counts } = await moveInbox(source, target);
      const said = Object.entries(REPORTED).map(([table, noun]) => `${counts[table] ?? 0} ${noun}`);
      return [
        `inbox: moved ${said.join(', ')} from PGlite in ${dataDir} to PostgreSQL; every table's count is the same in both.`,
        'inbox: start the inbox with DATABASE_URL set from now on; keep the PGlite folder until you have checked the desk.',
      ].join('\n');
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
