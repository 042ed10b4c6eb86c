/**
 * Starts the reference inbox (inbox/) inside a test, on 127.0.0.1, with its
 * own fresh database, for the inbox's own tests and the shop's end-to-end
 * tests alike:
 *
 *   const inbox = await startInbox({ shopOrigin: shop.url });
 *   // the shop delivers to `${inbox.url}/deliveries` (inbox.deliveriesUrl)
 *   expect(await inbox.countRows(orderId)).toBe(1);
 *   await inbox.stop();
 *
 * The database is PGlite in a temporary folder by default; with
 * `backend: 'postgres'` it is a new database on the server named by
 * DATABASE_URL, dropped by stop(). A PGlite folder is copied from a template
 * made once per PGlite version and migration set (under node_modules/.cache):
 * a first start of PGlite runs initdb, which takes seconds.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MailConfig } from '../../inbox/config';
import type { StoredDelivery } from '../../inbox/delivery';
import { MIGRATIONS_DIR, REPO_ROOT } from '../../inbox/paths';
import { createScratchDatabase } from '../../inbox/scratchDatabase';
import { listenInbox, type ListeningInbox } from '../../inbox/server';
import { cheapHashesForTests } from '../../inbox/passwords';
import { addStaff } from '../../inbox/staff';
import { openStorage, type Storage } from '../../inbox/storage';
import type { Desk } from '../../inbox/desk';
import type { DigestRules } from '../../inbox/mail/digest';

// Staff passwords hashed at a test's cost (inbox/passwords.ts): test/inbox/passwords.test.ts checks the real one.
cheapHashesForTests();

export type InboxBackend = 'pglite' | 'postgres';

/** The staff account every test inbox has. */
export const TEST_STAFF = { name: 'Lakshmi', password: 'correct horse battery staple' } as const;

export interface StartInboxOptions {
  /** The shop's origin (or several), e.g. the test server's `http://127.0.0.1:PORT`. */
  shopOrigin: string | readonly string[];
  /** 0 (default): any free port. */
  port?: number;
  backend?: InboxBackend;
  /** E-mail settings; none by default (e-mail off). */
  mail?: Partial<MailConfig>;
  /** The desk's public address (INBOX_URL); by default where it listens. */
  publicUrl?: string;
  deliveriesPerMinute?: number;
  /** NEW_RECORDS_PER_MINUTE: the ceiling on new records from all addresses together. */
  newRecordsPerMinute?: number;
  /** When the owner's notes of arrivals become one digest. */
  digest?: DigestRules;
  /** TRUST_PROXY: the addresses of a reverse proxy in front (tests: 127.0.0.1). */
  trustProxy?: string[];
  /** How often the mail sender looks for mail queued by another process. */
  mailPollMs?: number;
  /** Collects the request log's JSON lines (level info) here; by default there is no log. */
  logLines?: string[];
  /** An existing database (a second inbox on the same PostgreSQL); stop() then leaves it. */
  target?: { databaseUrl: string };
}

export interface TestInbox {
  /** `http://127.0.0.1:PORT`: the page is `${url}/`, the CSV `${url}/export.csv`. */
  readonly url: string;
  /** `${url}/deliveries`, the address the shop is configured with. */
  readonly deliveriesUrl: string;
  /** Rows stored for one record id, or all rows. */
  countRows(id?: string): Promise<number>;
  /** Everything stored, newest first. */
  deliveries(): Promise<StoredDelivery[]>;
  /** The open storage, for checks the HTTP side does not show. */
  storage(): Storage;
  /** Where the database is, for a second inbox on it. */
  readonly target: { dataDir: string } | { databaseUrl: string };
  /** The next `count` deliveries fail with 500 (the database refuses them), as a broken receiver would. */
  failNextDeliveries(count: number): void;
  /** Stops the server and closes the database, then opens both again on the same data and port. */
  restart(): Promise<void>;
  /** Stops the server and closes the database, as an unreachable address: nothing answers on the port. */
  takeDown(): Promise<void>;
  /** Opens both again on the same data and port after `takeDown`. */
  bringBack(): Promise<void>;
  /** Stops the server, closes and deletes its database. */
  stop(): Promise<void>;
}

const pgliteVersion = (): string =>
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;

/** A migrated, closed PGlite folder, made once and reused by every later test run. */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const name of fs.readdirSync(MIGRATIONS_DIR).sort()) hash.update(name).update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)));
  const cache = path.join(REPO_ROOT, 'node_modules/.cache/inbox-pglite');
  const template = path.join(cache, hash.digest('hex').slice(0, 16));
  if (fs.existsSync(template)) return template;
  fs.mkdirSync(cache, { recursive: true });
  const making = fs.mkdtempSync(path.join(cache, 'making-'));
  await (await openStorage({ dataDir: making })).close();
  try {
    fs.renameSync(making, template);
  } catch {
    // Another test worker finished one first: theirs is as good.
    fs.rmSync(making, { recursive: true, force: true });
  }
  return template;
}

/** A new PGlite data folder, already migrated (a copy of the template). */
export async function freshPglite(): Promise<{ target: { dataDir: string }; remove(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-test-'));
  fs.cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  return { target: { dataDir }, remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** A new database on the DATABASE_URL server, so each inbox starts empty and migrates itself. */
export async function freshPostgres(): Promise<{ target: { databaseUrl: string }; remove(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('backend "postgres" needs DATABASE_URL');
  const database = await createScratchDatabase(serverUrl, 'inbox_test');
  return { target: { databaseUrl: database.url }, remove: database.drop };
}

/** A desk whose next deliveries fail, as a database that refuses them would. */
function failable(desk: Desk): Desk & { failing: number } {
  const wrapped = {
    ...desk,
    failing: 0,
    async receive(delivery: Parameters<Desk['receive']>[0]) {
      if (wrapped.failing > 0) {
        wrapped.failing -= 1;
        throw new Error('test: this delivery is refused on purpose');
      }
      return desk.receive(delivery);
    },
  };
  return wrapped;
}

export async function startInbox({
  shopOrigin,
  port = 0,
  backend = 'pglite',
  mail = {},
  publicUrl,
  deliveriesPerMinute,
  newRecordsPerMinute,
  digest,
  trustProxy = [],
  mailPollMs,
  logLines,
  target,
}: StartInboxOptions): Promise<TestInbox> {
  const database = target ? { target, remove: async () => {} } : backend === 'postgres' ? await freshPostgres() : await freshPglite();
  const shopOrigins = typeof shopOrigin === 'string' ? [shopOrigin] : [...shopOrigin];
  let storage: Storage | undefined;
  let server: ListeningInbox | undefined;
  let desk: ReturnType<typeof failable> | undefined;

  const open = async (onPort: number) => {
    storage = await openStorage(database.target);
    await addStaff(storage.sql, TEST_STAFF.name, TEST_STAFF.password);
    server = await listenInbox({
      shopOrigins,
      storage,
      host: '127.0.0.1',
      port: onPort,
      mail: { smtpUrl: null, ownerEmail: null, from: 'desk@shop.example', ...mail },
      publicUrl: publicUrl ?? null,
      trustProxy,
      ...(deliveriesPerMinute ? { deliveriesPerMinute } : {}),
      ...(newRecordsPerMinute ? { newRecordsPerMinute } : {}),
      ...(digest ? { digest } : {}),
      ...(mailPollMs ? { mailPollMs } : {}),
      ...(logLines ? { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } } : {}),
      wrapDesk: (made) => (desk = failable(made)),
    });
  };
  const close = async () => {
    await server?.close();
    await storage?.close();
    server = undefined;
    storage = undefined;
  };
  const running = () => {
    if (!storage || !server || !desk) throw new Error('the test inbox is stopped');
    return { storage, server, desk };
  };

  try {
    await open(port);
  } catch (error) {
    await close();
    await database.remove();
    throw error;
  }
  const url = running().server.url;
  return {
    url,
    deliveriesUrl: `${url}/deliveries`,
    countRows: (id) => running().storage.count(id),
    deliveries: () => running().storage.list(),
    storage: () => running().storage,
    target: database.target,
    failNextDeliveries(count) {
      running().desk.failing = count;
    },
    async restart() {
      await close();
      await open(Number(new URL(url).port));
    },
    takeDown: close,
    bringBack: () => open(Number(new URL(url).port)),
    async stop() {
      try {
        await close();
      } finally {
        await database.remove();
      }
    },
  };
}
