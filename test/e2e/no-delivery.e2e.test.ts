import type { Browser, Page } from 'puppeteer';
import { routeManifest } from '../../src/app/routes/routeManifest';
import { blackLine } from '../support/fixtures';
import { baseUrl, launchBrowser, newPage, seedStorage, visit, waitUntilLive } from './support/browser';
import { fillAddress, fillCard, fillContactMessage, fillHomeEnquiry, fillQuote, HOME_ENQUIRY_SUBMIT } from './support/flows';

// With no delivery address (the default build), the shop makes no network call of its own
// (docs/product.md): on every route of the route manifest and through every flow that
// would deliver (an order, a quote, both enquiry forms), each request stays on the shop's
// origin and is a GET, and no delivery wording or delivery key appears.

const address = (pattern: string) =>
  pattern === '*' ? '/no-such-page' : pattern.replace(':id', '3').replace(':orderId', 'ORD-1-abcdefghi');

const DELIVERY_WORDS = /Sent to |Waiting for a connection|Not delivered|Message sent/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every request the page makes that is not a GET of the shop's own origin (mailto: is the mail program, not the network). */
function watchRequests(page: Page): string[] {
  const origin = new URL(baseUrl()).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('mailto:') || url.startsWith('data:')) return;
    if (new URL(url).origin !== origin || request.method() !== 'GET') foreign.push(`${request.method()} ${url}`);
  });
  return foreign;
}

async function expectNoDelivery(page: Page) {
  expect(await page.$eval('body', (body) => body.innerText)).not.toMatch(DELIVERY_WORDS);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /deliveries|enquiries/.test(key)))).toEqual([]);
}

it('sends nothing anywhere on any route of the manifest', async () => {
  const { page } = await newPage(browser);
  const foreign = watchRequests(page);
  await seedStorage(page, { cart: JSON.stringify([blackLine()]) });
  for (const route of routeManifest) {
    await page.goto(`${baseUrl()}${address(route.path)}`, { waitUntil: 'load' });
    await waitUntilLive(page, 'main h1');
    await expectNoDelivery(page);
  }
  expect(foreign).toEqual([]);
  await page.close();
});

it('sends nothing when an order, a quote and both enquiries are made', async () => {
  const { page } = await newPage(browser);
  const foreign = watchRequests(page);
  await seedStorage(page, { cart: JSON.stringify([blackLine()]) });
  await visit(page, '/checkout');
  await waitUntilLive(page, 'main form');
  // No e-mail address is asked for: nobody could write to it.
  expect(await page.$$eval('main form label', (labels) => labels.map((label) => label.textContent ?? '').filter((text) => /mail/i.test(text)))).toEqual([]);
  expect(await page.$('main form input[name="email"]')).toBeNull();
  await fillAddress(page);
  await fillCard(page);
  await page.click('main form button[type="submit"]');
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Order Placed Successfully!', { timeout: 15_000 });
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  await expectNoDelivery(page);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('orders') ?? '[]').map((order: object) => 'email' in order))).toEqual([false]);

  await visit(page, '/request-quote');
  await waitUntilLive(page, 'main form');
  await fillQuote(page);
  await page.click('aside button[type="submit"]');
  await page.waitForFunction(() => location.pathname === '/quote-success', { timeout: 15_000 });
  await waitUntilLive(page, 'main h1');
  await expectNoDelivery(page);
  // The pages that show statuses ask nothing, even when the tab is shown again; the statuses stay where they began.
  const shownAgain = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await visit(page, '/orders');
  await shownAgain();
  await expectNoDelivery(page);
  await visit(page, `/track-order/${orderId}`);
  await shownAgain();
  expect(await page.$eval('main', (main) => main.innerText)).toContain('Current Status: Placed');
  expect(await page.$$eval('main ol time', (times) => times.length)).toBe(1);
  await expectNoDelivery(page);
  await visit(page, '/my-quotes');
  await shownAgain();
  expect(await page.$eval('main', (main) => main.innerText)).toContain("We'll get back to you within 24 hours.");
  await expectNoDelivery(page);

  await visit(page, '/contact-us');
  await waitUntilLive(page, 'main form');
  await fillContactMessage(page);
  await page.click('main form button[type="submit"]');
  // Today's behaviour: the visitor's mail program opens.
  await page.waitForFunction(() => /e-mail program has opened/.test(document.querySelector('main form [role="status"]')?.textContent ?? ''));
  await expectNoDelivery(page);

  await visit(page, '/');
  await fillHomeEnquiry(page);
  await page.click(HOME_ENQUIRY_SUBMIT);
  await page.waitForFunction(() =>
    /e-mail program has opened/.test(document.querySelector('main form[aria-labelledby="home-contact-form-title"] [role="status"]')?.textContent ?? ''),
  );
  await expectNoDelivery(page);
  expect(foreign).toEqual([]);
  await page.close();
});
