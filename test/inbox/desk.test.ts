/**
 * The desk over HTTP, as staff use it, on PGlite and (with DATABASE_URL) on
 * PostgreSQL: records start where the desk says whatever they claim, the list
 * pages by keyset with filters and search, staff answer from a record's page,
 * every change is an event with its author, impossible changes are refused,
 * and a person can be erased.
 */
import { checkArrival } from '../../inbox/arrivalChecks';
import { getRecord, insertDelivery } from '../../inbox/records';
import { TEST_STAFF } from '../support/inbox';
import { backendsUnderTest } from './support/backends';
import { askStatus, contactMessageDelivery, deliver, homeEnquiryDelivery, keyed, orderDelivery, quoteDelivery, SHOP_ORIGIN, updateDelivery } from './support/deliveries';
import { signedInDesk } from './support/deskClient';

/** Record ids in the order the list shows them. */
const listedIds = (html: string) => [...html.matchAll(/href="\/records\/([^"?]+)"/g)].map((match) => decodeURIComponent(match[1]!));
const statusOn = (html: string) => /<dt>Status<\/dt><dd>([a-z]+)<\/dd>/.exec(html)?.[1];
const link = (html: string, rel: 'prev' | 'next') => new RegExp(`href="([^"]+)" rel="${rel}"`).exec(html)?.[1]?.replace(/&#38;/g, '&');

describe.each(backendsUnderTest())('the desk on %s', (backend) => {
  const running = signedInDesk(backend);

  const move = (id: string, fields: Record<string, string>) => running.desk.move(id, fields);

  it('starts an order at placed whatever it claims, and flags its total, date and origin', async () => {
    const order = orderDelivery();
    Object.assign(order, { origin: 'https://attacker.example' });
    Object.assign(order.record, { totalAmount: 1, orderDate: '2099-01-01T00:00:00.000Z', status: 'delivered' });
    expect((await deliver(running.inbox.url, order)).status).toBe(201);

    const page = (await running.desk.get(`/records/${order.record.id}`)).text;
    expect(statusOn(page)).toBe('placed');
    expect(page).toContain('Total: sent ₹1.00, catalogue ₹4,290.00 (with shipping and tax)');
    expect(page).toContain('Dated 2099-01-01T00:00:00.000Z, after it arrived');
    expect(page).toContain('Arrived claiming status &#34;delivered&#34;');
    expect(page).toContain('Says it was sent from https://attacker.example');
    expect((await running.desk.get('/')).text).toMatch(new RegExp(`${order.record.id}</a>.*?4 checks`, 's'));
    expect((await getRecord(running.inbox.storage().sql, order.record.id))?.status).toBe('placed');
  });

  it('moves an order placed → processing → shipped → delivered, and refuses any other move', async () => {
    const order = orderDelivery();
    const { id } = order.record;
    expect((await deliver(running.inbox.url, order)).status).toBe(201);
    expect((await move(id, { to: 'shipped' })).status).toBe(409);
    expect((await move(id, { to: 'quoted' })).status).toBe(422);
    for (const [to, fields] of [
      ['processing', {}],
      ['shipped', { carrier: 'VRL Logistics', tracking: 'LR 4471, Tirupati depot' }],
      ['delivered', {}],
    ] as const) {
      const answer = await move(id, { to, ...fields });
      expect(answer.status).toBe(303);
      expect(statusOn((await running.desk.get(answer.headers.get('location')!)).text)).toBe(to);
    }
    const refused = await move(id, { to: 'placed' });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('This order is delivered: it cannot become placed');
    expect(statusOn(refused.text)).toBe('delivered');

    const page = (await running.desk.get(`/records/${id}`)).text;
    expect(page).toContain('No change is possible from delivered.');
    expect(page).toMatch(/Lakshmi moved it from placed to processing\..*Lakshmi moved it from processing to shipped\..*Carrier: VRL Logistics.*Tracking: LR 4471, Tirupati depot.*Lakshmi moved it from shipped to delivered\./s);
  });

  it('answers a quote request: reviewed, then a quote with two price lines, all in its history', async () => {
    const quote = keyed(quoteDelivery());
    const { id } = quote.record;
    expect((await deliver(running.inbox.url, quote)).status).toBe(201);
    expect((await move(id, { to: 'reviewed' })).status).toBe(303);
    const sent = await move(id, { to: 'quoted', line1: 'Kuppum Black slabs, 120 sq ft', amount1: '1,56,000', line2: 'Installation', amount2: '24,000', note: 'Includes cutting.' });
    expect(sent.status).toBe(303);
    const page = (await running.desk.get(sent.headers.get('location')!)).text;
    expect(statusOn(page)).toBe('quoted');
    expect(page).toMatch(new RegExp(`${TEST_STAFF.name} moved it from pending to reviewed\\..*${TEST_STAFF.name} moved it from reviewed to quoted\\.`, 's'));
    expect(page).toContain('<li>Kuppum Black slabs, 120 sq ft: ₹1,56,000.00</li><li>Installation: ₹24,000.00</li><li>Total ₹1,80,000.00</li>');
    expect(page).toMatch(/Valid until \d{1,2} \w+ \d{4} \(30 days\)/);

    // What the visitor's shop reads with the record's key: the status and each step with the business's figures, never who on the staff.
    const answer = (await (await askStatus(running.inbox.url, [quote])).json()) as { records: { id: string; status: string; steps: { status: string; at: string; details: object }[] }[] };
    expect(answer.records).toHaveLength(1);
    expect(answer.records[0]).toMatchObject({ id, kind: 'quote', status: 'quoted' });
    expect(answer.records[0]!.steps.map((step) => step.status)).toEqual(['reviewed', 'quoted']);
    expect(answer.records[0]!.steps[1]!.details).toMatchObject({ total: 180000, note: 'Includes cutting.', lines: [{ description: 'Kuppum Black slabs, 120 sq ft', amount: 156000 }, { description: 'Installation', amount: 24000 }] });
    expect(answer.records[0]!.steps[1]!.at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(JSON.stringify(answer)).not.toContain(TEST_STAFF.name);

    // A refused quote keeps what was typed, and changes nothing.
    const refused = await move(id, { to: 'quoted', line1: 'Polishing' });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('Price line 1 needs both a description and an amount in rupees');
    expect(refused.text).toContain('value="Polishing"');

    // Accepted is the visitor's answer, sent from the shop with the key: nothing can be quoted after it.
    expect((await deliver(running.inbox.url, updateDelivery(quote, 'accepted'))).status).toBe(201);
    expect((await deliver(running.inbox.url, updateDelivery(quote, 'accepted'))).status).toBe(200);
    const accepted = (await running.desk.get(`/records/${id}`)).text;
    expect(statusOn(accepted)).toBe('accepted');
    expect(accepted).toContain('the visitor moved it from quoted to accepted.');
    expect((await move(id, { to: 'quoted', total: '1000' })).status).toBe(409);
    expect((await move(id, { to: 'rejected' })).status).toBe(409);
  });

  it('rejects a request with its reason', async () => {
    const quote = quoteDelivery();
    expect((await deliver(running.inbox.url, quote)).status).toBe(201);
    expect((await move(quote.record.id, { to: 'rejected', reason: 'We do not ship <abroad>' })).status).toBe(303);
    const page = (await running.desk.get(`/records/${quote.record.id}`)).text;
    expect(statusOn(page)).toBe('rejected');
    expect(page).toContain('Reason: We do not ship &#60;abroad&#62;');
  });

  it('lists newest first, 50 to a page by keyset, filtered by kind and status, searched by id, name, e-mail or phone', async () => {
    const sql = running.inbox.storage().sql;
    await sql.query('DELETE FROM deliveries');
    const made = [];
    for (let index = 0; index < 110; index += 1) {
      const delivery = index % 2 === 0 ? homeEnquiryDelivery({ name: `Visitor ${index}` }) : contactMessageDelivery({ firstName: `Guest${index}` });
      await insertDelivery(sql, delivery, checkArrival(delivery, Date.now(), [SHOP_ORIGIN]));
      made.push(delivery.record.id);
    }
    const newestFirst = [...made].reverse();
    const first = (await running.desk.get('/')).text;
    expect(listedIds(first)).toEqual(newestFirst.slice(0, 50));
    expect(link(first, 'prev')).toBeUndefined();
    const second = (await running.desk.get(link(first, 'next')!)).text;
    expect(listedIds(second)).toEqual(newestFirst.slice(50, 100));
    const third = (await running.desk.get(link(second, 'next')!)).text;
    expect(listedIds(third)).toEqual(newestFirst.slice(100));
    expect(link(third, 'next')).toBeUndefined();
    expect(listedIds((await running.desk.get(link(third, 'prev')!)).text)).toEqual(newestFirst.slice(50, 100));
    expect(listedIds((await running.desk.get(link(second, 'prev')!)).text)).toEqual(newestFirst.slice(0, 50));

    const order = orderDelivery({ fullName: 'Padma Reddy', phone: '9440012345' });
    const quote = quoteDelivery({ fullName: 'Kiran Varma' });
    for (const delivery of [order, quote]) expect((await deliver(running.inbox.url, delivery)).status).toBe(201);
    await move(quote.record.id, { to: 'reviewed' });
    expect(listedIds((await running.desk.get('/?kind=order')).text)).toEqual([order.record.id]);
    expect(listedIds((await running.desk.get('/?kind=quote&status=reviewed')).text)).toEqual([quote.record.id]);
    expect(listedIds((await running.desk.get('/?kind=quote&status=pending')).text)).toEqual([]);
    expect(listedIds((await running.desk.get('/?q=padma')).text)).toEqual([order.record.id]);
    expect(listedIds((await running.desk.get('/?q=9440012345')).text)).toEqual([order.record.id]);
    // However staff type the number: spaces, dashes, a country code or a trunk zero.
    for (const spelling of ['94400 12345', '+91 94400-12345', '094400 12345', '(0)94400.12345'])
      expect(listedIds((await running.desk.get(`/?q=${encodeURIComponent(spelling)}`)).text)).toEqual([order.record.id]);
    expect(listedIds((await running.desk.get(`/?q=${quote.record.id.toLowerCase()}`)).text)).toEqual([quote.record.id]);
    expect(listedIds((await running.desk.get('/?q=asha%40example.com')).text)).toEqual([quote.record.id]);
    expect(listedIds((await running.desk.get('/?q=Guest10')).text)).toEqual(expect.arrayContaining([made[101], made[103]]));
    // Pattern characters are text: "%" matches nothing here.
    expect(listedIds((await running.desk.get('/?q=%25')).text)).toEqual([]);
    // Paging keeps the filters.
    expect(link((await running.desk.get('/?kind=enquiry')).text, 'next')).toMatch(/^\/\?kind=enquiry&before=\d+$/);
  });

  it("shows what the visitor asked before the forms that answer it: a quote request's every field with its area, an order's lines and totals", async () => {
    const quote = quoteDelivery({ budget: '₹2 lakh' });
    const order = orderDelivery();
    for (const delivery of [quote, order]) expect((await deliver(running.inbox.url, delivery)).status).toBe(201);

    const quotePage = (await running.desk.get(`/records/${quote.record.id}`)).text;
    const asked = quotePage.slice(quotePage.indexOf('What is asked for'), quotePage.indexOf('id="actions-heading"'));
    expect(quotePage.indexOf('What is asked for')).toBeGreaterThan(0);
    expect(quotePage.indexOf('What is asked for')).toBeLessThan(quotePage.indexOf('Send a quote'));
    for (const [label, shown] of [
      ['Stone', 'granite'],
      ['Finish', 'polished'],
      ['Thickness', '20mm'],
      ['Quantity', '120 sqft'],
      ['Length', '10'],
      ['Width', '12'],
      ['Area', '120.00 sq ft'],
      ['Project type', 'residential'],
      ['Location', 'Tirupati'],
      ['Timeline', 'within-month'],
      ['Budget', '₹2 lakh'],
      ['Services', 'Installation Service, Custom Cutting'],
      ['Company', 'Rao Builders'],
      ['Description', 'Kitchen counters'],
    ])
      expect(asked).toContain(`<dt>${label}</dt><dd>${shown}</dd>`);

    const orderPage = (await running.desk.get(`/records/${order.record.id}`)).text;
    const ordered = orderPage.slice(orderPage.indexOf('What was ordered'), orderPage.indexOf('id="actions-heading"'));
    expect(ordered).toMatch(/<td>Kuppum Black<\/td><td>big<\/td><td class="word">3<\/td>\s*<td class="word">₹3,900.00<\/td>/);
    expect(ordered).toContain('<dt>Subtotal</dt><dd>₹3,900.00</dd><dt>Shipping</dt><dd>₹0.00</dd>');
    expect(ordered).toContain('<dt>Tax</dt><dd>₹390.00</dd><dt>Total</dt><dd>₹4,290.00</dd>');
  });

  it('erases one person: records, history and queued e-mail, keeping who erased and when', async () => {
    const hers = [quoteDelivery({ fullName: 'Erasable Person' }), homeEnquiryDelivery({ name: 'Erasable Person' })];
    for (const delivery of hers) Object.assign(delivery.record, { email: 'Erase.Me@example.com' });
    const other = quoteDelivery();
    for (const delivery of [...hers, other]) expect((await deliver(running.inbox.url, delivery)).status).toBe(201);
    await move(hers[0]!.record.id, { to: 'reviewed' });
    await running.inbox.storage().sql.query("INSERT INTO mail_outbox (record_id, to_address, subject, body) VALUES ($1, 'erase.me@example.com', 'q', 'b')", [
      hers[0]!.record.id,
    ]);

    await running.desk.get('/erase');
    expect((await running.desk.post('/erase', { address: 'erase.me@example.com' })).status).toBe(422);
    const done = await running.desk.post('/erase', { address: 'ERASE.ME@example.com', confirm: 'yes' });
    expect(done.status).toBe(200);
    expect(done.text).toContain('Erased 2 records and 1 e-mails.');
    expect(done.text).toMatch(new RegExp(`IST: ${TEST_STAFF.name} erased 2 records and 1 e-mails\\.`));
    expect(done.text).not.toContain('erase.me@example.com');

    for (const delivery of hers) expect(await running.inbox.countRows(delivery.record.id)).toBe(0);
    expect(await running.inbox.countRows(other.record.id)).toBe(1);
    const left = await running.inbox.storage().sql.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM record_events WHERE record_id = $1)::int + (SELECT count(*) FROM mail_outbox WHERE to_address ILIKE 'erase.me@%')::int AS n`,
      [hers[0]!.record.id],
    );
    expect(left.rows[0]!.n).toBe(0);
    expect((await running.desk.get(`/records/${hers[0]!.record.id}`)).status).toBe(404);
  });

  it('erases an order by its phone number, and by the e-mail address given for shipping updates', async () => {
    const order = orderDelivery({ phone: '+91 94400 99999' });
    expect((await deliver(running.inbox.url, order)).status).toBe(201);
    await running.desk.get('/erase');
    expect((await running.desk.post('/erase', { address: '9440099999', confirm: 'yes' })).text).toContain('Erased 1 records and 0 e-mails.');
    expect(await running.inbox.countRows(order.record.id)).toBe(0);

    const withAddress = orderDelivery({ phone: '+91 94400 88888', email: 'Ravi.K@example.com' });
    expect((await deliver(running.inbox.url, withAddress)).status).toBe(201);
    await running.desk.get('/erase');
    expect((await running.desk.post('/erase', { address: 'ravi.k@example.com', confirm: 'yes' })).text).toContain('Erased 1 records and 0 e-mails.');
    expect(await running.inbox.countRows(withAddress.record.id)).toBe(0);
  });

  it('says on an order not shipped yet that nobody is e-mailed when it ships while e-mail is off', async () => {
    const order = orderDelivery({ email: 'padma@example.com' });
    expect((await deliver(running.inbox.url, order)).status).toBe(201);
    expect((await running.desk.get(`/records/${order.record.id}`)).text).toContain(
      '<dt>When it ships</dt><dd>The visitor will not be e-mailed: e-mail is off (no SMTP_URL).</dd>',
    );
    // Not on other kinds: only an order ships.
    const quote = quoteDelivery();
    expect((await deliver(running.inbox.url, quote)).status).toBe(201);
    expect((await running.desk.get(`/records/${quote.record.id}`)).text).not.toContain('When it ships');
  });
});
