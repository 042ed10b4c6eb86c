/**
 * "Erase a person" removes, on PGlite and (with DATABASE_URL) PostgreSQL: a
 * person with an order, a quote request and a message, answered and e-mailed,
 * is found before the erasure in the database's own files and nowhere in them
 * after it, nor in the request log; e-mails kept for others are redacted; a
 * restored backup does not bring them back, but keeps what they sent after;
 * the commands back up a PGlite folder and restore it into PGlite or PostgreSQL;
 * a PostgreSQL role that may not checkpoint is told the clean-up is not
 * finished, with the table files clean all the same.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { backupCommand, restoreBackup, writeBackup } from '../../inbox/backup';
import { openStorage, type Sql } from '../../inbox/storage';
import { freshPglite, freshPostgres, startInbox, type TestInbox } from '../support/inbox';
import { backendsUnderTest } from './support/backends';
import { databaseFolders, filesHolding } from './support/dataFiles';
import { askStatus, contactMessageDelivery, deliver, keyed, orderDelivery, quoteDelivery, SHOP_ORIGIN } from './support/deliveries';
import { signedIn, type DeskClient } from './support/deskClient';
import { startMailServer, type TestMailServer } from './support/mailServer';

const OWNER = 'owner@shop.example';

/** Vasudha, as she typed herself into each form. */
const PERSON = { first: 'Vasudha', last: 'Ekambaram', email: 'Vasudha.E@Example.org', phone: '+91 93999 41234', digits: '9399941234' };
const FULL_NAME = `${PERSON.first} ${PERSON.last}`;
/** Whatever of hers must be gone: her address, her phone number both ways, her name and her surname. */
const HERS = [PERSON.email.toLowerCase(), PERSON.phone, PERSON.digits, FULL_NAME, PERSON.last];

/** Her order (phone as typed with spaces), her quote request (phone as digits) and her message, each with her address. */
function herRecords() {
  const order = keyed(orderDelivery({ fullName: FULL_NAME, phone: PERSON.phone, email: PERSON.email }));
  const quote = keyed(quoteDelivery({ fullName: FULL_NAME }));
  Object.assign(quote.record, { email: PERSON.email, phone: PERSON.digits });
  const message = contactMessageDelivery({ firstName: PERSON.first, lastName: PERSON.last, phone: PERSON.phone });
  Object.assign(message.record, { email: PERSON.email });
  return { order, quote, message };
}

/** Writes what the database holds in memory to its files, so a search of them sees it (the "before" of each test). */
const checkpoint = (inbox: TestInbox) => inbox.storage().sql.exec('CHECKPOINT');

/** Each of `needles` found in the database's files, or null (and why) when they cannot be read. */
async function inDatabaseFiles(inbox: TestInbox, needles: readonly string[], superuser?: Sql): Promise<string[] | null> {
  const folders = await databaseFolders(inbox, superuser);
  if ('unreadable' in folders) {
    // Only a PostgreSQL server of another user: the search of its files is skipped, and the run says so.
    console.warn(`Skipped searching the database's files: ${folders.unreadable}`);
    return null;
  }
  return folders.dirs.flatMap((dir) => filesHolding(dir, needles));
}

/** What each needle matched, as "needle" entries: a missing one fails the "before" check by name. */
const needlesIn = (found: readonly string[]) => [...new Set(found.map((line) => line.slice(line.lastIndexOf(': ') + 2)))].sort();

describe.each(backendsUnderTest())('erasure on %s', (backend) => {
  let mail: TestMailServer;
  let inbox: TestInbox;
  let desk: DeskClient;
  const log: string[] = [];
  beforeAll(async () => {
    mail = await startMailServer();
    inbox = await startInbox({ shopOrigin: SHOP_ORIGIN, backend, mail: { smtpUrl: mail.url, ownerEmail: OWNER }, mailPollMs: 50, logLines: log });
    desk = await signedIn(inbox.url);
  });
  afterAll(async () => {
    await inbox?.stop();
    await mail?.stop();
  });

  it('leaves nothing of an erased person in the database files or the request log, and redacts e-mails kept for others', async () => {
    const { order, quote, message } = herRecords();
    const other = keyed(quoteDelivery());
    for (const delivery of [order, quote, message, other]) expect((await deliver(inbox.url, delivery)).status).toBe(201);
    // Answered and e-mailed: a quote with prices, an order shipped, the owner told of each arrival.
    await desk.move(quote.record.id, { to: 'reviewed' });
    expect((await desk.move(quote.record.id, { to: 'quoted', line1: `Slabs for ${FULL_NAME}`, amount1: '56,000', note: `Call ${PERSON.phone}` })).status).toBe(303);
    await desk.move(order.record.id, { to: 'processing' });
    expect((await desk.move(order.record.id, { to: 'shipped', carrier: 'VRL Logistics', tracking: `For ${FULL_NAME}` })).status).toBe(303);
    // An e-mail kept for someone else that names her (as a daily digest to the owner would).
    await inbox.storage().sql.query('INSERT INTO mail_outbox (record_id, to_address, subject, body) VALUES ($1, $2, $3, $4)', [
      other.record.id,
      OWNER,
      'Today',
      `New: ${FULL_NAME} (${PERSON.email}, ${PERSON.phone}); Asha Rao.`,
    ]);
    await mail.waitFor((each) => each.to === PERSON.email.toLowerCase() || each.to === PERSON.email, 2);
    await mail.waitFor((each) => each.to === OWNER, 5);
    // Staff search for her as the desk's list allows: by address, by phone number, by name.
    for (const search of [PERSON.email.toUpperCase(), PERSON.digits, PERSON.last]) {
      expect((await desk.get(`/?q=${encodeURIComponent(search)}`)).text).toContain(quote.record.id);
    }

    await checkpoint(inbox);
    const before = await inDatabaseFiles(inbox, [...HERS, 'asha@example.com']);
    if (before) expect(needlesIn(before)).toEqual([...HERS, 'asha@example.com'].sort());

    await desk.get('/erase');
    const done = await desk.post('/erase', { address: ` ${PERSON.email.toUpperCase()} `, confirm: 'yes' });
    expect(done.text).toContain('Erased 3 records and 5 e-mails.');
    expect(done.text).not.toContain('Not finished');

    const after = await inDatabaseFiles(inbox, [...HERS, 'asha@example.com']);
    if (after) expect(after.filter((line) => !line.endsWith('asha@example.com'))).toEqual([]);
    // The other person's records are still there, on disk as in the desk.
    if (after) expect(needlesIn(after)).toEqual(['asha@example.com']);
    expect(await inbox.countRows(other.record.id)).toBe(1);
    const kept = await inbox.storage().sql.query<{ body: string }>('SELECT body FROM mail_outbox WHERE subject = $1', ['Today']);
    expect(kept.rows.map((row) => row.body)).toEqual(['New: [erased] ([erased], [erased]); Asha Rao.']);

    // Gone from the desk and from the answers her shop would ask for.
    for (const search of [PERSON.email, PERSON.digits, PERSON.last]) expect((await desk.get(`/?q=${encodeURIComponent(search)}`)).text).toContain('Nothing here with these filters');
    expect((await desk.get('/export.csv')).text.toLowerCase()).not.toContain(PERSON.last.toLowerCase());
    expect((await askStatus(inbox.url, [order, quote])).status).toBe(404);

    // The request log saw every search, with the terms left out.
    const lines = log.join('\n');
    expect(lines).toContain('"url":"/?[redacted]"');
    for (const needle of HERS) {
      expect(lines.toLowerCase()).not.toContain(needle.toLowerCase());
      expect(lines.toLowerCase()).not.toContain(encodeURIComponent(needle).toLowerCase());
    }
  });

  it('restores a backup without the people erased since, yet with what they sent after their erasure', async () => {
    const { order, message } = herRecords();
    const other = quoteDelivery();
    for (const delivery of [order, message, other]) expect((await deliver(inbox.url, delivery)).status).toBe(201);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-backup-'));
    try {
      const file = path.join(folder, 'inbox.backup');
      expect(await writeBackup(inbox.storage(), file)).toMatchObject({ deliveries: expect.any(Number), mail_outbox: expect.any(Number) });
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8')).toContain(PERSON.email);

      await desk.get('/erase');
      expect((await desk.post('/erase', { address: PERSON.phone, confirm: 'yes' })).text).toMatch(/Erased 2 records and \d+ e-mails\./);
      const restored = await restoreBackup(inbox.storage(), file);
      expect(restored.erased).toBeGreaterThanOrEqual(2);
      expect(restored.notDone).toEqual([]);

      expect(await inbox.countRows(order.record.id)).toBe(0);
      expect(await inbox.countRows(message.record.id)).toBe(0);
      expect(await inbox.countRows(other.record.id)).toBe(1);
      const after = await inDatabaseFiles(inbox, HERS);
      if (after) expect(after).toEqual([]);

      // Restoring signed everyone out; she writes again after her erasure, and a later backup keeps that message.
      desk = await signedIn(inbox.url);
      const again = contactMessageDelivery({ firstName: PERSON.first, lastName: PERSON.last, phone: PERSON.phone });
      expect((await deliver(inbox.url, again)).status).toBe(201);
      const later = path.join(folder, 'later.backup');
      await writeBackup(inbox.storage(), later);
      expect((await restoreBackup(inbox.storage(), later)).erased).toBe(0);
      expect(await inbox.countRows(again.record.id)).toBe(1);
      desk = await signedIn(inbox.url);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses a backup file that is cut off, and changes nothing', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-backup-'));
    try {
      const file = path.join(folder, 'inbox.backup');
      await writeBackup(inbox.storage(), file);
      const rows = await inbox.countRows();
      const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
      fs.writeFileSync(file, `${lines.slice(0, -1).join('\n')}\n`);
      await expect(restoreBackup(inbox.storage(), file)).rejects.toThrow('cut off');
      expect(await inbox.countRows()).toBe(rows);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the backup and restore commands', () => {
  it('back up a stopped PGlite folder and restore it, on PGlite and (with DATABASE_URL) into PostgreSQL', async () => {
    const from = await freshPglite();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-backup-'));
    const into = process.env.DATABASE_URL ? [from, await freshPostgres()] : [from];
    try {
      const storage = await openStorage(from.target);
      const { order } = herRecords();
      await storage.sql.query(
        `INSERT INTO deliveries (id, kind, schema_version, record, origin, sent_at, status, contact_name, contact_email, contact_phone)
         VALUES ($1, 'order', 1, $2::json, $3, now(), 'placed', $4, $5, $6)`,
        [order.record.id, JSON.stringify(order.record), SHOP_ORIGIN, FULL_NAME, PERSON.email.toLowerCase(), PERSON.phone],
      );
      await storage.close();
      const file = path.join(folder, 'inbox.backup');
      await expect(backupCommand('backup', from.target, '')).rejects.toThrow('name the file: npm run inbox -- backup FILE');
      expect(await backupCommand('backup', from.target, file)).toBe(
        `inbox: backed up 1 rows to ${file} (staff accounts, sessions and the erasure list stay with the database).`,
      );
      await expect(backupCommand('restore', from.target, path.join(folder, 'none'))).rejects.toThrow('there is no file');
      for (const database of into) {
        expect(await backupCommand('restore', database.target, file)).toBe(
          `inbox: restored 1 rows from ${file}; left out 0 rows of people erased since; everyone is signed out.`,
        );
        const restored = await openStorage(database.target);
        try {
          // The record exactly as the shop sent it, key order included.
          const { rows } = await restored.sql.query<{ record: string }>('SELECT record::text AS record FROM deliveries');
          expect(rows.map((row) => row.record)).toEqual([JSON.stringify(order.record)]);
        } finally {
          await restored.close();
        }
      }
    } finally {
      for (const database of into) await database.remove();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

// On a PostgreSQL role that owns its database but may not checkpoint: the table files are clean all the same.
(process.env.DATABASE_URL ? describe : describe.skip)('erasure as a PostgreSQL role without checkpoint rights', () => {
  const role = `inbox_plain_${process.pid}`;
  // The server's superuser, on its own connection (not an inbox: nothing is migrated there).
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  const admin: { sql: Sql } = {
    sql: { query: async (text, params) => ({ rows: (await client.query(text, params)).rows }), exec: (script) => client.query(script) },
  };
  let inbox: TestInbox;
  beforeAll(async () => {
    await client.connect();
    await admin.sql.exec(`CREATE ROLE ${role} LOGIN`);
    await admin.sql.exec(`CREATE DATABASE ${role} OWNER ${role}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.username = role;
    url.pathname = `/${role}`;
    inbox = await startInbox({ shopOrigin: SHOP_ORIGIN, target: { databaseUrl: url.toString() } });
  });
  afterAll(async () => {
    await inbox?.stop();
    await admin.sql.exec(`DROP DATABASE IF EXISTS ${role} WITH (FORCE)`);
    await admin.sql.exec(`DROP ROLE IF EXISTS ${role}`);
    await client.end();
  });

  it('says the clean-up is not finished, and leaves nothing of the person in the table files', async () => {
    const { order, message } = herRecords();
    for (const delivery of [order, message]) expect((await deliver(inbox.url, delivery)).status).toBe(201);
    const desk = await signedIn(inbox.url);
    await admin.sql.exec('CHECKPOINT');
    const before = await inDatabaseFiles(inbox, [PERSON.email], admin.sql);
    if (before) expect(before.length).toBeGreaterThan(0);

    await desk.get('/erase');
    const done = (await desk.post('/erase', { address: PERSON.email, confirm: 'yes' })).text;
    expect(done).toContain('Erased 2 records and 0 e-mails.');
    expect(done).toMatch(/Not finished: the server refused a checkpoint or a new write-ahead log segment \(.+\)[^<]*Erase the same address again/);
    // The server's own checkpoint, not the inbox's, writes out the other rows; its write-ahead log still holds her (documented).
    await admin.sql.exec('CHECKPOINT');
    const folders = await databaseFolders(inbox, admin.sql);
    if ('dirs' in folders) expect(filesHolding(folders.dirs[0]!, HERS)).toEqual([]);
  });
});
