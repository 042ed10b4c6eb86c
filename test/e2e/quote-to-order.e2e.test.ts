/**
 * From quote to delivered order, end to end: the shop built with a delivery
 * address, the inbox with its desk and an SMTP server started here. A quote
 * is requested in the shop, priced on the desk and accepted in the shop;
 * staff make it an order; the visitor's My Orders shows it with the quoted
 * total and its invoice downloads; staff ship it (tracking shows the carrier
 * and the desk's times, the visitor is e-mailed) and deliver it; the review
 * reaches the desk. The DevTools log of the order's arrival replays to the same state.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer';
import { site } from '../../src/shared/site';
import { startMailServer, type TestMailServer } from '../inbox/support/mailServer';
import { allowDownloads, launchBrowser, newPage } from './support/browser';
import { readRecording, recordLikeDevTools, replayInNode } from './support/devtools';
import { goLive, leaveReview, mainSays, requestQuote, startShopWithDesk, type ShopWithDesk } from './support/shopWithDesk';
import { byName } from './support/flows';

const SENT = `Sent to ${site.name}`;
const ADDRESS = { fullName: 'Asha Rao', address: '12 Temple Road', city: 'Tirupati', state: 'Andhra Pradesh', pincode: '517501', phone: '9876543210' };

let browser: Browser;
let running: ShopWithDesk;
let mail: TestMailServer;

beforeAll(async () => {
  mail = await startMailServer();
  running = await startShopWithDesk({ mail: { smtpUrl: mail.url, ownerEmail: 'owner@shop.example' }, mailPollMs: 100 });
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await running?.stop();
  await mail?.stop();
});

const go = (page: Page, pathname: string) => goLive(page, running.shop.url, pathname);

async function move(id: string, fields: Record<string, string>) {
  expect((await running.desk.move(id, fields)).status).toBe(303);
}

it('turns an accepted quote into an order the visitor tracks to delivery, with its invoice, e-mails and review', async () => {
  const { page } = await newPage(browser, undefined, { origin: running.shop.url });

  // 1. A quote is requested in the shop, priced on the desk and accepted in the shop.
  const quoteId = await requestQuote(page, running.shop.url);
  await move(quoteId, { to: 'quoted', line1: 'Kuppum Black slabs, 120 sq ft', amount1: '156000', line2: 'Installation', amount2: '24000' });
  await go(page, '/my-quotes');
  await mainSays(page, 'Quoted total: ₹1,80,000.00');
  await page.click(byName('Accept Quote'));
  await mainSays(page, `Your acceptance: ${SENT}`);

  // 2. Staff make the order, confirming the address and the payment method agreed.
  await running.desk.get(`/records/${quoteId}`);
  const made = await running.desk.post(`/records/${quoteId}/order`, { ...ADDRESS, paymentMethod: 'net-banking' });
  expect(made.status).toBe(303);
  const orderId = decodeURIComponent(/^\/records\/([^?]+)/.exec(made.headers.get('location')!)![1]!);
  const [madeMail] = await mail.waitFor((each) => each.to === 'asha@example.com' && each.text.includes(orderId));
  expect(madeMail!.text).toContain(`Thank you for accepting quote ${quoteId}. We have placed it as order ${orderId}:`);

  // 3. My Orders, opened straight from My Quotes, shows it with the quoted total; the quote links to it.
  // This visit is recorded the way Redux DevTools records it, from the lists stored now.
  const startingLists = await page.evaluate(() => Object.fromEntries(['cart', 'wishlist', 'quotes', 'orders'].map((key) => [key, localStorage.getItem(key)])));
  await recordLikeDevTools(page);
  await go(page, '/my-quotes');
  await mainSays(page, `made this quote into order ${orderId}`);
  await page.click('header a[href="/orders"]');
  await mainSays(page, `Order ${orderId}`);
  const card = await page.$eval(`article[aria-labelledby="order-${orderId}-title"]`, (article) => (article as HTMLElement).innerText);
  expect(card).toContain(`From quote ${quoteId}`);
  expect(card).toContain('Kuppum Black slabs, 120 sq ft');
  expect(card).toContain('₹1,80,000.00');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('orders')))!)[0]).toMatchObject({ id: orderId, totalAmount: 180000, quoteId, status: 'placed' });

  // The DevTools log of that visit (the order's arrival in the answer included) replays into a fresh store to the same state.
  const recording = await readRecording(page);
  const { log, state } = replayInNode(recording.exported, startingLists);
  expect(state).toEqual(JSON.parse(recording.finalState));
  expect(log.some((action) => action.type === 'records/statusesChanged' && JSON.stringify(action).includes(`"order":{"id":"${orderId}"`))).toBe(true);

  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-quote-invoice-'));
  const saved = await allowDownloads(page, downloads);
  await page.click(byName(`Download Invoice for order ${orderId}`));
  const file = await saved.next();
  expect(path.basename(file)).toBe(`invoice-${orderId}.pdf`);
  const pdf = fs.readFileSync(file).toString('latin1');
  expect(pdf).toContain('(Rs. 1,80,000.00)');
  expect(pdf).toContain(`(${quoteId})`);
  fs.rmSync(downloads, { recursive: true, force: true });

  // 4. Staff ship it: tracking shows the carrier and the desk's times; the visitor is e-mailed.
  await move(orderId, { to: 'processing' });
  await move(orderId, { to: 'shipped', carrier: 'VRL Logistics', tracking: 'LR 4471' });
  await go(page, `/track-order/${orderId}`);
  await mainSays(page, 'Carrier: VRL Logistics · Tracking: LR 4471');
  await mainSays(page, 'Current Status: Shipped');
  const steps = await page.evaluate((id) => JSON.parse(localStorage.getItem('deliveries') ?? '{}')[id].answer.steps as { status: string; at: string }[], orderId);
  expect((await page.$$eval('main ol time', (list) => list.map((time) => time.getAttribute('datetime')))).slice(1)).toEqual(steps.map((step) => step.at));
  const [shippedMail] = await mail.waitFor((each) => each.to === 'asha@example.com' && each.subject === `Your order ${orderId} has been shipped`);
  expect(shippedMail!.text).toContain('Carrier: VRL Logistics');

  // 5. Delivered: the review reaches the desk.
  await move(orderId, { to: 'delivered' });
  await go(page, '/orders');
  // Leave Review appears once the check that /orders makes on opening has its answer.
  await leaveReview(page, orderId, 5, 'Polished exactly as quoted.');
  expect((await running.desk.get(`/records/${orderId}`)).text).toContain('the visitor left a review: 5 of 5.');
});
