// The flood: one client sends deliveries as fast as it can (autocannon from 127.0.0.1) while a second one
// (from 127.0.0.2, another address on the loopback) sends one real order a second, to `npm run inbox`'s own
// build with e-mail on, into an SMTP server in this process. It reports how much of the flood the rate limit
// refused (429), and that every real order was stored and its owner's e-mail sent.
//
// Alone: `node scripts/bench/inbox-flood.mjs [--seconds N]`; `npm run bench` runs it with the inbox step.
import http from 'node:http';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { backendLabel, benchDatabase, eachBackend, orderFactory, runAlone, SHOP_ORIGIN, startChild, stopChild } from './inbox-child.mjs';

const REAL_CLIENT_ADDRESS = '127.0.0.2';
const MAIL_WAIT_MS = 60_000;
/** The share of the flood that must be refused. */
export const FLOOD_REFUSED_TARGET = 0.95;

/** An SMTP server that keeps the text of every message. */
export async function startMailSink() {
  const messages = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let text = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (text += chunk));
      stream.on('end', () => {
        messages.push(text);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, messages, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** One POST from the real client's own address; resolves with the status and Retry-After. */
function postFrom(url, { id, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/deliveries`,
      {
        method: 'POST',
        localAddress: REAL_CLIENT_ADDRESS,
        headers: { 'content-type': 'application/json', 'idempotency-key': id, origin: SHOP_ORIGIN, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, retryAfter: Number(response.headers['retry-after'] ?? 0) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** One real order a second for `seconds` (to each of `url`'s addresses in turn), each retried after Retry-After on a 429 as the shop does. */
export async function realVisitor(url, seconds) {
  const urls = [url].flat();
  const nextOrder = orderFactory('r');
  const orders = [];
  let retries = 0;
  const started = Date.now();
  for (let index = 0; index < seconds; index += 1) {
    const due = started + index * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    const order = nextOrder();
    const to = urls[index % urls.length];
    let answer = await postFrom(to, order);
    while (answer.status === 429 && retries < 100) {
      retries += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, answer.retryAfter) * 1000));
      answer = await postFrom(to, order);
    }
    orders.push({ id: order.id, status: answer.status });
  }
  return { orders, retries };
}

/**
 * autocannon sending a new order each time, as fast as `connections` allow; `forwardedFor(serial)` names
 * each request's client in X-Forwarded-For (for an inbox that trusts 127.0.0.1 as its proxy).
 */
export function flood(url, { connections, seconds, prefix = 'f', forwardedFor = null }) {
  const nextOrder = orderFactory(prefix);
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
          const client = forwardedFor ? { 'x-forwarded-for': forwardedFor(serial) } : {};
          return { ...request, body, headers: { 'content-type': 'application/json', 'idempotency-key': id, origin: SHOP_ORIGIN, ...client } };
        },
      },
    ],
  });
}

export async function until(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return check();
}

async function measureOne(backend, { seconds, connections }, progress) {
  const database = await benchDatabase(backend);
  const mail = await startMailSink();
  try {
    progress(`flood on ${backend}: starting`);
    const inbox = await startChild({ ...database.env, SMTP_URL: mail.url, OWNER_EMAIL: 'owner@bench.example' });
    let floodResult;
    let real;
    try {
      progress(`flood on ${backend}: ${connections} connections as fast as they can, one real order a second, for ${seconds} s`);
      [floodResult, real] = await Promise.all([flood(inbox.url, { connections, seconds }), realVisitor(inbox.url, seconds)]);
      progress(`flood on ${backend}: waiting for the real orders' e-mails`);
      const mentioned = (id) => mail.messages.some((text) => text.includes(id));
      await until(() => real.orders.every((order) => mentioned(order.id)), MAIL_WAIT_MS);
    } finally {
      await stopChild(inbox.child);
    }
    const realIds = real.orders.map((order) => order.id);
    const { stored, realStored } = await database.withStorage(async (storage) => ({
      stored: await storage.count(),
      realStored: (await Promise.all(realIds.map((id) => storage.count(id)))).reduce((sum, n) => sum + n, 0),
    }));
    const sent = floodResult.requests.sent ?? floodResult.requests.total;
    return {
      backend,
      floodSent: sent,
      floodRefused: floodResult.statusCodeStats?.['429']?.count ?? 0,
      floodStored: stored - realStored,
      floodErrors: floodResult.errors + floodResult.timeouts,
      realSent: realIds.length,
      realRetries: real.retries,
      realStored,
      realMailed: realIds.filter((id) => mail.messages.some((text) => text.includes(id))).length,
    };
  } finally {
    await mail.stop();
    await database.remove();
  }
}

export const measureInboxFlood = ({ seconds = 10, connections = 10, progress = () => {} } = {}) =>
  eachBackend((backend) => measureOne(backend, { seconds, connections }, progress));

export const INBOX_FLOOD_COLUMNS = [
  { title: 'storage', align: 'left' },
  { title: 'flood sent', align: 'right' },
  { title: 'refused 429', align: 'right' },
  { title: 'flood stored', align: 'right' },
  { title: 'real orders', align: 'right' },
  { title: 'real retried', align: 'right' },
  { title: 'real stored', align: 'right' },
  { title: 'real mailed', align: 'right' },
];

export const percent = (part, whole) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : 'n/a');

export const inboxFloodRows = (results) =>
  results.map((entry) => [
    backendLabel(entry.backend),
    entry.floodSent.toLocaleString('en-US'),
    `${entry.floodRefused.toLocaleString('en-US')} (${percent(entry.floodRefused, entry.floodSent)})`,
    entry.floodStored.toLocaleString('en-US'),
    entry.realSent,
    entry.realRetries,
    entry.realStored,
    entry.realMailed,
  ]);

/** Less than 95% of the flood refused, or a real order not stored or not mailed, is a failure. */
export function inboxFloodProblems(results) {
  return results.flatMap((entry) => [
    ...(entry.floodRefused < FLOOD_REFUSED_TARGET * entry.floodSent
      ? [`${entry.backend}: only ${percent(entry.floodRefused, entry.floodSent)} of the flood refused (target ${FLOOD_REFUSED_TARGET * 100}%)`]
      : []),
    ...(entry.realStored < entry.realSent ? [`${entry.backend}: ${entry.realSent - entry.realStored} real orders not stored`] : []),
    ...(entry.realMailed < entry.realSent ? [`${entry.backend}: ${entry.realSent - entry.realMailed} real orders not mailed`] : []),
  ]);
}

await runAlone(import.meta.url, {
  measure: (option) => measureInboxFlood({ seconds: option('seconds', 10), progress: (message) => process.stderr.write(`[inbox-flood] ${message}\n`) }),
  columns: INBOX_FLOOD_COLUMNS,
  rows: inboxFloodRows,
  problems: inboxFloodProblems,
});
