/**
 * Two inbox processes on one PostgreSQL behind the nginx configuration that
 * scripts/hosting/inbox-nginx.cjs generates, as docs/deploying.md sets them
 * up: a session made through one is good on the other, a restart of one
 * loses nothing, a flood is refused in total (not once per process), and
 * every e-mail goes out once.
 */
import http from 'node:http';
import { startInbox, type TestInbox } from '../support/inbox';
import { backendsUnderTest } from './support/backends';
import { homeEnquiryDelivery, orderDelivery, SHOP_ORIGIN } from './support/deliveries';
import { signedIn } from './support/deskClient';
import { startMailServer, type TestMailServer } from './support/mailServer';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startInboxNginx } = require('../../scripts/hosting/run-nginx.cjs') as typeof import('../../scripts/hosting/run-nginx.cjs');

/** POSTs a delivery from `localAddress` (any 127.x address is this machine's): nginx passes it on as the client's. */
function postFrom(url: string, delivery: { record: { id: string } }, localAddress: string): Promise<number> {
  const body = JSON.stringify(delivery);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/deliveries`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'idempotency-key': delivery.record.id, origin: SHOP_ORIGIN, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const hostOf = (inbox: TestInbox) => new URL(inbox.url).host;

const onPostgres = backendsUnderTest().includes('postgres') ? describe : describe.skip;
onPostgres('two inboxes behind the generated nginx, on one PostgreSQL', () => {
  const OWNER = 'owner@shop.example';
  let mail: TestMailServer;
  let first: TestInbox;
  let second: TestInbox;
  let nginx: { url: string; close(): Promise<void> };
  const stored: string[] = [];

  beforeAll(async () => {
    mail = await startMailServer();
    const settings = {
      shopOrigin: SHOP_ORIGIN,
      trustProxy: ['127.0.0.1'],
      deliveriesPerMinute: 5,
      newRecordsPerMinute: 30,
      mail: { smtpUrl: mail.url, ownerEmail: OWNER },
      mailPollMs: 50,
      // Every arrival its own note here: the digest has its own test.
      digest: { notesPerWindow: 1000, windowSeconds: 600 },
    };
    first = await startInbox({ ...settings, backend: 'postgres' });
    second = await startInbox({ ...settings, target: first.target as { databaseUrl: string } });
    nginx = await startInboxNginx({ upstreams: [hostOf(first), hostOf(second)] });
  });
  afterAll(async () => {
    await nginx?.close();
    await second?.stop();
    await first?.stop();
    await mail?.stop();
  });

  it('keeps a session made through one process good on the other', async () => {
    const desk = await signedIn(nginx.url);
    const pages = [];
    for (let page = 0; page < 6; page += 1) pages.push(await desk.get('/'));
    expect(pages.map((page) => page.status)).toEqual(Array(6).fill(200));
  });

  it('loses nothing while one process restarts', async () => {
    const sent = Array.from({ length: 10 }, () => orderDelivery());
    const restarting = second.restart();
    const statuses = await Promise.all(sent.map((delivery, index) => postFrom(nginx.url, delivery, `127.0.2.${index + 1}`)));
    await restarting;
    expect(statuses).toEqual(Array(10).fill(201));
    stored.push(...sent.map((delivery) => delivery.record.id));
    expect(await first.countRows()).toBe(10);
  });

  it('refuses a flood in total: one address its own limit once, many addresses the ceiling once', async () => {
    const fromOne = Array.from({ length: 10 }, () => homeEnquiryDelivery());
    const one = [];
    for (const delivery of fromOne) one.push(await postFrom(nginx.url, delivery, '127.0.3.1'));
    // Five a minute from one address, whichever process answers.
    expect(one).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    stored.push(...fromOne.slice(0, 5).map((delivery) => delivery.record.id));

    const fromMany = Array.from({ length: 40 }, () => homeEnquiryDelivery());
    const many = await Promise.all(fromMany.map((delivery, index) => postFrom(nginx.url, delivery, `127.0.4.${index + 1}`)));
    // Thirty new records a minute from everyone: fifteen are stored already.
    expect(many.filter((status) => status === 201)).toHaveLength(30 - 15);
    expect(many.filter((status) => status === 429)).toHaveLength(40 - 15);
    stored.push(...fromMany.filter((_, index) => many[index] === 201).map((delivery) => delivery.record.id));
    expect(await first.countRows()).toBe(30);
  });

  it('sends every e-mail once', async () => {
    await mail.waitFor((each) => each.to === OWNER, stored.length);
    for (const id of stored) expect(mail.received.filter((each) => each.text.includes(id))).toHaveLength(1);
    expect(mail.received).toHaveLength(stored.length);
  });
});
