/**
 * The inbox's deliveries over HTTP, on PGlite and (with DATABASE_URL) on a real
 * PostgreSQL server: what it stores, what it refuses, who may read it, and
 * that a restart keeps everything.
 */
import { startInbox, type TestInbox } from '../support/inbox';
import { backendsUnderTest } from './support/backends';
import {
  contactMessageDelivery,
  deliver,
  homeEnquiryDelivery,
  orderDelivery,
  quoteDelivery,
  SHOP_ORIGIN,
} from './support/deliveries';
import { DeskClient, signedIn } from './support/deskClient';

const FOREIGN_ORIGIN = 'https://attacker.example';
/** 20 characters: fits the shortest free-text field (pincode). */
const MARKUP = '<script>x()</script>';
const ESCAPED = '&#60;script&#62;x()&#60;/script&#62;';

const recordPage = (inbox: TestInbox, id: string) => signedIn(inbox.url).then((desk) => desk.get(`/records/${id}`));

describe.each(backendsUnderTest())('the inbox on %s', (backend) => {
  let inbox: TestInbox;
  beforeAll(async () => {
    inbox = await startInbox({ shopOrigin: SHOP_ORIGIN, backend });
  });
  afterAll(async () => {
    await inbox?.stop();
  });

  it('stores an order, a quote and an enquiry once each, exactly as sent, and lists them newest first', async () => {
    const sent = [orderDelivery(), quoteDelivery(), homeEnquiryDelivery(), contactMessageDelivery(), orderDelivery()];
    for (const delivery of sent) {
      const response = await deliver(inbox.url, delivery);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ status: 'stored', id: delivery.record.id });
      expect(await inbox.countRows(delivery.record.id)).toBe(1);
    }
    const stored = await inbox.deliveries();
    for (const delivery of sent) {
      expect(stored).toContainEqual({ ...delivery, receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
    }
    // Key order too: the record is kept as text, as the shop wrote it.
    expect(JSON.stringify(stored.find((row) => row.record.id === sent[0]!.record.id)?.record)).toBe(JSON.stringify(sent[0]!.record));

    const html = (await (await signedIn(inbox.url)).get('/')).text;
    const [first, , , , latest] = sent.map((delivery) => html.indexOf(delivery.record.id));
    expect(first).toBeGreaterThan(0);
    expect(latest).toBeGreaterThan(0);
    expect(latest).toBeLessThan(first!);
    for (const delivery of sent) expect(html).toContain(delivery.record.id);
    expect((await recordPage(inbox, sent[1]!.record.id)).text).toContain('Kitchen counters');
    expect((await recordPage(inbox, sent[3]!.record.id)).text).toContain('A hotel lobby in Nellore, about 4,000 sq ft.');
  });

  it('takes a repeated delivery as a success and stores nothing more', async () => {
    const delivery = quoteDelivery();
    expect((await deliver(inbox.url, delivery)).status).toBe(201);
    const again = await deliver(inbox.url, delivery);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'duplicate', id: delivery.record.id });
    expect(await inbox.countRows(delivery.record.id)).toBe(1);
  });

  it('stores one row when twenty deliveries of one record race', async () => {
    const delivery = orderDelivery();
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(inbox.url, delivery)));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(bodies.filter((body) => body.status === 'stored')).toHaveLength(1);
    expect(await inbox.countRows(delivery.record.id)).toBe(1);
  });

  it('refuses malformed, oversized and invalid bodies with a reason, keeps running and loses nothing', async () => {
    const kept = orderDelivery();
    expect((await deliver(inbox.url, kept)).status).toBe(201);
    const rowsBefore = await inbox.countRows();
    const big = JSON.stringify({ ...homeEnquiryDelivery(), padding: 'x'.repeat(70_000) });
    const withCvv = orderDelivery();
    Object.assign(withCvv.record.shippingAddress as object, { cvv: '123' });
    const chunked = () =>
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < 70; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
          controller.close();
        },
      });

    const cases: Array<[string, () => Promise<Response>, number, string]> = [
      ['malformed JSON', () => deliver(inbox.url, '{"kind": "order",'), 400, 'malformed-json'],
      ['an empty body', () => deliver(inbox.url, ''), 400, 'malformed-json'],
      ['a __proto__ key', () => deliver(inbox.url, '{"__proto__": {"admin": true}}'), 400, 'malformed-json'],
      ['more than 64 KB', () => deliver(inbox.url, big), 413, 'too-large'],
      [
        'more than 64 KB without a length',
        () =>
          fetch(`${inbox.url}/deliveries`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'x' },
            body: chunked(),
            duplex: 'half',
          } as RequestInit),
        413,
        'too-large',
      ],
      ['text/plain', () => deliver(inbox.url, JSON.stringify(orderDelivery()), { 'Content-Type': 'text/plain' }), 415, 'unsupported-media-type'],
      ['a payment field', () => deliver(inbox.url, withCvv), 422, 'invalid-delivery'],
      ['an unknown kind', () => deliver(inbox.url, { ...orderDelivery(), kind: 'invoice' }), 422, 'invalid-delivery'],
      ['a list instead of a document', () => deliver(inbox.url, '[1, 2, 3]'), 422, 'invalid-delivery'],
      ['a number too large for JSON', () => deliver(inbox.url, JSON.stringify(orderDelivery()).replace('"totalAmount":4290', '"totalAmount":1e400')), 422, 'invalid-delivery'],
      ['nesting 20,000 deep', () => deliver(inbox.url, `${'['.repeat(20_000)}${']'.repeat(20_000)}`), 422, 'invalid-delivery'],
      ['no Idempotency-Key', () => deliver(inbox.url, orderDelivery(), { 'Idempotency-Key': '' }), 400, 'missing-idempotency-key'],
      ['another Idempotency-Key', () => deliver(inbox.url, orderDelivery(), { 'Idempotency-Key': kept.record.id }), 400, 'idempotency-key-mismatch'],
    ];
    for (const [name, send, status, error] of cases) {
      const response = await send();
      const body = await response.json();
      expect({ name, status: response.status, error: body.error }).toEqual({ name, status, error });
      expect(body.reason).toEqual(expect.any(String));
    }
    const cvvReason = (await (await deliver(inbox.url, withCvv)).json()).reason;
    expect(cvvReason).toBe('/record/shippingAddress must not have the property "cvv"');

    expect(await inbox.countRows()).toBe(rowsBefore);
    expect(await inbox.countRows(kept.record.id)).toBe(1);
    const after = homeEnquiryDelivery();
    expect((await deliver(inbox.url, after)).status).toBe(201);
  });

  it('shows markup in every free-text field as text, and exports cells no spreadsheet runs', async () => {
    const hostile = [
      orderDelivery({ name: MARKUP, fullName: MARKUP, address: MARKUP, city: MARKUP, state: MARKUP, pincode: MARKUP, phone: MARKUP }),
      quoteDelivery({ fullName: MARKUP, company: MARKUP, projectLocation: MARKUP, description: MARKUP, budget: MARKUP }),
      homeEnquiryDelivery({ name: MARKUP, phone: MARKUP, message: MARKUP }),
      contactMessageDelivery({ firstName: '=HYPERLINK("https://attacker.example")', lastName: MARKUP, phone: MARKUP, message: MARKUP }),
    ];
    for (const delivery of hostile) expect((await deliver(inbox.url, delivery)).status).toBe(201);

    const desk = await signedIn(inbox.url);
    const list = await desk.get('/');
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(list.text).not.toContain('<script');
    expect(list.text.split(ESCAPED).length - 1).toBeGreaterThanOrEqual(3);
    const expected = [7, 5, 3, 3];
    for (const [index, delivery] of hostile.entries()) {
      const { text } = await desk.get(`/records/${delivery.record.id}`);
      expect(text).not.toContain('<script');
      expect(text.split(ESCAPED).length - 1).toBeGreaterThanOrEqual(expected[index]!);
    }

    const csv = (await desk.get('/export.csv')).text;
    expect(csv).toContain('"\'=HYPERLINK(""https://attacker.example"") ');
    const cells = csv.split(/"(?:[^"]|"")*"/).join('');
    expect(cells.replace(/[,\r\n\uFEFF]/g, '')).toBe('');
    expect(csv).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it('sends a stranger to sign in, and refuses a wrong password', async () => {
    for (const path of ['/', '/export.csv', '/erase', `/records/${quoteDelivery().record.id}`]) {
      const none = await fetch(`${inbox.url}${path}`, { redirect: 'manual' });
      expect(none.status).toBe(303);
      expect(none.headers.get('location')).toBe('/sign-in');
    }
    const stranger = new DeskClient(inbox.url);
    expect((await stranger.signIn('Lakshmi', 'wrong password')).status).toBe(401);
    expect((await stranger.signIn('Nobody', 'correct horse battery staple')).status).toBe(401);
    expect((await stranger.get('/')).status).toBe(303);
    expect((await stranger.signIn()).status).toBe(303);
    expect((await stranger.get('/')).status).toBe(200);
  });

  it("answers CORS for the shop's origin only", async () => {
    const preflight = (origin: string) =>
      fetch(`${inbox.url}/deliveries`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key' },
      });
    const shop = await preflight(SHOP_ORIGIN);
    expect(shop.status).toBe(204);
    expect(shop.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    expect(shop.headers.get('access-control-allow-headers')).toBe('Content-Type, Idempotency-Key, Record-Keys');
    expect(shop.headers.get('access-control-allow-methods')).toBe('GET, POST');

    const foreign = await preflight(FOREIGN_ORIGIN);
    expect(foreign.status).toBe(404);
    expect([...foreign.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);

    const delivery = quoteDelivery();
    const refused = await deliver(inbox.url, delivery, { Origin: FOREIGN_ORIGIN });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'foreign-origin', reason: expect.stringContaining(FOREIGN_ORIGIN) });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(await inbox.countRows(delivery.record.id)).toBe(0);

    const accepted = await deliver(inbox.url, delivery);
    expect(accepted.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    // The page is the owner's, not the shop's: no CORS there, for anyone.
    const desk = await signedIn(inbox.url);
    const pageFromShop = await desk.request('/', { headers: { Origin: SHOP_ORIGIN } });
    expect(pageFromShop.status).toBe(200);
    expect(pageFromShop.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps everything through a restart on the same data', async () => {
    const delivery = contactMessageDelivery();
    expect((await deliver(inbox.url, delivery)).status).toBe(201);
    const before = await inbox.deliveries();
    await inbox.restart();
    expect(await inbox.deliveries()).toEqual(before);
    expect((await deliver(inbox.url, delivery)).status).toBe(200);
    expect((await (await signedIn(inbox.url)).get('/')).text).toContain(delivery.record.id);
  });

  it('answers 500 while the database refuses, and stores the same record on the next try', async () => {
    const delivery = orderDelivery();
    inbox.failNextDeliveries(2);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const failed = await deliver(inbox.url, delivery);
      expect(failed.status).toBe(500);
      expect((await failed.json()).error).toBe('server-error');
    }
    expect((await deliver(inbox.url, delivery)).status).toBe(201);
    expect(await inbox.countRows(delivery.record.id)).toBe(1);
  });
});
