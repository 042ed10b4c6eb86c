// The server under load: requests per second and p99 latency for a mix of
// pages, route chunks and pictures, 100 concurrent connections, measured with
// autocannon against `npm start`'s server and against nginx with the build's
// generated server block, each in a process of its own, one after the other.
// Both get `Accept-Encoding: gzip` (nginx has the .gz files, not the .br ones).
//
// Alone: `node scripts/bench/server-load.mjs [--root dist] [--duration 10]`
// (after `npm run build`); `npm run bench` runs it on its own build, and
// `npm run bench -- --only server` runs only this.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const { hostingDirOf } = require('../build-output.cjs');
const { startNginx } = require('../hosting/run-nginx.cjs');

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONNECTIONS = 100;

/** Every prerendered page that answers 200, every route chunk and every picture, in an order that mixes them. */
function requestMix(root) {
  const { pages } = JSON.parse(fs.readFileSync(path.join(hostingDirOf(root), 'prerendered.json'), 'utf8'));
  const pagePaths = pages.filter((page) => page.status === 200 && !page.path.includes('*')).map((page) => page.path);
  const files = (folder, pattern) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true })
      .map(String)
      .filter((name) => pattern.test(name))
      .map((name) => `/${folder}/${name.split(path.sep).join('/')}`);
  const chunks = files('chunks', /\.js$/);
  const pictures = files('images', /\.(svg|png|webp)$/);
  const mix = [];
  for (let index = 0; index < Math.max(pagePaths.length, chunks.length, pictures.length); index += 1) {
    for (const list of [pagePaths, chunks, pictures]) if (list.length > 0) mix.push(list[index % list.length]);
  }
  return { mix, counts: { pages: pagePaths.length, chunks: chunks.length, pictures: pictures.length } };
}

/** `npm start`'s server in a child process (the load generator must not share its thread). */
function startNodeServer(root) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repo, 'scripts/serve.mjs'), '--root', root, '--host', '127.0.0.1', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /running at (http:\/\/\S+?) /.exec(out)?.[1];
      if (url) resolve({ url, close: () => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))) });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
  });
}

async function load(url, mix, duration) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { 'accept-encoding': 'gzip' },
    requests: mix.map((requestPath) => ({ method: 'GET', path: requestPath })),
  });
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx + result.resets,
    detail: `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, resets ${result.resets}`,
  };
}

/** Measures both servers on the build in `root`; resolves to { rows, note, failures }. */
export async function measureServerLoad({ root, duration = 10, progress = () => {} }) {
  const { mix, counts } = requestMix(root);
  const results = {};
  for (const [label, start] of [
    ['npm start (sirv)', () => startNodeServer(root)],
    ['nginx (generated config)', () => startNginx({ root })],
  ]) {
    progress(`server load: ${label}, ${CONNECTIONS} connections for ${duration} s`);
    const server = await start();
    try {
      results[label] = await load(server.url, mix, duration);
    } finally {
      await server.close();
    }
  }
  const [node, nginx] = Object.values(results);
  const rows = Object.entries(results).map(([label, result]) => [
    label,
    Math.round(result.perSecond).toLocaleString('en-US'),
    `${result.p99} ms`,
    result.requests.toLocaleString('en-US'),
    result.detail,
  ]);
  rows.push(['npm start / nginx', `${(node.perSecond / nginx.perSecond).toFixed(2)}x`, `${(node.p99 / nginx.p99).toFixed(2)}x`, '', '']);
  const failures = Object.entries(results).filter(([, result]) => result.failed > 0).map(([label, result]) => `${label}: ${result.detail}`);
  const note =
    `autocannon, ${CONNECTIONS} connections, ${duration} s each, HTTP/1.1 keep-alive, Accept-Encoding: gzip; a mix of ` +
    `${counts.pages} pages, ${counts.chunks} route chunks and ${counts.pictures} pictures, in turn.`;
  return { rows, note, failures };
}

export const SERVER_LOAD_COLUMNS = [
  { title: 'server', align: 'left' },
  { title: 'requests/s', align: 'right' },
  { title: 'p99 latency', align: 'right' },
  { title: 'requests', align: 'right' },
  { title: 'failed', align: 'left' },
];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { textTable } = await import('./table.mjs');
  const argv = process.argv.slice(2);
  const option = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
  const root = path.resolve(repo, option('root', 'dist'));
  const { rows, note, failures } = await measureServerLoad({
    root,
    duration: Number(option('duration', 10)),
    progress: (message) => process.stderr.write(`${message}\n`),
  });
  console.log(`\nServer under load (${path.relative(repo, root) || root})\n${note}\n\n${textTable(SERVER_LOAD_COLUMNS, rows)}`);
  if (failures.length > 0) {
    console.error(`\nRequests failed or connections dropped: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}
