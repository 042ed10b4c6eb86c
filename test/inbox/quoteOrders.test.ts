/**
 * An accepted quote becomes an order on the desk, on PGlite and (with
 * DATABASE_URL) PostgreSQL: priced as quoted, shipped to the address staff
 * confirm, one order a quote, answered to the visitor's shop with the quote's
 * key, and moving on like any order.
 */
import { backendsUnderTest } from './support/backends';
import { askStatus, deliver, keyed, quoteDelivery, updateDelivery } from './support/deliveries';
import { signedInDesk } from './support/deskClient';

const ADDRESS = { fullName: 'Asha Rao', address: '12 Temple Road', city: 'Tirupati', state: 'Andhra Pradesh', pincode: '517501', phone: '9876543210' };
const statusOn = (html: string) => /<dt>Status<\/dt><dd>([a-z]+)<\/dd>/.exec(html)?.[1];

describe.each(backendsUnderTest())('orders made from accepted quotes on %s', (backend) => {
  const running = signedInDesk(backend);

  async function acceptedQuote() {
    const quote = keyed(quoteDelivery());
    const { id } = quote.record;
    expect((await deliver(running.inbox.url, quote)).status).toBe(201);
    expect((await running.desk.move(id, { to: 'quoted', line1: 'Kuppum Black slabs, 120 sq ft', amount1: '1,56,000', line2: 'Installation', amount2: '24000' })).status).toBe(303);
    expect((await deliver(running.inbox.url, updateDelivery(quote, 'accepted'))).status).toBe(201);
    return quote;
  }

  const makeOrder = async (id: string, fields: Record<string, string>) => {
    await running.desk.get(`/records/${id}`);
    return running.desk.post(`/records/${id}/order`, fields);
  };

  it('offers the order only once the visitor accepted, priced as quoted, with the address prefilled from the request', async () => {
    const quote = keyed(quoteDelivery());
    expect((await deliver(running.inbox.url, quote)).status).toBe(201);
    expect((await makeOrder(quote.record.id, { ...ADDRESS, paymentMethod: 'net-banking' })).status).toBe(409);
    expect((await running.desk.get(`/records/${quote.record.id}`)).text).not.toContain('Make the order');

    const accepted = await acceptedQuote();
    const page = (await running.desk.get(`/records/${accepted.record.id}`)).text;
    expect(page).toContain('<legend>Make the order</legend>');
    expect(page).toContain('<li>Kuppum Black slabs, 120 sq ft: ₹1,56,000.00</li><li>Installation: ₹24,000.00</li>');
    expect(page).toContain('<p>Total ₹1,80,000.00</p>');
    expect(page).toContain('id="order-fullName" name="fullName" maxlength="200" required value="Asha Rao"');
    expect(page).toContain('id="order-city" name="city" maxlength="200" required value="Tirupati"');
  });

  it('makes one order of the quote: the visitor’s shop learns it with the quote’s key, and it moves on like any order', async () => {
    const quote = await acceptedQuote();
    const { id } = quote.record;

    const refused = await makeOrder(id, { ...ADDRESS, pincode: ' ', paymentMethod: 'net-banking' });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('Fill in all six address fields: the order ships there');
    expect(refused.text).toContain('value="12 Temple Road"');

    const made = await makeOrder(id, { ...ADDRESS, paymentMethod: 'net-banking' });
    expect(made.status).toBe(303);
    const orderPath = made.headers.get('location')!;
    const orderId = decodeURIComponent(/^\/records\/([^?]+)\?changed=placed/.exec(orderPath)![1]!);
    expect(orderId).toMatch(/^ORD-\d+-[a-z0-9]{9}$/);
    const orderPage = (await running.desk.get(orderPath)).text;
    expect(statusOn(orderPage)).toBe('placed');
    expect(orderPage).toContain(`<dt>From quote</dt><dd><a href="/records/${encodeURIComponent(id)}">${id}</a></dd>`);
    expect((await running.desk.get(`/records/${id}`)).text).toContain(`This quote became order <a href="/records/${encodeURIComponent(orderId)}">${orderId}</a>.`);

    // A second press, or a second member of staff, makes no second order.
    expect((await makeOrder(id, { ...ADDRESS, paymentMethod: 'credit-card' })).status).toBe(409);
    expect(listedOrders((await running.desk.get(`/?kind=order&q=${orderId.slice(0, 14)}`)).text)).toEqual([orderId]);

    const answer = (await (await askStatus(running.inbox.url, [quote])).json()) as { records: Array<{ id: string; status: string; order?: Record<string, unknown> }> };
    const [quoteAnswer] = answer.records;
    expect(quoteAnswer).toMatchObject({ id, status: 'accepted' });
    expect(quoteAnswer!.order).toEqual({
      id: orderId,
      items: [
        { id: 1, name: 'Kuppum Black slabs, 120 sq ft', image: 'images/placeholder.svg', pricing: { small: 156000, big: 156000 }, unit: 'as quoted', quantity: 1, size: 'small', totalPrice: 156000 },
        { id: 2, name: 'Installation', image: 'images/placeholder.svg', pricing: { small: 24000, big: 24000 }, unit: 'as quoted', quantity: 1, size: 'small', totalPrice: 24000 },
      ],
      totalAmount: 180000,
      shippingAddress: ADDRESS,
      paymentMethod: 'net-banking',
      orderDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'placed',
      email: 'asha@example.com',
      quoteId: id,
    });

    // The order answers to the quote's key, and moves on like any other.
    const order = { record: { id: orderId }, statusKey: quote.statusKey };
    for (const to of ['processing', 'shipped', 'delivered']) expect((await running.desk.move(orderId, { to, ...(to === 'shipped' ? { carrier: 'VRL Logistics' } : {}) })).status).toBe(303);
    const orderAnswer = (await (await askStatus(running.inbox.url, [order])).json()) as { records: Array<{ status: string; steps: Array<{ status: string; details: Record<string, string> }> }> };
    expect(orderAnswer.records[0]!.status).toBe('delivered');
    expect(orderAnswer.records[0]!.steps.find((step) => step.status === 'shipped')?.details.carrier).toBe('VRL Logistics');
    expect((await deliver(running.inbox.url, updateDelivery(order, 'review', { rating: 5, comment: 'Fine slabs', date: '2026-02-01T00:00:00.000Z' }))).status).toBe(201);
    expect((await running.desk.get(`/records/${orderId}`)).text).toContain('left a review: 5 of 5.');
  });
});

const listedOrders = (html: string) => [...html.matchAll(/href="\/records\/(ORD-[^"?]+)"/g)].map((match) => decodeURIComponent(match[1]!));
