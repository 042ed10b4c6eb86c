// Several inboxes: three processes of `npm run inbox`'s build on one PostgreSQL (DATABASE_URL), with e-mail
// on into an SMTP server in the bench. A flood from many addresses (autocannon from 127.0.0.1, each request
// with its own X-Forwarded-For, believed because TRUST_PROXY names 127.0.0.1) goes to all three at once,
// beside a real visitor on 127.0.0.2 who sends one order a second to each process in turn and retries a 429
// after Retry-After, as the shop does. It reports how much of the flood was refused, how many records were
// stored (at most NEW_RECORDS_PER_MINUTE a minute from all processes together), and that every stored record
// is in exactly one e-mail (its own note, or the owner's digest) and no e-mail went out twice.
//
// Alone: `node scripts/bench/inbox-several.mjs [--seconds N]`; `npm run bench` runs it with the inbox step.
import { benchDatabase, compileInbox, runAlone, startChild, stopChild } from './inbox-child.mjs';
import { flood, percent, realVisitor, startMailSink, until } from './inbox-flood.mjs';

export const PROCESSES = 3;
/** The default ceiling on new records a minute (inbox/newRecordCeiling.ts). */
const CEILING = 300;

/** Record ids named in more than one of the e-mails received. */
function mentionedTwice(messages) {
  const seen = new Map();
  for (const text of messages) for (const id of new Set(text.match(/ORD-\d+-[0-9a-z]{9}/g) ?? [])) seen.set(id, (seen.get(id) ?? 0) + 1);
  return [...seen.values()].filter((count) => count > 1).length;
}

export async function measureInboxSeveral({ seconds = 10, connections = 12, progress = () => {} } = {}) {
  if (!process.env.DATABASE_URL) return [];
  compileInbox();
  const database = await benchDatabase('postgres');
  const mail = await startMailSink();
  const inboxes = [];
  try {
    progress(`several: starting ${PROCESSES} inboxes on one PostgreSQL`);
    for (let index = 0; index < PROCESSES; index += 1) {
      inboxes.push(await startChild({ ...database.env, SMTP_URL: mail.url, OWNER_EMAIL: 'owner@bench.example', TRUST_PROXY: '127.0.0.1' }));
    }
    const urls = inboxes.map((inbox) => inbox.url);
    progress(`several: a flood from many addresses to all ${PROCESSES}, one real order a second, for ${seconds} s`);
    const [floods, real] = await Promise.all([
      Promise.all(
        urls.map((url, index) =>
          flood(url, { connections: Math.ceil(connections / PROCESSES), seconds, prefix: 'abc'[index], forwardedFor: (serial) => `10.${index}.${(serial >> 8) & 255}.${serial & 255}` }),
        ),
      ),
      realVisitor(urls, seconds),
    ]);
    progress('several: waiting for the real orders to be mailed');
    await until(() => mail.messages.length >= Math.min(real.orders.length, 10), 60_000);
    const results = await database.withStorage(async (storage) => {
      const one = async (text, params = []) => (await storage.sql.query(text, params)).rows[0].n;
      return {
        stored: await one('SELECT count(*)::int AS n FROM deliveries'),
        busiestMinute: await one(`SELECT coalesce(max((SELECT count(*) FROM deliveries o WHERE o.received_at > d.received_at - interval '60 seconds'
          AND o.received_at <= d.received_at)), 0)::int AS n FROM deliveries d`),
        notInOneMail: await one('SELECT count(*)::int AS n FROM deliveries d WHERE (SELECT count(*) FROM mail_outbox m WHERE strpos(m.body, d.id) > 0) <> 1'),
        realStored: await one('SELECT count(*)::int AS n FROM deliveries WHERE id = ANY($1::text[])', [real.orders.map((order) => order.id)]),
      };
    });
    const sent = floods.reduce((sum, result) => sum + (result.requests.sent ?? result.requests.total), 0);
    const refused = floods.reduce((sum, result) => sum + (result.statusCodeStats?.['429']?.count ?? 0), 0);
    return [
      {
        processes: PROCESSES,
        floodSent: sent,
        floodRefused: refused,
        ...results,
        realSent: real.orders.length,
        realRetries: real.retries,
        mailsSent: mail.messages.length,
        mailedTwice: mentionedTwice(mail.messages),
      },
    ];
  } finally {
    for (const inbox of inboxes) await stopChild(inbox.child);
    await mail.stop();
    await database.remove();
  }
}

export const INBOX_SEVERAL_COLUMNS = [
  { title: 'processes', align: 'right' },
  { title: 'flood sent', align: 'right' },
  { title: 'refused 429', align: 'right' },
  { title: 'stored', align: 'right' },
  { title: 'most in a minute', align: 'right' },
  { title: 'real stored', align: 'right' },
  { title: 'real retried', align: 'right' },
  { title: 'e-mails sent', align: 'right' },
  { title: 'records not in exactly one e-mail', align: 'right' },
];

export const inboxSeveralRows = (results) =>
  results.map((entry) => [
    entry.processes,
    entry.floodSent.toLocaleString('en-US'),
    `${entry.floodRefused.toLocaleString('en-US')} (${percent(entry.floodRefused, entry.floodSent)})`,
    entry.stored.toLocaleString('en-US'),
    entry.busiestMinute,
    `${entry.realStored} of ${entry.realSent}`,
    entry.realRetries,
    entry.mailsSent,
    entry.notInOneMail,
  ]);

export function inboxSeveralProblems(results) {
  return results.flatMap((entry) => [
    ...(entry.busiestMinute > CEILING ? [`several: ${entry.busiestMinute} records stored within a minute, over the ceiling of ${CEILING}`] : []),
    ...(entry.realStored < entry.realSent ? [`several: ${entry.realSent - entry.realStored} real orders not stored`] : []),
    ...(entry.notInOneMail > 0 ? [`several: ${entry.notInOneMail} records not in exactly one e-mail`] : []),
    ...(entry.mailedTwice > 0 ? [`several: ${entry.mailedTwice} e-mails sent twice`] : []),
  ]);
}

await runAlone(import.meta.url, {
  measure: (option) => measureInboxSeveral({ seconds: option('seconds', 10), progress: (message) => process.stderr.write(`[inbox-several] ${message}\n`) }),
  columns: INBOX_SEVERAL_COLUMNS,
  rows: inboxSeveralRows,
  problems: inboxSeveralProblems,
});
