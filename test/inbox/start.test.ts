/**
 * Starting the inbox: `npm run inbox`'s own entry refuses to start without a
 * staff account and says how to add one, `add-staff` adds one, the settings
 * are read as documented, the storage migrates once, and one PGlite data
 * folder serves one inbox at a time.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, DEFAULT_HOST, DEFAULT_PORT, readConfig } from '../../inbox/config';
import { REPO_ROOT } from '../../inbox/paths';
import { addStaff } from '../../inbox/staff';
import { openStorage } from '../../inbox/storage';
import { freshPglite, freshPostgres } from '../support/inbox';
import { backendsUnderTest } from './support/backends';
import { SHOP_ORIGIN } from './support/deliveries';
import { DeskClient, signedIn } from './support/deskClient';
import { startMailServer } from './support/mailServer';

interface RunOptions {
  args?: string[];
  /** Written to its standard input, which is then closed. */
  input?: string;
  /** Once its output matches this, `whenReady` runs and the process is sent SIGTERM. */
  readyWhen?: RegExp;
  whenReady?: (output: string) => Promise<void>;
}

const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * Compiles the inbox as `npm run inbox` does, into .inbox-build/, once for the file: the tests
 * start it a dozen times, and compiling it on each start (ts-node) cost more than the start
 * itself. Types are checked by `npm run typecheck`, so this only emits (--noCheck).
 */
beforeAll(() => {
  // TypeScript 7's compiler (docs/decisions/0023); its package exports no paths, hence the file's own.
  const tsc = path.join(REPO_ROOT, 'node_modules/@typescript/native/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', path.join(REPO_ROOT, 'inbox/tsconfig.json'), '--noCheck'], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
  });
}, 120_000);

/** The compiled inbox/main.ts, as `npm run inbox` runs it, with `env` only. */
const mainProcess = (env: NodeJS.ProcessEnv, args: string[] = []) =>
  spawn(process.execPath, [path.join(REPO_ROOT, '.inbox-build/inbox/main.js'), ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });

/** The inbox started and left running; `listening` resolves once it says where. */
function spawnMain(env: NodeJS.ProcessEnv) {
  const child = mainProcess(env);
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (LISTENING.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => reject(new Error(`the inbox exited (${code}) before listening: ${output}`)));
  });
  return { child, listening };
}

/** Runs inbox/main.ts with `env` only; resolves with its exit and output. */
function runMain(env: NodeJS.ProcessEnv, { args = [], input = '', readyWhen, whenReady }: RunOptions = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = mainProcess(env, args);
    child.stdin.end(input);
    let output = '';
    let ready = false;
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (readyWhen && !ready && readyWhen.test(output)) {
        ready = true;
        (whenReady?.(output) ?? Promise.resolve()).catch(reject).finally(() => child.kill('SIGTERM'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('starting the inbox', () => {
  it('refuses to start without a staff account, says how to add one, and starts once one is added', async () => {
    const folder = await freshPglite();
    const env = { SHOP_ORIGIN, INBOX_DATA_DIR: folder.target.dataDir, PORT: '0' };
    try {
      const refused = await runMain(env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('inbox: not started. There is no staff account yet');
      expect(refused.output).toContain('npm run inbox -- add-staff NAME');
      expect(refused.output).not.toContain('listening');

      const short = await runMain(env, { args: ['add-staff', 'Ravi'], input: 'short\n' });
      expect(short.code).toBe(1);
      expect(short.output).toContain('at least 10 characters');

      const added = await runMain(env, { args: ['add-staff', 'Ravi', 'Teja'], input: 'a long enough password\n' });
      expect(added.output).toContain('staff account "Ravi Teja" is ready');
      expect(added.code).toBe(0);

      const started = await runMain(env, {
        readyWhen: /listening on (http:\/\/127\.0\.0\.1:\d+)/,
        async whenReady(output) {
          const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1]!;
          const desk = await signedIn(url).catch(() => null);
          expect(desk).toBeNull();
          expect((await new DeskClient(url).signIn('Ravi Teja', 'a long enough password')).status).toBe(303);
        },
      });
      expect(started.output).toContain('e-mail is off (SMTP_URL is not set): nobody is notified');
      expect(started.code).toBe(0);

      const removed = await runMain(env, { args: ['remove-staff', 'Ravi', 'Teja'] });
      expect(removed.output).toContain('staff account "Ravi Teja" removed and signed out everywhere');
      expect((await runMain(env)).output).toContain('There is no staff account yet');
    } finally {
      await folder.remove();
    }
    // Six starts of the entry point: a minute is not enough on a busy machine.
  }, 300_000);

  it('needs the shop origin, and takes it only as an origin', () => {
    expect(() => readConfig({})).toThrow(/^SHOP_ORIGIN is not set/);
    expect(() => readConfig({ SHOP_ORIGIN: 'https://shop.example/checkout' })).toThrow(ConfigError);
    expect(() => readConfig({ SHOP_ORIGIN: 'shop.example' })).toThrow(ConfigError);
    expect(() => readConfig({ SHOP_ORIGIN, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => readConfig({ SHOP_ORIGIN, TRUST_PROXY: 'my proxy' })).toThrow(/^TRUST_PROXY/);
    expect(() => readConfig({ SHOP_ORIGIN, SMTP_URL: 'mail.example.com' })).toThrow(/^SMTP_URL/);
    expect(() => readConfig({ SHOP_ORIGIN, OWNER_EMAIL: 'owner' })).toThrow(/^OWNER_EMAIL/);
    expect(() => readConfig({ SHOP_ORIGIN, INBOX_URL: 'https://desk.example/inbox' })).toThrow(/^INBOX_URL/);
    expect(() => readConfig({ SHOP_ORIGIN, NEW_RECORDS_PER_MINUTE: 'lots' })).toThrow(/^NEW_RECORDS_PER_MINUTE/);
    expect(() => readConfig({ SHOP_ORIGIN, NEW_RECORDS_PER_MINUTE: '0' })).toThrow(/^NEW_RECORDS_PER_MINUTE/);
  });

  it('listens on 127.0.0.1:8787 with PGlite in .inbox-data and no e-mail unless told otherwise', () => {
    expect(readConfig({ SHOP_ORIGIN: 'https://Shop.Example:443/' })).toEqual({
      shopOrigins: ['https://shop.example'],
      host: DEFAULT_HOST,
      port: DEFAULT_PORT,
      storage: { dataDir: path.join(REPO_ROOT, '.inbox-data') },
      publicUrl: null,
      trustProxy: [],
      mail: { smtpUrl: null, ownerEmail: null, from: 'inbox@localhost' },
      newRecordsPerMinute: 300,
    });
    expect(DEFAULT_HOST).toBe('127.0.0.1');
    expect(
      readConfig({
        SHOP_ORIGIN: `${SHOP_ORIGIN}, https://host.example`,
        HOST: '0.0.0.0',
        PORT: '9000',
        DATABASE_URL: 'postgres://inbox@db.internal/inbox',
        INBOX_DATA_DIR: '/ignored/with/a/database/url',
        INBOX_URL: 'https://desk.example.com/',
        TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
        SMTP_URL: 'smtps://desk:secret@smtp.example.com:465',
        OWNER_EMAIL: 'owner@shop.example',
        NEW_RECORDS_PER_MINUTE: '1200',
      }),
    ).toEqual({
      shopOrigins: [SHOP_ORIGIN, 'https://host.example'],
      host: '0.0.0.0',
      port: 9000,
      storage: { databaseUrl: 'postgres://inbox@db.internal/inbox' },
      publicUrl: 'https://desk.example.com',
      trustProxy: ['127.0.0.1', '10.0.0.0/8'],
      mail: { smtpUrl: 'smtps://desk:secret@smtp.example.com:465', ownerEmail: 'owner@shop.example', from: 'owner@shop.example' },
      newRecordsPerMinute: 1200,
    });
  });

  it('opens a migrated folder without migrating it again, and lets one inbox at a time use it', async () => {
    // The copy was migrated when the template was made: running 001 again would fail ("deliveries" exists).
    const folder = await freshPglite();
    const { dataDir } = folder.target;
    try {
      const first = await openStorage({ dataDir });
      await expect(openStorage({ dataDir })).rejects.toThrow(/is already open in this process/);
      await first.close();

      // A lock left by a process that is gone is taken over.
      fs.writeFileSync(path.join(dataDir, 'inbox.lock'), '999999999');
      const again = await openStorage({ dataDir });
      expect(await again.count()).toBe(0);
      await again.close();
      expect(fs.existsSync(path.join(dataDir, 'inbox.lock'))).toBe(false);
    } finally {
      await folder.remove();
    }
  });

  const onPostgres = backendsUnderTest().includes('postgres') ? it : it.skip;
  it('starts at once after a SIGKILL, waiting for the killed one, sends the mail it held, and takes staff commands while it runs', async () => {
    const folder = await freshPglite();
    const { dataDir } = folder.target;
    const mail = await startMailServer();
    const env = { SHOP_ORIGIN, INBOX_DATA_DIR: dataDir, PORT: '0' };
    try {
      // A mail the killed inbox was sending: claimed by it, for longer than the test lasts.
      const storage = await openStorage({ dataDir });
      await addStaff(storage.sql, 'Ravi Teja', 'a long enough password');
      await addStaff(storage.sql, 'Leaving Soon', 'a long enough password');
      await storage.sql.query(
        "INSERT INTO mail_outbox (to_address, subject, body, attempts, claimed_until) VALUES ('owner@shop.example', 'Caught by the kill', 'Sent again.', 1, now() + interval '1 hour')",
      );
      await storage.close();

      const killed = spawnMain(env);
      await killed.listening;
      killed.child.kill('SIGKILL');
      // At once, not after the killed one is gone.
      const restarted = await runMain(
        { ...env, SMTP_URL: mail.url, OWNER_EMAIL: 'owner@shop.example' },
        {
          readyWhen: LISTENING,
          async whenReady() {
            expect((await mail.waitFor((each) => each.subject === 'Caught by the kill'))[0]!.text).toContain('Sent again.');
            const removed = await runMain(env, { args: ['remove-staff', 'Leaving', 'Soon'] });
            expect(removed.output).toContain('staff account "Leaving Soon" removed and signed out everywhere (through the running inbox)');
            expect(removed.code).toBe(0);
            const added = await runMain(env, { args: ['add-staff', 'New Hand'], input: 'another long password\n' });
            expect(added.output).toContain('staff account "New Hand" is ready (through the running inbox)');
            const unknown = await runMain(env, { args: ['remove-staff', 'Nobody'] });
            expect(unknown.output).toContain('there is no staff account "Nobody"');
            expect(unknown.code).toBe(1);
          },
        },
      );
      expect(restarted.output).toContain('listening on');
      expect(restarted.code).toBe(0);
      const after = await openStorage({ dataDir });
      const { rows } = await after.sql.query<{ name: string }>('SELECT name FROM staff ORDER BY name');
      await after.close();
      expect(rows.map((row) => row.name)).toEqual(['New Hand', 'Ravi Teja']);
      expect(mail.received.filter((each) => each.subject === 'Caught by the kill')).toHaveLength(1);
    } finally {
      await mail.stop();
      await folder.remove();
    }
  }, 300_000);

  onPostgres('migrates a new PostgreSQL database once when two inboxes start together', async () => {
    const database = await freshPostgres();
    try {
      const both = await Promise.all([openStorage(database.target), openStorage(database.target)]);
      expect(await Promise.all(both.map((storage) => storage.count()))).toEqual([0, 0]);
      await Promise.all(both.map((storage) => storage.close()));
    } finally {
      await database.remove();
    }
  });
});
