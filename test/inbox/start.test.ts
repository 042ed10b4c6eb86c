/**
 * Starting the inbox: `npm run inbox`'s own entry refuses to start without a
 * password, the settings are read as documented, the storage migrates once,
 * and one PGlite data folder serves one inbox at a time.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, DEFAULT_HOST, DEFAULT_PORT, readConfig } from '../../inbox/config';
import { REPO_ROOT } from '../../inbox/paths';
import { openStorage } from '../../inbox/storage';
import { freshPglite, freshPostgres } from '../support/inbox';
import { backendsUnderTest } from './support/backends';
import { PASSWORD, SHOP_ORIGIN } from './support/deliveries';

/** Runs inbox/main.ts as `npm run inbox` runs its build, with `env` only; resolves with its exit and output. */
function runMain(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', path.join(REPO_ROOT, 'inbox/main.ts')], {
      cwd: REPO_ROOT,
      // The inbox's own tsconfig (Node, CommonJS), as `npm run inbox` compiles it.
      env: { PATH: process.env.PATH, TS_NODE_PROJECT: path.join(REPO_ROOT, 'inbox/tsconfig.json'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('starting the inbox', () => {
  it('refuses to start without a password, and says how to give one', async () => {
    const { code, output } = await runMain({ SHOP_ORIGIN });
    expect(code).toBe(1);
    expect(output).toContain('inbox: not started. INBOX_PASSWORD is not set. The inbox has no default password');
    expect(output).not.toContain('listening');
    for (const blank of ['', '   ']) {
      expect(() => readConfig({ SHOP_ORIGIN, INBOX_PASSWORD: blank })).toThrow(/^INBOX_PASSWORD is not set/);
    }
  });

  it('needs the shop origin, and takes it only as an origin', () => {
    expect(() => readConfig({ INBOX_PASSWORD: PASSWORD })).toThrow(/^SHOP_ORIGIN is not set/);
    expect(() => readConfig({ INBOX_PASSWORD: PASSWORD, SHOP_ORIGIN: 'https://shop.example/checkout' })).toThrow(ConfigError);
    expect(() => readConfig({ INBOX_PASSWORD: PASSWORD, SHOP_ORIGIN: 'shop.example' })).toThrow(ConfigError);
    expect(() => readConfig({ INBOX_PASSWORD: PASSWORD, SHOP_ORIGIN, PORT: 'eighty' })).toThrow(ConfigError);
  });

  it('listens on 127.0.0.1:8787 with PGlite in .inbox-data unless told otherwise', () => {
    expect(readConfig({ INBOX_PASSWORD: PASSWORD, SHOP_ORIGIN: 'https://Shop.Example:443/' })).toEqual({
      password: PASSWORD,
      shopOrigins: ['https://shop.example'],
      host: DEFAULT_HOST,
      port: DEFAULT_PORT,
      storage: { dataDir: path.join(REPO_ROOT, '.inbox-data') },
    });
    expect(DEFAULT_HOST).toBe('127.0.0.1');
    expect(
      readConfig({
        INBOX_PASSWORD: PASSWORD,
        SHOP_ORIGIN: `${SHOP_ORIGIN}, https://host.example`,
        HOST: '0.0.0.0',
        PORT: '9000',
        DATABASE_URL: 'postgres://inbox@db.internal/inbox',
        INBOX_DATA_DIR: '/ignored/with/a/database/url',
      }),
    ).toEqual({
      password: PASSWORD,
      shopOrigins: [SHOP_ORIGIN, 'https://host.example'],
      host: '0.0.0.0',
      port: 9000,
      storage: { databaseUrl: 'postgres://inbox@db.internal/inbox' },
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
