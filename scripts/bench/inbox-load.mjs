// The inbox under load: how many deliveries a second it accepts from 50 concurrent senders,
// and their latency (p50, p99), measured with autocannon against `npm run inbox`'s own build
// in a child process on 127.0.0.1. PGlite in a temporary folder; PostgreSQL too when
// DATABASE_URL names a server (in a throw-away database on it). Every delivery is a new
// order, so each one is a real insert; afterwards the rows are counted against the 2xx
// answers, so nothing accepted went missing.
//
// Alone: `node scripts/bench/inbox-load.mjs [--seconds N] [--connections N]`; `npm run bench`
// runs it as one of its steps (measureInboxLoad).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const build = path.join(root, '.inbox-build');
const SHOP_ORIGIN = 'http://127.0.0.1:8080';
const PASSWORD = 'bench-only-password';
const START_TIMEOUT_MS = 120_000;

/** `npm run inbox`'s compile step. */
function compileInbox() {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'inbox/tsconfig.json')], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`compiling the inbox failed:\n${result.stdout}${result.stderr}`);
}

/** Starts .inbox-build/main.js with `env`; resolves once it says where it listens. */
function startChild(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(build, 'main.js')], {
      cwd: root,
      env: { ...process.env, INBOX_PASSWORD: PASSWORD, SHOP_ORIGIN, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
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

function stopChild(child) {
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
function orderFactory() {
  const started = Date.now();
  let serial = 0;
  return () => {
    serial += 1;
    const id = `ORD-${started}-${serial.toString(36).padStart(9, '0')}`;
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
    return { id, body };
  };
}

function fire(url, { connections, seconds }) {
  const nextOrder = orderFactory();
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/deliveries',
        setupRequest(request) {
          const { id, body } = nextOrder();
          return { ...request, body, headers: { 'content-type': 'application/json', 'idempotency-key': id, origin: SHOP_ORIGIN } };
        },
      },
    ],
  });
}

async function measureOne(backend, options, progress) {
  const { openStorage } = require(path.join(build, 'storage.js'));
  const { createScratchDatabase } = require(path.join(build, 'scratchDatabase.js'));
  const dataDir = backend === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-bench-')) : undefined;
  // Never into a real inbox: a database of its own on the DATABASE_URL server.
  const database = backend === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL, 'inbox_bench') : undefined;
  const target = dataDir ? { dataDir } : { databaseUrl: database.url };
  try {
    progress(`inbox on ${backend}: starting`);
    const inbox = await startChild(dataDir ? { INBOX_DATA_DIR: dataDir, DATABASE_URL: '' } : { DATABASE_URL: database.url });
    let result;
    try {
      progress(`inbox on ${backend}: ${options.connections} senders for ${options.seconds} s`);
      result = await fire(inbox.url, options);
    } finally {
      await stopChild(inbox.child);
    }
    const storage = await openStorage(target);
    const stored = await storage.count();
    await storage.close();
    return {
      backend,
      accepted: result['2xx'],
      perSecond: result['2xx'] / (result.duration || options.seconds),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      refused: result.non2xx,
      errors: result.errors + result.timeouts,
      stored,
    };
  } finally {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** Runs the load on each backend in turn; one entry per backend. */
export async function measureInboxLoad({ connections = 50, seconds = 10, progress = () => {} } = {}) {
  compileInbox();
  const backends = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const results = [];
  for (const backend of backends) results.push(await measureOne(backend, { connections, seconds }, progress));
  return results;
}

export const INBOX_LOAD_COLUMNS = [
  { title: 'storage', align: 'left' },
  { title: 'accepted', align: 'right' },
  { title: 'per second', align: 'right' },
  { title: 'p50 ms', align: 'right' },
  { title: 'p99 ms', align: 'right' },
  { title: 'max ms', align: 'right' },
  { title: 'refused', align: 'right' },
  { title: 'errors', align: 'right' },
  { title: 'rows stored', align: 'right' },
];

export const inboxLoadRows = (results) =>
  results.map((entry) => [
    entry.backend === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL (DATABASE_URL)',
    entry.accepted.toLocaleString('en-US'),
    entry.perSecond.toFixed(0),
    entry.p50.toFixed(0),
    entry.p99.toFixed(0),
    entry.max.toFixed(0),
    entry.refused,
    entry.errors,
    entry.stored.toLocaleString('en-US'),
  ]);

/**
 * Anything accepted but not stored, or refused, is a failure, not a figure. A few more rows
 * than answers are expected: deliveries still in flight when the time ran out were stored,
 * but autocannon no longer counts their answers (at most one per sender).
 */
export function inboxLoadProblems(results, connections) {
  return results.flatMap((entry) => [
    ...(entry.stored < entry.accepted || entry.stored > entry.accepted + connections
      ? [`${entry.backend}: ${entry.accepted} accepted but ${entry.stored} rows stored`]
      : []),
    ...(entry.refused + entry.errors > 0 ? [`${entry.backend}: ${entry.refused} refused, ${entry.errors} errors or time-outs`] : []),
  ]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { textTable } = await import('./table.mjs');
  const argv = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? Number(argv[index + 1]) || fallback : fallback;
  };
  const connections = option('connections', 50);
  const results = await measureInboxLoad({
    connections,
    seconds: option('seconds', 10),
    progress: (message) => process.stderr.write(`[inbox-load] ${message}\n`),
  });
  console.log(textTable(INBOX_LOAD_COLUMNS, inboxLoadRows(results)));
  const problems = inboxLoadProblems(results, connections);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}
