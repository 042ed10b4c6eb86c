// `npm run inbox`'s build in a child process for the benchmark: compiled as `npm run inbox` compiles it,
// started on 127.0.0.1 with a database of its own (PGlite in a temporary folder, or a throw-away database on
// the DATABASE_URL server) that already has a staff account, and stopped with SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const build = path.join(root, '.inbox-build/inbox');
export const SHOP_ORIGIN = 'http://127.0.0.1:8080';
export const BENCH_STAFF = { name: 'Bench', password: 'bench-only-password' };
const START_TIMEOUT_MS = 120_000;

/** `npm run inbox`'s compile step. */
export function compileInbox() {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'inbox/tsconfig.json')], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`compiling the inbox failed:\n${result.stdout}${result.stderr}`);
}

/** A module of the compiled inbox, e.g. inboxModule('storage'). */
export const inboxModule = (name) => require(path.join(build, `${name}.js`));

/**
 * A new database for one measurement, with the bench's staff account: `target` for openStorage, `env` for
 * the child, `remove()` afterwards. Never a real inbox's database.
 */
export async function benchDatabase(backend) {
  const { openStorage } = inboxModule('storage');
  const { createScratchDatabase } = inboxModule('scratchDatabase');
  const { addStaff } = inboxModule('staff');
  const dataDir = backend === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-bench-')) : undefined;
  const database = backend === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL, 'inbox_bench') : undefined;
  const target = dataDir ? { dataDir } : { databaseUrl: database.url };
  const storage = await openStorage(target);
  try {
    await addStaff(storage.sql, BENCH_STAFF.name, BENCH_STAFF.password);
  } finally {
    await storage.close();
  }
  return {
    target,
    env: dataDir ? { INBOX_DATA_DIR: dataDir, DATABASE_URL: '' } : { DATABASE_URL: database.url },
    async withStorage(work) {
      const opened = await openStorage(target);
      try {
        return await work(opened);
      } finally {
        await opened.close();
      }
    },
    async remove() {
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

/** Starts .inbox-build/inbox/main.js with `env`; resolves once it says where it listens. */
export function startChild(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(build, 'main.js')], {
      cwd: root,
      env: { ...process.env, SHOP_ORIGIN, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', SMTP_URL: '', OWNER_EMAIL: '', TRUST_PROXY: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the inbox did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], child, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the inbox exited (${code}) before listening:\n${output}`));
    });
  });
}

export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}

/** An order as the shop stores it, with a new id each time (ORD-<ms>-<9 lower-case letters or digits>). */
export function orderFactory(prefix = '') {
  const started = Date.now();
  let serial = 0;
  return () => {
    serial += 1;
    const id = `ORD-${started}-${(prefix + serial.toString(36)).padStart(9, '0')}`;
    const body = JSON.stringify({
      kind: 'order',
      schemaVersion: 1,
      record: {
        id,
        items: [{ id: 2, name: 'Kuppum Black', image: 'images/products/2-1.svg', pricing: { small: 1000, big: 1300 }, unit: 'per CBM', quantity: 3, size: 'big', totalPrice: 3900 }],
        totalAmount: 4290,
        shippingAddress: { fullName: 'Asha Rao', address: '1 Temple Street', city: 'Tirupati', state: 'Andhra Pradesh', pincode: '517501', phone: '9876543210' },
        paymentMethod: 'credit-card',
        orderDate: new Date().toISOString(),
        status: 'placed',
      },
      origin: SHOP_ORIGIN,
      sentAt: new Date().toISOString(),
    });
    return { id, body, serial };
  };
}

export const backendsToMeasure = () => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);
export const backendLabel = (backend) => (backend === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL (DATABASE_URL)');

/** Compiles the inbox, then runs `measureOne(backend)` on each backend in turn; one entry per backend. */
export async function eachBackend(measureOne) {
  compileInbox();
  const results = [];
  for (const backend of backendsToMeasure()) results.push(await measureOne(backend));
  return results;
}

/**
 * A measurement run alone (`node scripts/bench/<file>.mjs [--name N]`) when `moduleUrl` is the script Node
 * started: `measure(option)` with `option(name, fallback)` reading the command line, then its table, and
 * its problems on stderr with exit code 1.
 */
export async function runAlone(moduleUrl, { measure, columns, rows, problems }) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const { textTable } = await import('./table.mjs');
  const argv = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? Number(argv[index + 1]) || fallback : fallback;
  };
  const results = await measure(option);
  console.log(textTable(columns, rows(results)));
  const found = problems(results);
  if (found.length > 0) {
    console.error(found.join('\n'));
    process.exitCode = 1;
  }
}
