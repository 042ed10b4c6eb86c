/**
 * A flood from many addresses: each address is within its own limit, so the
 * ceiling on new records from everyone together is what holds. Past it, new
 * records get 429 with Retry-After (the shop retries them) while repeats of
 * stored ones still get their 200; the owner gets one digest instead of a
 * mail each; and no client address is kept.
 */
import { NEW_RECORDS_PER_MINUTE } from '../../inbox/newRecordCeiling';
import { startInbox, type TestInbox } from '../support/inbox';
import { backendsUnderTest } from './support/backends';
import { deliver, homeEnquiryDelivery, orderDelivery, SHOP_ORIGIN } from './support/deliveries';
import { startMailServer } from './support/mailServer';

/** Sends every delivery, `at` a time, each from its own address behind the trusted proxy. */
async function sendAll(url: string, deliveries: readonly { record: { id: string } }[], at = 25): Promise<Response[]> {
  const answers: Response[] = [];
  for (let start = 0; start < deliveries.length; start += at) {
    const batch = deliveries.slice(start, start + at);
    answers.push(
      ...(await Promise.all(batch.map((delivery, index) => deliver(url, delivery, { 'X-Forwarded-For': `10.${(start + index) >> 8 & 255}.${(start + index) & 255}.7` })))),
    );
  }
  return answers;
}

/** The most rows stored within any sixty seconds (each row's own minute, counted back from it). */
async function busiestMinute(inbox: TestInbox): Promise<number> {
  const { rows } = await inbox.storage().sql.query<{ n: number | null }>(
    `SELECT max((SELECT count(*) FROM deliveries other WHERE other.received_at > one.received_at - interval '60 seconds'
       AND other.received_at <= one.received_at))::int AS n FROM deliveries one`,
  );
  return rows[0]!.n ?? 0;
}

describe.each(backendsUnderTest())('a flood from many addresses on %s', (backend) => {
  it(`stores at most ${NEW_RECORDS_PER_MINUTE} new records a minute by default, and answers the rest 429 with Retry-After`, async () => {
    const inbox = await startInbox({ shopOrigin: SHOP_ORIGIN, backend, trustProxy: ['127.0.0.1'] });
    try {
      const flood = Array.from({ length: 2000 }, () => homeEnquiryDelivery());
      const answers = await sendAll(inbox.url, flood);
      const statuses = answers.map((answer) => answer.status);
      const stored = statuses.filter((status) => status === 201).length;
      expect(stored + statuses.filter((status) => status === 429).length).toBe(2000);
      expect(stored).toBeGreaterThan(0);
      expect(await inbox.countRows()).toBe(stored);
      expect(await busiestMinute(inbox)).toBeLessThanOrEqual(NEW_RECORDS_PER_MINUTE);
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await refused.json()).toEqual({ error: 'too-many-requests', reason: expect.stringContaining('new records a minute') });

      // A repeat of a stored record is still answered 200: the shop must hear it is stored.
      const first = flood[statuses.indexOf(201)]!;
      expect((await deliver(inbox.url, first, { 'X-Forwarded-For': '10.99.0.1' })).status).toBe(200);
      // No client address is kept: the per-address counts are keyed hashes.
      const { rows } = await inbox.storage().sql.query<{ bucket: string }>('SELECT bucket FROM rate_counts');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((row) => /10\.\d+\.\d+\.7/.test(row.bucket))).toBe(false);
    } finally {
      await inbox.stop();
    }
    // Two thousand requests on a busy machine: the ceiling is checked in the data, never against the clock.
  }, 900_000);

  it('holds a lower ceiling exactly, and lets records in again once the minute has passed', async () => {
    const inbox = await startInbox({ shopOrigin: SHOP_ORIGIN, backend, trustProxy: ['127.0.0.1'], newRecordsPerMinute: 20 });
    try {
      const answers = await sendAll(inbox.url, Array.from({ length: 200 }, () => orderDelivery()));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(180);
      // The minute passes.
      await inbox.storage().sql.query("UPDATE deliveries SET received_at = received_at - interval '61 seconds'");
      expect((await deliver(inbox.url, orderDelivery(), { 'X-Forwarded-For': '10.98.0.1' })).status).toBe(201);
    } finally {
      await inbox.stop();
    }
  }, 300_000);

  it("gives the owner one digest for a flood, not a mail each, and names nobody in it", async () => {
    const mail = await startMailServer();
    const inbox = await startInbox({
      shopOrigin: SHOP_ORIGIN,
      backend,
      trustProxy: ['127.0.0.1'],
      mail: { smtpUrl: mail.url, ownerEmail: 'owner@shop.example' },
      mailPollMs: 50,
      digest: { notesPerWindow: 3, windowSeconds: 600 },
    });
    try {
      const flood = Array.from({ length: 12 }, () => homeEnquiryDelivery({ name: 'Flood Sender' }));
      expect((await sendAll(inbox.url, flood, 1)).map((answer) => answer.status)).toEqual(flood.map(() => 201));
      await mail.waitFor(() => true, 3);
      const sql = inbox.storage().sql;
      const { rows } = await sql.query<{ digest_of: number | null }>('SELECT digest_of FROM mail_outbox ORDER BY id');
      expect(rows.map((row) => row.digest_of)).toEqual([null, null, null, 9]);
      // The digest waits for its window to end; time passes.
      await sql.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE digest_of IS NOT NULL');
      const [digest] = await mail.waitFor((each) => each.subject.includes('at the desk'));
      expect(digest!.subject).toBe('9 new orders, quote requests and messages at the desk');
      for (const delivery of flood.slice(3)) expect(digest!.text).toContain(`message ${delivery.record.id}: ${inbox.url}/records/${delivery.record.id}`);
      expect(digest!.text).not.toContain('Flood Sender');
      expect(mail.received).toHaveLength(4);
    } finally {
      await inbox.stop();
      await mail.stop();
    }
  }, 300_000);
});
