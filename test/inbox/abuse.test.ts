/**
 * Abuse stays out, real visitors get through: deliveries are limited per
 * client address (429 with Retry-After, which the shop retries), the address
 * behind one trusted reverse proxy is its client's, and a delivery whose
 * honeypot is filled is stored as spam, answered 201 like any other.
 */
import { DELIVERIES_PER_MINUTE } from '../../inbox/deliveriesRoute';
import { startInbox, type TestInbox } from '../support/inbox';
import { contactMessageDelivery, deliver, homeEnquiryDelivery, orderDelivery, quoteDelivery, SHOP_ORIGIN } from './support/deliveries';
import { signedIn } from './support/deskClient';

describe('the rate limit on /deliveries', () => {
  let inbox: TestInbox;
  afterEach(async () => {
    await inbox?.stop();
  });

  it('lets a real visitor through: an order, a quote and a message a minute are far below it', async () => {
    expect(DELIVERIES_PER_MINUTE).toBeGreaterThanOrEqual(3 * 10);
    inbox = await startInbox({ shopOrigin: SHOP_ORIGIN });
    for (const delivery of [orderDelivery(), quoteDelivery(), contactMessageDelivery()]) {
      const answer = await deliver(inbox.url, delivery);
      expect(answer.status).toBe(201);
      expect(Number(answer.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(DELIVERIES_PER_MINUTE - 10);
    }
  });

  it('answers 429 with Retry-After once one address sends too many, and stores none of those', async () => {
    inbox = await startInbox({ shopOrigin: SHOP_ORIGIN, deliveriesPerMinute: 5 });
    const sent = Array.from({ length: 8 }, () => homeEnquiryDelivery());
    const answers = [];
    for (const delivery of sent) answers.push(await deliver(inbox.url, delivery));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = answers[5]!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // The shop's page reads the wait: the header is exposed to its origin.
    expect(refused.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    expect(refused.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i);
    expect(await refused.json()).toEqual({ error: 'too-many-requests', reason: expect.stringContaining('too many deliveries') });
    for (const delivery of sent.slice(5)) expect(await inbox.countRows(delivery.record.id)).toBe(0);
    // The desk is not limited by it.
    expect((await (await signedIn(inbox.url)).get('/')).status).toBe(200);
  });

  it('counts each client behind a trusted reverse proxy apart, and believes X-Forwarded-For from nobody else', async () => {
    inbox = await startInbox({ shopOrigin: SHOP_ORIGIN, deliveriesPerMinute: 2, trustProxy: ['127.0.0.1'] });
    const from = (client: string) => deliver(inbox.url, quoteDelivery(), { 'X-Forwarded-For': client });
    expect([(await from('203.0.113.7')).status, (await from('203.0.113.7')).status, (await from('203.0.113.7')).status]).toEqual([201, 201, 429]);
    expect((await from('198.51.100.4')).status).toBe(201);
    await inbox.stop();

    // Without TRUST_PROXY the header is the sender's own claim: every request counts for the connection's address.
    inbox = await startInbox({ shopOrigin: SHOP_ORIGIN, deliveriesPerMinute: 2 });
    const claims = await Promise.all(['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((client) => from(client)));
    expect(claims.map((answer) => answer.status).sort()).toEqual([201, 201, 429]);
  });
});

describe('the honeypot', () => {
  it('stores a delivery with the trap filled as spam, answers 201, and keeps it out of the list but in the CSV', async () => {
    const inbox = await startInbox({ shopOrigin: SHOP_ORIGIN });
    try {
      const spam = { ...orderDelivery(), honeypot: 'http://cheap.example' };
      const answer = await deliver(inbox.url, spam);
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ status: 'stored', id: spam.record.id });
      expect(await inbox.countRows(spam.record.id)).toBe(1);
      const desk = await signedIn(inbox.url);
      expect((await desk.get('/')).text).not.toContain(spam.record.id);
      expect((await desk.get(`/?q=${spam.record.id}`)).text).not.toContain(`/records/${spam.record.id}`);
      expect((await desk.get(`/records/${spam.record.id}`)).status).toBe(404);
      const csv = (await desk.get('/export.csv')).text;
      expect(csv.split('\r\n').find((row) => row.includes(spam.record.id))).toContain('"spam"');
      // A repeat is a duplicate, as for anyone.
      expect((await deliver(inbox.url, spam)).status).toBe(200);
    } finally {
      await inbox.stop();
    }
  });
});
