// The inbox under load: how many deliveries a second it accepts from 50 concurrent senders,
// and their latency (p50, p99), measured with autocannon against `npm run inbox`'s own build
// in a child process on 127.0.0.1. PGlite in a temporary folder; PostgreSQL too when
// DATABASE_URL names a server (in a throw-away database on it). Every delivery is a new
// order, so each one is a real insert; afterwards the rows are counted against the 2xx
// answers, so nothing accepted went missing.
//
// Alone: `node scripts/bench/inbox-load.mjs [--seconds N] [--connections N]`; `npm run bench`
// runs it as one of its steps (measureInboxLoad).
import autocannon from 'autocannon';
import { backendLabel, benchDatabase, eachBackend, orderFactory, runAlone, SHOP_ORIGIN, startChild, stopChild } from './inbox-child.mjs';

/**
 * Every request as from a visitor of its own, behind a reverse proxy on this machine (TRUST_PROXY=127.0.0.1):
 * the limit per address is for one client's flood (inbox-flood.mjs), not for the shop's visitors together.
 */
const visitorAddress = (serial) => `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`;

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
          const { id, body, serial } = nextOrder();
          const headers = { 'content-type': 'application/json', 'idempotency-key': id, origin: SHOP_ORIGIN, 'x-forwarded-for': visitorAddress(serial) };
          return { ...request, body, headers };
        },
      },
    ],
  });
}

async function measureOne(backend, options, progress) {
  const database = await benchDatabase(backend);
  try {
    progress(`inbox on ${backend}: starting`);
    const inbox = await startChild({ ...database.env, TRUST_PROXY: '127.0.0.1' });
    let result;
    try {
      progress(`inbox on ${backend}: ${options.connections} senders for ${options.seconds} s`);
      result = await fire(inbox.url, options);
    } finally {
      await stopChild(inbox.child);
    }
    const stored = await database.withStorage((storage) => storage.count());
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
    await database.remove();
  }
}

/** Runs the load on each backend in turn; one entry per backend. */
export const measureInboxLoad = ({ connections = 50, seconds = 10, progress = () => {} } = {}) =>
  eachBackend((backend) => measureOne(backend, { connections, seconds }, progress));

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
    backendLabel(entry.backend),
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

let aloneConnections = 50;
await runAlone(import.meta.url, {
  measure: (option) => {
    aloneConnections = option('connections', 50);
    return measureInboxLoad({ connections: aloneConnections, seconds: option('seconds', 10), progress: (message) => process.stderr.write(`[inbox-load] ${message}\n`) });
  },
  columns: INBOX_LOAD_COLUMNS,
  rows: inboxLoadRows,
  problems: (results) => inboxLoadProblems(results, aloneConnections),
});
