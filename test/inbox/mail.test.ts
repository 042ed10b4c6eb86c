/**
 * E-mail from the desk, read by a real SMTP server in this process: the owner
 * hears of each arrival, the visitor gets the quote's prices and the news of a
 * shipment, a mail server that is down loses nothing, and two inboxes on one
 * PostgreSQL send each mail once. Without SMTP_URL the desk says nobody is told.
 */
import { startInbox, TEST_STAFF, type TestInbox } from '../support/inbox';
import { backendsUnderTest } from './support/backends';
import { deliver, homeEnquiryDelivery, orderDelivery, quoteDelivery, SHOP_ORIGIN } from './support/deliveries';
import { signedIn, type DeskClient } from './support/deskClient';
import { startMailServer, type ReceivedMail, type TestMailServer } from './support/mailServer';

const OWNER = 'owner@shop.example';
/** What no mail may carry: payment details, or even the method's name. */
const PAYMENT_WORDS = /card|cvv|expiry|ifsc|account number|net-banking|net banking|payment/i;

const mentioning = (text: string) => (mail: ReceivedMail) => mail.text.includes(text);

/** A delivery made just now (the fixtures' fixed dates would be flagged as far from the arrival). */
function now<T extends { kind: string; record: Record<string, unknown> }>(delivery: T): T {
  const field = { order: 'orderDate', quote: 'submissionDate', enquiry: 'submittedAt' }[delivery.kind]!;
  delivery.record[field] = new Date().toISOString();
  return delivery;
}

/** Resolves once every queued mail is marked sent. */
async function allSent(inbox: TestInbox, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await inbox.storage().sql.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL');
    if (rows[0]!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0]!.n} mails still unsent`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.each(backendsUnderTest())('e-mail from the desk on %s', (backend) => {
  let mail: TestMailServer;
  let inbox: TestInbox;
  let desk: DeskClient;
  beforeAll(async () => {
    mail = await startMailServer();
    inbox = await startInbox({ shopOrigin: SHOP_ORIGIN, backend, mail: { smtpUrl: mail.url, ownerEmail: OWNER, from: 'desk@shop.example' }, mailPollMs: 100 });
    desk = await signedIn(inbox.url);
  });
  afterAll(async () => {
    await inbox?.stop();
    await mail?.stop();
  });

  const move = async (id: string, fields: Record<string, string>) => {
    await desk.get(`/records/${id}`);
    return desk.post(`/records/${id}/status`, fields);
  };

  it('tells the owner of a quote request, then e-mails the visitor the quote staff send, with its two price lines', async () => {
    const quote = now(quoteDelivery());
    const { id } = quote.record;
    expect((await deliver(inbox.url, quote)).status).toBe(201);

    const [owner] = await mail.waitFor(mentioning(id));
    // Reply in the owner's mail program reaches the visitor.
    expect(owner).toMatchObject({ to: OWNER, from: 'desk@shop.example', replyTo: 'asha@example.com', subject: 'New quote request from Asha Rao' });
    expect(owner!.text).toContain('From: Asha Rao');
    expect(owner!.text).toContain('E-mail: asha@example.com');
    expect(owner!.text).toContain('Phone: 9876543210');
    expect(owner!.text).toContain('Description: Kitchen counters');
    expect(owner!.text).toContain(`Open it: ${inbox.url}/records/${id}`);

    expect((await move(id, { to: 'reviewed' })).status).toBe(303);
    const sent = await move(id, { to: 'quoted', line1: 'Kuppum Black slabs, 120 sq ft', amount1: '1,56,000', line2: 'Installation', amount2: '24000', note: 'Prices include cutting.' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/records/${id}?changed=quoted&mailed=1`);

    const [visitor] = await mail.waitFor((each) => each.to === 'asha@example.com' && each.text.includes(id));
    expect(visitor!.subject).toBe(`Your quote ${id} from Sri Balaji Granites & Marbles`);
    expect(visitor!.text).toContain('- Kuppum Black slabs, 120 sq ft: ₹1,56,000.00\n- Installation: ₹24,000.00\nTotal: ₹1,80,000.00');
    expect(visitor!.text).toMatch(/This quote is valid until \d{1,2} \w+ \d{4}\./);
    expect(visitor!.text).toContain('Prices include cutting.');
    for (const each of [owner!, visitor!]) expect(`${each.subject}\n${each.text}`).not.toMatch(PAYMENT_WORDS);

    // The SMTP server has the mail a moment before the sender marks it sent.
    await allSent(inbox);
    const page = (await desk.get(`/records/${id}`)).text;
    expect(page).toMatch(new RegExp(`${TEST_STAFF.name} moved it from pending to reviewed\\..*${TEST_STAFF.name} moved it from reviewed to quoted\\.`, 's'));
    expect(page).toMatch(/To asha@example.com: "Your quote .*": sent \d{4}-/);
  });

  it('tells the owner of an order with its total and what to check, and nothing of its payment', async () => {
    const order = now(orderDelivery());
    order.record.totalAmount = 1;
    expect((await deliver(inbox.url, order)).status).toBe(201);
    const [owner] = await mail.waitFor(mentioning(order.record.id));
    expect(owner!.subject).toBe('[check] New order from Asha Rao (₹1.00)');
    // An order without an e-mail address has nobody to reply to but the sender.
    expect(owner!.replyTo).toBe('');
    expect(owner!.text).toContain('- Kuppum Black (big) x 3: ₹3,900.00');
    expect(owner!.text).toContain('Check before answering:\n- Total: sent ₹1.00, catalogue ₹4,290.00 (with shipping and tax)');
    expect(`${owner!.subject}\n${owner!.text}`).not.toMatch(PAYMENT_WORDS);
  });

  it('e-mails the visitor when an order that carries their address ships, with carrier and tracking, and says so beforehand', async () => {
    const order = now(orderDelivery({ email: 'padma@example.com' }));
    const { id } = order.record;
    expect((await deliver(inbox.url, order)).status).toBe(201);
    const [owner] = await mail.waitFor(mentioning(id));
    expect(owner!.text).toContain('E-mail: padma@example.com');
    expect((await desk.get(`/records/${id}`)).text).toContain('<dt>When it ships</dt><dd>The visitor will be e-mailed at padma@example.com.</dd>');
    await move(id, { to: 'processing' });
    expect((await desk.get(`/records/${id}`)).text).toContain('The visitor is e-mailed that it shipped at padma@example.com.');

    const shipped = await move(id, { to: 'shipped', carrier: 'VRL Logistics', tracking: 'LR 4471', note: 'Two crates; please be on site.' });
    expect(shipped.headers.get('location')).toBe(`/records/${id}?changed=shipped&mailed=1`);
    const [visitor] = await mail.waitFor((each) => each.to === 'padma@example.com');
    expect(visitor!.subject).toBe(`Your order ${id} has been shipped`);
    expect(visitor!.text).toContain(`Dear Asha Rao,\n\nYour order ${id} has been shipped.\nCarrier: VRL Logistics\nTracking: LR 4471\n\nTwo crates; please be on site.`);
    for (const each of [owner!, visitor!]) expect(`${each.subject}\n${each.text}`).not.toMatch(PAYMENT_WORDS);
    expect((await desk.get(`/records/${id}`)).text).toMatch(/To padma@example.com: "Your order .* has been shipped": (sent|not sent yet)/);
  });

  it('e-mails nobody when an order without an address ships, and says so beforehand', async () => {
    const order = now(orderDelivery());
    const { id } = order.record;
    expect((await deliver(inbox.url, order)).status).toBe(201);
    expect((await desk.get(`/records/${id}`)).text).toContain(
      '<dt>When it ships</dt><dd>The visitor will not be e-mailed: no e-mail address was given at checkout. Phone them.</dd>',
    );
    await move(id, { to: 'processing' });
    expect((await desk.get(`/records/${id}`)).text).toContain('This record has no usable e-mail address: the visitor is not e-mailed that it shipped; phone them.');
    const shipped = await move(id, { to: 'shipped', carrier: 'VRL Logistics' });
    expect(shipped.headers.get('location')).toBe(`/records/${id}?changed=shipped`);
    // A mail is queued with the change itself: once every queued mail is out, none can follow.
    await allSent(inbox);
    const { rows } = await inbox.storage().sql.query<{ to: string }>('SELECT to_address AS "to" FROM mail_outbox WHERE record_id = $1', [id]);
    expect(rows).toEqual([{ to: OWNER }]);
    expect(mail.received.filter((each) => each.subject.includes('has been shipped') && each.text.includes(id))).toEqual([]);
    // Shipped: the question is settled, and the page no longer asks it.
    expect((await desk.get(`/records/${id}`)).text).not.toContain('When it ships');
  });

  it('keeps a mail while the mail server is down, tries again later, and sends it once it is back', async () => {
    mail.refusing = true;
    const message = homeEnquiryDelivery({ message: 'Do you deliver to Nellore?' });
    const { id } = message.record;
    expect((await deliver(inbox.url, message)).status).toBe(201);
    const sql = inbox.storage().sql;
    // Wait for the refusal to be recorded (a positive signal: the outbox row's last error).
    for (let tries = 0; ; tries += 1) {
      const { rows } = await sql.query<{ last_error: string | null }>('SELECT last_error FROM mail_outbox WHERE record_id = $1', [id]);
      if (rows[0]?.last_error) break;
      if (tries > 2000) throw new Error('the refusal was never recorded');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const waiting = (await desk.get('/')).text;
    expect(waiting).toMatch(/1 e-mails wait to be sent; they are tried again\. The mail server&#39;s last answer: .*Mail service is down/);
    expect((await desk.get(`/records/${id}`)).text).toMatch(/not sent yet \(1 tries; last error: .*Mail service is down/);
    const { rows } = await sql.query<{ wait: number }>('SELECT extract(epoch FROM next_attempt_at - now())::int AS wait FROM mail_outbox WHERE record_id = $1', [id]);
    expect(rows[0]!.wait).toBeGreaterThan(20);

    mail.refusing = false;
    // Time passes: the retry comes due.
    await sql.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE record_id = $1', [id]);
    const [owner] = await mail.waitFor(mentioning(id));
    expect(owner!.text).toContain('Message: Do you deliver to Nellore?');
    await allSent(inbox);
    expect(mail.received.filter(mentioning(id))).toHaveLength(1);
  });

  it('sends no mail for spam', async () => {
    const spam = { ...quoteDelivery(), honeypot: 'http://cheap.example' };
    const after = quoteDelivery();
    expect((await deliver(inbox.url, spam)).status).toBe(201);
    expect((await deliver(inbox.url, after)).status).toBe(201);
    await mail.waitFor(mentioning(after.record.id));
    await allSent(inbox);
    expect(mail.received.filter(mentioning(spam.record.id))).toEqual([]);
    expect(await inbox.countRows(spam.record.id)).toBe(1);
    expect((await desk.get('/')).text).not.toContain(spam.record.id);
  });
});

const onPostgres = backendsUnderTest().includes('postgres') ? describe : describe.skip;
onPostgres('two inboxes on one PostgreSQL', () => {
  it('send each e-mail once', async () => {
    const mail = await startMailServer();
    // Each arrival its own note (the digest that a flood gets instead is in flood.test.ts).
    const settings = { shopOrigin: SHOP_ORIGIN, mail: { smtpUrl: mail.url, ownerEmail: OWNER }, mailPollMs: 20, digest: { notesPerWindow: 1000, windowSeconds: 600 } };
    const first = await startInbox({ ...settings, backend: 'postgres' });
    const second = await startInbox({ ...settings, target: first.target as { databaseUrl: string } });
    try {
      const sent = Array.from({ length: 30 }, (_, index) => (index % 3 === 0 ? orderDelivery() : index % 3 === 1 ? quoteDelivery() : homeEnquiryDelivery()));
      const answers = await Promise.all(sent.map((delivery, index) => deliver((index % 2 === 0 ? first : second).url, delivery)));
      expect(answers.map((answer) => answer.status)).toEqual(sent.map(() => 201));
      await mail.waitFor(() => true, sent.length);
      await allSent(first);
      for (const delivery of sent) expect(mail.received.filter(mentioning(delivery.record.id))).toHaveLength(1);
      expect(mail.received).toHaveLength(sent.length);
      const { rows } = await first.storage().sql.query<{ attempts: number }>('SELECT DISTINCT attempts FROM mail_outbox');
      expect(rows).toEqual([{ attempts: 1 }]);
    } finally {
      await second.stop();
      await first.stop();
      await mail.stop();
    }
  });
});

describe('without SMTP_URL', () => {
  it('says plainly on every page that nobody is notified, and queues nothing', async () => {
    const inbox = await startInbox({ shopOrigin: SHOP_ORIGIN });
    try {
      expect((await deliver(inbox.url, quoteDelivery())).status).toBe(201);
      const desk = await signedIn(inbox.url);
      const list = (await desk.get('/')).text;
      expect(list).toContain('E-mail is off (SMTP_URL is not set): nobody is notified of new orders, quote requests or messages, and visitors get no e-mail from the desk.');
      expect((await desk.get('/erase')).text).toContain('E-mail is off (SMTP_URL is not set)');
      const { rows } = await inbox.storage().sql.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
      expect(rows[0]!.n).toBe(0);
    } finally {
      await inbox.stop();
    }
  });
});
