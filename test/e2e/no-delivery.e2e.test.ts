import type { Browser } from 'puppeteer';
import { blackLine } from '../support/fixtures';
import { launchBrowser, newPage, requestsOffTheShop, seedStorage, visit, waitUntilLive } from './support/browser';
import { fillAddress, fillCard, fillContactMessage, fillHomeEnquiry, fillQuote, HOME_ENQUIRY_SUBMIT } from './support/flows';
import { expectNoDelivery } from './support/noDelivery';

// With no delivery address (the default build), the shop makes no network call of its own
// (docs/product.md): through every flow that would deliver (an order, a quote, both enquiry
// forms), each request stays on the shop's origin and is a GET, and no delivery wording or
// delivery key appears. Every route of the route manifest is held to the same in
// navigate.e2e.test.ts's sweep, which visits them all once for every per-page check.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('sends nothing when an order, a quote and both enquiries are made', async () => {
  const { page } = await newPage(browser);
  const foreign = requestsOffTheShop(page);
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
