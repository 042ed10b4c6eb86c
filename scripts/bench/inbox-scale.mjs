// The desk with 100,000 records: how long the list takes to answer (median of 3, the first page, a page deep
// in the keyset, a search), and how far the process's memory grows while it streams all of them as CSV.
// `npm run inbox`'s own build in a child process on 127.0.0.1; the rows are made with one INSERT ... SELECT
// before it starts. Targets: the list under a second; the CSV within 50 MB of the process's memory at its start.
//
// Alone: `node scripts/bench/inbox-scale.mjs [--rows N]`; `npm run bench` runs it with the inbox step.
import fs from 'node:fs';
import { backendLabel, BENCH_STAFF, benchDatabase, eachBackend, runAlone, startChild, stopChild } from './inbox-child.mjs';
import { median } from './stats.mjs';

export const LIST_TARGET_MS = 1000;
export const CSV_MEMORY_TARGET_MB = 50;
const RUNS = 3;

/** `rows` messages, orders and quote requests alike in what the list shows, made by the database itself. */
const FILL = `
INSERT INTO deliveries (id, kind, schema_version, record, origin, sent_at, status, contact_name, contact_email, contact_phone)
SELECT 'MSG-1768473000000-' || lpad(to_hex(g), 9, '0'), 'enquiry', 1,
  json_build_object('id', 'MSG-1768473000000-' || lpad(to_hex(g), 9, '0'), 'submittedAt', '2026-01-15T10:30:00.000Z',
    'source', 'home', 'name', 'Visitor ' || g, 'email', 'visitor' || g || '@example.com', 'phone', '98' || lpad(g::text, 8, '0'),
    'productInterest', 'granite-slabs', 'message', 'Do you ship to Chennai? About 40 slabs for a hotel lobby, message ' || g),
  'http://127.0.0.1:8080', now(), 'received', 'Visitor ' || g, 'visitor' || g || '@example.com', '98' || lpad(g::text, 8, '0')
FROM generate_series(1, $1::int) AS g`;

/** The resident memory of a process, in bytes (Linux). */
function rss(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Signs in as the bench's staff account; returns the Cookie header for later requests. */
async function signIn(url) {
  const form = await fetch(`${url}/sign-in`);
  const cookies = form.headers.getSetCookie().map((line) => line.split(';')[0]);
  const token = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const answer = await fetch(`${url}/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url, cookie: cookies.join('; ') },
    body: new URLSearchParams({ _csrf: token, name: BENCH_STAFF.name, password: BENCH_STAFF.password }).toString(),
  });
  if (answer.status !== 303) throw new Error(`the bench could not sign in: ${answer.status}`);
  return [...cookies, ...answer.headers.getSetCookie().map((line) => line.split(';')[0])].join('; ');
}

/** Milliseconds until the whole page has arrived; median of RUNS. */
async function timePage(url, cookie) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const text = await response.text();
    if (response.status !== 200 || !text.includes('</html>')) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

async function measureOne(backend, rows, progress) {
  const database = await benchDatabase(backend);
  try {
    progress(`scale on ${backend}: making ${rows.toLocaleString('en-US')} records`);
    await database.withStorage((storage) => storage.sql.query(FILL, [rows]));
    const inbox = await startChild(database.env);
    try {
      const cookie = await signIn(inbox.url);
      progress(`scale on ${backend}: timing the list`);
      const first = await timePage(`${inbox.url}/`, cookie);
      const deepSeq = Math.floor(rows / 2);
      const deep = await timePage(`${inbox.url}/?before=${deepSeq}`, cookie);
      const search = await timePage(`${inbox.url}/?q=visitor${Math.floor(rows * 0.9)}%40`, cookie);

      progress(`scale on ${backend}: streaming the CSV`);
      const pid = inbox.child.pid;
      const before = rss(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 20);
      let bytes = 0;
      let lines = 0;
      const started = performance.now();
      try {
        const response = await fetch(`${inbox.url}/export.csv`, { headers: { cookie } });
        for await (const chunk of response.body) {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
        }
      } finally {
        clearInterval(sampler);
      }
      const csvMs = performance.now() - started;
      return { backend, rows, first, deep, search, csvRows: lines - 1, csvBytes: bytes, csvMs, grewMb: (peak - before) / 1024 / 1024 };
    } finally {
      await stopChild(inbox.child);
    }
  } finally {
    await database.remove();
  }
}

export const measureInboxScale = ({ rows = 100_000, progress = () => {} } = {}) => eachBackend((backend) => measureOne(backend, rows, progress));

export const INBOX_SCALE_COLUMNS = [
  { title: 'storage', align: 'left' },
  { title: 'records', align: 'right' },
  { title: 'first page ms', align: 'right' },
  { title: 'a page deep ms', align: 'right' },
  { title: 'search ms', align: 'right' },
  { title: 'CSV rows', align: 'right' },
  { title: 'CSV MB', align: 'right' },
  { title: 'CSV s', align: 'right' },
  { title: 'memory grew MB', align: 'right' },
];

export const inboxScaleRows = (results) =>
  results.map((entry) => [
    backendLabel(entry.backend),
    entry.rows.toLocaleString('en-US'),
    entry.first.toFixed(0),
    entry.deep.toFixed(0),
    entry.search.toFixed(0),
    entry.csvRows.toLocaleString('en-US'),
    (entry.csvBytes / 1024 / 1024).toFixed(1),
    (entry.csvMs / 1000).toFixed(1),
    entry.grewMb.toFixed(1),
  ]);

export function inboxScaleProblems(results) {
  return results.flatMap((entry) => [
    ...['first', 'deep', 'search']
      .filter((key) => entry[key] >= LIST_TARGET_MS)
      .map((key) => `${entry.backend}: the list (${key}) took ${entry[key].toFixed(0)} ms, over ${LIST_TARGET_MS} ms`),
    ...(entry.csvRows !== entry.rows ? [`${entry.backend}: the CSV has ${entry.csvRows} rows for ${entry.rows} records`] : []),
    ...(entry.grewMb > CSV_MEMORY_TARGET_MB ? [`${entry.backend}: memory grew ${entry.grewMb.toFixed(1)} MB during the CSV, over ${CSV_MEMORY_TARGET_MB} MB`] : []),
  ]);
}

await runAlone(import.meta.url, {
  measure: (option) => measureInboxScale({ rows: option('rows', 100_000), progress: (message) => process.stderr.write(`[inbox-scale] ${message}\n`) }),
  columns: INBOX_SCALE_COLUMNS,
  rows: inboxScaleRows,
  problems: inboxScaleProblems,
});
