import type { Browser, HTTPRequest, Page } from 'puppeteer';
import { checkDelivery } from '../../inbox/deliverySchema';
import { SHIPPING_EMAIL_LABEL } from '../../src/features/checkout/AddressFields';
import { site } from '../../src/shared/site';
import { blackLine } from '../support/fixtures';
import { startInbox, type TestInbox } from '../support/inbox';
import { signedIn } from '../inbox/support/deskClient';
import { startMailServer, type TestMailServer } from '../inbox/support/mailServer';
import { paymentLeaks } from '../support/paymentLeaks';
import { expectErrors, launchBrowser, newPage, untilControlled, waitUntilLive } from './support/browser';
import { BLANK, deliveryBuild, serveDeliveryBuild, type ServedDeliveryBuild } from './support/deliveryBuild';
import { dispatchDeliverySync } from './support/deliveryQueue';
import { byName, fillAddress, fillCard, fillContactMessage, fillHomeEnquiry, HOME_ENQUIRY_SUBMIT, submitQuote } from './support/flows';

// Delivery (docs/delivery-and-desk.md), end to end: the standalone
// shop built with STONE_DELIVERY_URL (support/deliveryBuild.ts), served on
// 127.0.0.1, sends to the reference inbox started here on the port it was built for.

const PAYMENT_FIELDS = ['cardNumber', 'expiryDate', 'cvv', 'cardholderName', 'bankName', 'accountNumber', 'ifscCode'];
const CARD_NUMBER = '4111 2222 3333 4444';
const CVV = '909';
const SENT = `Sent to ${site.name}`;
const WAITING = 'Waiting for a connection: it will be sent automatically';
const NOT_DELIVERED = 'Not delivered: we will keep trying';

let browser: Browser;
let shop: ServedDeliveryBuild;
let inbox: TestInbox;
let mail: TestMailServer;
let deliveryUrl: string;

beforeAll(async () => {
  const build = await deliveryBuild();
  deliveryUrl = build.deliveryUrl;
  // With an empty page of its own, for seeding storage before the shop starts.
  shop = await serveDeliveryBuild(build);
  // E-mail on, into an SMTP server here: the owner hears of what the shop delivers.
  mail = await startMailServer();
  inbox = await startInbox({ shopOrigin: shop.url, port: shop.inboxPort, mail: { smtpUrl: mail.url, ownerEmail: 'owner@shop.example' }, mailPollMs: 100 });
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await inbox?.stop();
  await mail?.stop();
  await shop?.close();
});

const open = (options: Parameters<typeof newPage>[2] = {}) => newPage(browser, undefined, { origin: shop.url, ...options });

async function go(page: Page, pathname: string) {
  await page.goto(`${shop.url}${pathname}`, { waitUntil: 'load' });
  await waitUntilLive(page, 'main h1');
}

/** The POSTs a page sends to the delivery address. */
function deliveryPosts(page: Page): HTTPRequest[] {
  const posts: HTTPRequest[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === deliveryUrl) posts.push(request);
  });
  return posts;
}

/** Waits until the delivery status of the page reads `text` (role=status, as a screen reader hears it). */
const statusSays = (page: Page, text: string, timeout = 15_000) =>
  page.waitForFunction(
    (wanted) => [...document.querySelectorAll('main [role="status"]')].some((status) => status.textContent?.includes(wanted)),
    { timeout },
    text,
  );

/** Empties storage and puts one line in the cart, before `pathname` opens. */
async function withCart(page: Page, pathname: string) {
  await page.goto(`${shop.url}${BLANK}`, { waitUntil: 'load' });
  await page.evaluate((cart) => {
    localStorage.clear();
    localStorage.setItem('cart', cart);
  }, JSON.stringify([blackLine()]));
  await go(page, pathname);
}

/** From the cart page to the checkout, as the visitor goes (no page load). */
async function cartToCheckout(page: Page) {
  await page.click(byName('Proceed to Checkout'));
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Checkout');
}

/** Seeds a cart, opens the checkout from the cart page and places a card order; returns its id. */
async function placeOrder(page: Page): Promise<string> {
  await withCart(page, '/cart');
  await cartToCheckout(page);
  return submitCheckout(page);
}

async function submitCheckout(page: Page, email = ''): Promise<string> {
  await waitUntilLive(page, 'main form');
  await fillAddress(page);
  if (email) await page.type(byName(SHIPPING_EMAIL_LABEL), email);
  await fillCard(page, CARD_NUMBER, CVV);
  await page.click('main form button[type="submit"]');
  await page.waitForFunction(() => location.pathname === '/order-success', { timeout: 15_000 });
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

/** The stored deliveries of one record, as the inbox keeps them (the document as sent). */
async function receivedBodies(id: string) {
  return (await inbox.deliveries())
    .filter((delivery) => delivery.record.id === id)
    .map(({ receivedAt: _receivedAt, ...document }) => document);
}

function expectValidWithoutPayment(body: unknown) {
  expect(checkDelivery(body)).toMatchObject({ valid: true });
  expect(paymentLeaks(body, [CARD_NUMBER, CARD_NUMBER.replace(/\s/g, ''), CVV, '12/29'], PAYMENT_FIELDS)).toEqual([]);
}

it('delivers an order, a quote and both enquiries exactly once, valid against the schema, with no payment data', async () => {
  const tracked = await open();
  const { page } = tracked;
  const posts = deliveryPosts(page);

  const orderId = await placeOrder(page);
  await statusSays(page, SENT);
  expect(await inbox.countRows(orderId)).toBe(1);
  const [order] = await receivedBodies(orderId);
  expectValidWithoutPayment(order);
  expect(order).toMatchObject({ kind: 'order', schemaVersion: 2, origin: shop.url, record: JSON.parse((await page.evaluate(() => localStorage.getItem('orders'))) ?? '[]')[0] });
  // The headers: JSON and the record id as the idempotency key.
  expect(posts[0]?.headers()).toMatchObject({ 'content-type': 'application/json', 'idempotency-key': orderId });
  await go(page, '/orders');
  await statusSays(page, SENT);
  await go(page, `/track-order/${orderId}`);
  await statusSays(page, SENT);

  await go(page, '/request-quote');
  await waitUntilLive(page, 'main form');
  const quoteId = await submitQuote(page);
  await statusSays(page, SENT);
  await go(page, '/my-quotes');
  await statusSays(page, SENT);
  expect(await inbox.countRows(quoteId)).toBe(1);
  expectValidWithoutPayment((await receivedBodies(quoteId))[0]);
  const [ownerMail] = await mail.waitFor((each) => each.text.includes(quoteId));
  expect(ownerMail).toMatchObject({ to: 'owner@shop.example', subject: 'New quote request from Asha Rao' });

  await go(page, '/contact-us');
  await waitUntilLive(page, 'main form');
  await fillContactMessage(page);
  await page.click('main form button[type="submit"]');
  await statusSays(page, 'Message sent');
  await statusSays(page, SENT);

  // The address refuses the first try: the message is saved, and says "sent" only once it is.
  await go(page, '/');
  await fillHomeEnquiry(page);
  inbox.failNextDeliveries(1);
  expectErrors(tracked, /HTTP 500/, /status of 500/);
  await page.click(HOME_ENQUIRY_SUBMIT);
  await statusSays(page, 'Message saved');
  await statusSays(page, 'Message sent');
  await statusSays(page, SENT);

  const enquiries = JSON.parse((await page.evaluate(() => localStorage.getItem('enquiries'))) ?? '[]') as Array<{ id: string; source: string }>;
  expect(enquiries.map((enquiry) => enquiry.source)).toEqual(['home', 'contact']);
  for (const { id } of enquiries) {
    expect(await inbox.countRows(id)).toBe(1);
    expectValidWithoutPayment((await receivedBodies(id))[0]);
  }
  // One POST per record, and one more for the home message's refused first try: each arrived once.
  const [homeId, contactId] = enquiries.map(({ id }) => id);
  expect(posts.map((post) => JSON.parse(post.postData() ?? '{}').record.id)).toEqual([orderId, quoteId, contactId, homeId, homeId]);
  // Nothing of delivery went into the records: they keep the spec's fields.
  const stored = await page.evaluate(() => [...JSON.parse(localStorage.getItem('orders') ?? '[]'), ...JSON.parse(localStorage.getItem('quotes') ?? '[]')]);
  for (const record of stored) {
    expect(Object.keys(record).filter((key) => ['state', 'sentAt', 'attempts', 'nextAttemptAt', 'lastError'].includes(key))).toEqual([]);
  }
  await page.close();
});

it('offline, saves the order and waits for a connection; a tab opened later online delivers it and shows it sent', async () => {
  const first = await open();
  expectErrors(first, /ERR_INTERNET_DISCONNECTED/);
  // The screens this visit needs are loaded while online (the confirmation, the cart, the
  // checkout, moving between them without a page load); then the connection goes.
  await withCart(first.page, '/order-success?orderId=ORD-UNKNOWN');
  await waitUntilLive(first.page, 'header a[aria-label^="Cart"]');
  await first.page.click('header a[aria-label^="Cart"]');
  await first.page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Shopping Cart');
  await cartToCheckout(first.page);
  await first.page.setOfflineMode(true);
  const orderId = await submitCheckout(first.page);
  await statusSays(first.page, WAITING);
  expect(JSON.parse((await first.page.evaluate(() => localStorage.getItem('orders'))) ?? '[]')[0].id).toBe(orderId);
  expect(await inbox.countRows(orderId)).toBe(0);
  await first.page.close();

  const second = await open();
  await go(second.page, '/orders');
  await statusSays(second.page, SENT);
  expect(await inbox.countRows(orderId)).toBe(1);
  await second.page.close();
});

it('after two 500s the order arrives once; the visitor saw "Not delivered" and then "Sent"', async () => {
  const tracked = await open();
  expectErrors(tracked, /HTTP 500/, /status of 500/);
  inbox.failNextDeliveries(2);
  const posts = deliveryPosts(tracked.page);
  const orderId = await placeOrder(tracked.page);
  await statusSays(tracked.page, NOT_DELIVERED);
  expect(await tracked.page.$eval('main', (main) => [...main.querySelectorAll('button')].some((button) => button.textContent === 'Retry'))).toBe(true);
  await statusSays(tracked.page, SENT);
  expect(posts).toHaveLength(3);
  expect(await inbox.countRows(orderId)).toBe(1);
  await tracked.page.close();
});

it('sends the e-mail address given for shipping updates with the order, and the desk writes there when it ships', async () => {
  const { page } = await open();
  await withCart(page, '/cart');
  await cartToCheckout(page);
  const orderId = await submitCheckout(page, 'padma@example.com');
  await statusSays(page, SENT);
  const [order] = await receivedBodies(orderId);
  expectValidWithoutPayment(order);
  expect(order?.record.email).toBe('padma@example.com');
  const [ownerMail] = await mail.waitFor((each) => each.to === 'owner@shop.example' && each.text.includes(orderId));
  expect(ownerMail!.text).toContain('E-mail: padma@example.com');

  // Staff see beforehand that the visitor will hear of the shipment, then ship it.
  const desk = await signedIn(inbox.url);
  expect((await desk.get(`/records/${orderId}`)).text).toContain('The visitor will be e-mailed at padma@example.com.');
  expect((await desk.post(`/records/${orderId}/status`, { to: 'processing' })).status).toBe(303);
  await desk.get(`/records/${orderId}`);
  expect((await desk.post(`/records/${orderId}/status`, { to: 'shipped', carrier: 'VRL Logistics', tracking: 'LR 4471' })).status).toBe(303);
  const [shipped] = await mail.waitFor((each) => each.to === 'padma@example.com' && each.text.includes(orderId));
  expect(shipped!.subject).toBe(`Your order ${orderId} has been shipped`);
  expect(shipped!.text).toContain('Carrier: VRL Logistics\nTracking: LR 4471');
  for (const each of [ownerMail!, shipped!]) {
    expect(paymentLeaks({ subject: each.subject, text: each.text }, [CARD_NUMBER, CARD_NUMBER.replace(/\s/g, ''), CVV, '12/29'])).toEqual([]);
  }
  await page.close();
});

it('a bot that fills the hidden trap field is answered like a person, and its message is filed as spam', async () => {
  const tracked = await open();
  const posts = deliveryPosts(tracked.page);
  await go(tracked.page, '/contact-us');
  await waitUntilLive(tracked.page, 'main form');
  await fillContactMessage(tracked.page);
  // A person never meets the field: hidden from sight, screen readers and the Tab key.
  const trap = await tracked.page.$eval('input[name="website"]', (input) => {
    const box = input.closest('[aria-hidden="true"]');
    const shown = box?.getBoundingClientRect();
    return {
      tabIndex: (input as HTMLInputElement).tabIndex,
      autocomplete: input.getAttribute('autocomplete'),
      hidden: box !== null,
      // What shows of it: a box of at most 1 px that clips everything in it.
      shown: shown ? Math.max(shown.width, shown.height) : null,
      clipped: box ? getComputedStyle(box).overflow : null,
    };
  });
  expect(trap).toEqual({ tabIndex: -1, autocomplete: 'off', hidden: true, shown: expect.any(Number), clipped: 'hidden' });
  expect(trap.shown).toBeLessThanOrEqual(1);
  // A bot fills every field it finds.
  await tracked.page.$eval('input[name="website"]', (input) => ((input as HTMLInputElement).value = 'http://cheap-pills.example'));
  await tracked.page.click('main form button[type="submit"]');
  await statusSays(tracked.page, 'Message sent');
  const body = JSON.parse(posts[0]?.postData() ?? '{}');
  expect(body.honeypot).toBe('http://cheap-pills.example');
  const { rows } = await inbox.storage().sql.query<{ spam: boolean }>('SELECT spam FROM deliveries WHERE id = $1', [body.record.id]);
  expect(rows).toEqual([{ spam: true }]);
  await tracked.page.close();
});

it('two tabs open at once do not deliver a record twice', async () => {
  const a = await open({ type: 'window' });
  const b = await open({ type: 'window' });
  for (const tracked of [a, b]) expectErrors(tracked, /HTTP 500/, /status of 500/);
  // The first try fails, so both tabs hold the order as due at the same moment.
  inbox.failNextDeliveries(1);
  const postsA = deliveryPosts(a.page);
  const postsB = deliveryPosts(b.page);
  await go(b.page, '/orders');
  const orderId = await placeOrder(a.page);
  await statusSays(a.page, SENT);
  await b.page.waitForFunction((id) => document.querySelector('main')?.textContent?.includes(id), {}, orderId);
  await statusSays(b.page, SENT);
  expect(postsA.length + postsB.length).toBe(2);
  expect(await inbox.countRows(orderId)).toBe(1);
  await a.page.close();
  await b.page.close();
});

it('the pages and the service worker may send to the delivery origin, and nowhere else (Content-Security-Policy)', async () => {
  const response = await fetch(`${shop.url}/`);
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy).toMatch(new RegExp(`connect-src 'self' ${new URL(deliveryUrl).origin.replace(/\./g, '\\.')}(;|$)`));
  const worker = await fetch(`${shop.url}/sw.js`);
  expect(worker.headers.get('content-security-policy')).toBe(policy);
  expect(await worker.text()).toContain(deliveryUrl);
});

it('with every tab of the shop closed, the service worker sends an order it kept while the address was unreachable', async () => {
  const tracked = await open({ serviceWorker: true });
  await go(tracked.page, '/');
  await untilControlled(tracked.page);
  // Nothing answers on the address: each try fails as it would without a network, so the worker
  // keeps the request (workbox-background-sync) before the page hears of the failure.
  await inbox.takeDown();
  let orderId = '';
  try {
    orderId = await placeOrder(tracked.page);
    await statusSays(tracked.page, NOT_DELIVERED);
    await tracked.page.close();
  } finally {
    await inbox.bringBack();
  }
  expect(await inbox.countRows(orderId)).toBe(0);

  // The connection is back and no tab of the shop is open: the browser fires the worker's sync event.
  await dispatchDeliverySync(browser, shop.url);
  for (const started = Date.now(); (await inbox.countRows(orderId)) === 0; ) {
    if (Date.now() - started > 15_000) throw new Error(`the worker did not send ${orderId}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [received] = await receivedBodies(orderId);
  expectValidWithoutPayment(received);

  // The next visit learns it arrived (the receiver answers the page's own try as a repeat).
  const later = await open();
  await go(later.page, '/orders');
  await statusSays(later.page, SENT);
  expect(await inbox.countRows(orderId)).toBe(1);
  await later.page.close();
});
