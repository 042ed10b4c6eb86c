import type { Browser, Page } from 'puppeteer';
import { site } from '../../src/shared/site';
import { blackLine } from '../support/fixtures';
import type { DeskClient } from '../inbox/support/deskClient';
import { launchBrowser, newPage } from './support/browser';
import { readRecording, recordLikeDevTools, replayInNode } from './support/devtools';
import { BLANK, type ServedDeliveryBuild } from './support/deliveryBuild';
import { goLive, leaveReview, mainSays, requestQuote, shownAgain, startShopWithDesk, type ShopWithDesk } from './support/shopWithDesk';
import { byName, fillAddress, fillCard } from './support/flows';

// The visitor sees the business's answer (docs/delivery-and-desk.md, Status answers), end to end:
// the shop built with a delivery address, the inbox and its desk started here. Staff answer
// over HTTP as the desk's forms do; the visitor's pages ask with each record's key.

const SENT = `Sent to ${site.name}`;

let browser: Browser;
let running: ShopWithDesk;
let shop: ServedDeliveryBuild;
let desk: DeskClient;
let deliveryUrl: string;

beforeAll(async () => {
  running = await startShopWithDesk();
  ({ shop, desk, deliveryUrl } = running);
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await running?.stop();
});

const go = (page: Page, pathname: string) => goLive(page, shop.url, pathname);

/** A staff member's change from the record's page, as its form posts it. */
async function move(id: string, fields: Record<string, string>) {
  expect((await desk.move(id, fields)).status).toBe(303);
}

/** The status checks a page makes: GETs of the delivery address. */
function statusChecks(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url() === deliveryUrl) asked.push(request.headers()['record-keys'] ?? '');
  });
  return asked;
}

const deskStatus = async (id: string) => /<dt>Status<\/dt><dd>([a-z]+)<\/dd>/.exec((await desk.get(`/records/${id}`)).text)?.[1];

it('shows each answer to a quote request where My Quotes has a place for it, in both tabs, and sends Accept Quote back', async () => {
  const { page } = await newPage(browser, undefined, { origin: shop.url });
  const id = await requestQuote(page, shop.url);
  const asked = statusChecks(page);

  // Pages that show no status ask nothing, though a sent record with its key is stored.
  for (const pathname of ['/', '/shop', '/product/1', '/request-quote', '/your-data']) {
    await go(page, pathname);
    await shownAgain(page);
  }
  expect(asked).toEqual([]);

  // 1. Staff mark it reviewed: the blue badge and the reviewed message once the tab is shown again.
  // From here on the page's store is recorded the way Redux DevTools records it, from the lists stored now.
  const startingLists = await page.evaluate(() => Object.fromEntries(['cart', 'wishlist', 'quotes', 'orders'].map((key) => [key, localStorage.getItem(key)])));
  await recordLikeDevTools(page);
  await go(page, '/my-quotes');
  await move(id, { to: 'reviewed' });
  await shownAgain(page);
  await mainSays(page, "Your request has been reviewed and we're preparing your quote.");
  // The badge: its colours per status are unit-tested (quotes' statusLook); here its word follows the answer.
  expect(await page.$eval('main article header', (header) => header.textContent)).toContain('Reviewed');

  // A second tab follows each change.
  const { page: second } = await newPage(browser, undefined, { origin: shop.url });
  await go(second, '/my-quotes');
  await mainSays(second, "Your request has been reviewed and we're preparing your quote.");

  // 2. Staff send a quote with two price lines: the purple badge, the spec's message and the total on the card.
  await move(id, { to: 'quoted', line1: 'Kuppum Black slabs, 120 sq ft', amount1: '156000', line2: 'Installation', amount2: '24000', note: 'Includes cutting.' });
  await shownAgain(page);
  await mainSays(page, 'Your quote is ready! Check your email for the detailed pricing.');
  await mainSays(page, 'Quoted total: ₹1,80,000.00');
  await mainSays(page, 'Installation: ₹24,000.00');
  await mainSays(page, `Note from ${site.name}: Includes cutting.`);
  await mainSays(second, 'Quoted total: ₹1,80,000.00');
  // One request for all the visitor's records, each with its key, and only here.
  expect(asked.length).toBeGreaterThanOrEqual(2);
  expect(asked.every((header) => new RegExp(`^${id}=[0-9a-f]{32}$`).test(header))).toBe(true);

  // 3. Accept Quote: saved here, delivered back, and the desk shows it accepted.
  await page.click(byName('Accept Quote'));
  await mainSays(page, `Your acceptance: ${SENT}`);
  expect(await deskStatus(id)).toBe('accepted');
  const stored = await page.evaluate(() => ({ quotes: localStorage.getItem('quotes') ?? '', deliveries: JSON.parse(localStorage.getItem('deliveries') ?? '{}') }));
  expect(JSON.parse(stored.quotes)[0].status).toBe('accepted');
  // The key lives beside the record, never inside it.
  expect(stored.quotes).not.toContain(stored.deliveries[id].key);
  await mainSays(second, 'Accepted');

  // The DevTools log of this visit (answers, times, keys and all) replays into a fresh store to the same state.
  const recording = await readRecording(page);
  const { log, state } = replayInNode(recording.exported, startingLists);
  expect(log.map((action) => action.type)).toEqual(expect.arrayContaining(['delivery/deliveriesSynced', 'records/statusesChanged', 'delivery/deliveryQueued']));
  expect(state).toEqual(JSON.parse(recording.finalState));
});

it('dates each stage of an order with the business\'s own time, and delivers the review', async () => {
  const { page } = await newPage(browser, undefined, { origin: shop.url });
  await page.goto(`${shop.url}${BLANK}`, { waitUntil: 'load' });
  await page.evaluate((cart) => {
    localStorage.clear();
    localStorage.setItem('cart', cart);
  }, JSON.stringify([blackLine()]));
  await go(page, '/checkout');
  await fillAddress(page);
  await fillCard(page);
  await page.click('main form button[type="submit"]');
  await page.waitForFunction(() => location.pathname === '/order-success', { timeout: 15_000 });
  const id = new URL(page.url()).searchParams.get('orderId')!;
  await mainSays(page, SENT);

  await move(id, { to: 'processing' });
  await move(id, { to: 'shipped', carrier: 'VRL Logistics', tracking: 'LR 4471' });
  await go(page, `/track-order/${id}`);
  await mainSays(page, 'Carrier: VRL Logistics · Tracking: LR 4471');
  await mainSays(page, 'Current Status: Shipped');
  await move(id, { to: 'delivered' });
  await shownAgain(page);
  await mainSays(page, 'Current Status: Delivered');

  // The timeline's times are the desk's, as the shop was told them.
  const steps = await page.evaluate((orderId) => JSON.parse(localStorage.getItem('deliveries') ?? '{}')[orderId].answer.steps as { status: string; at: string }[], id);
  const times = await page.$$eval('main ol time', (list) => list.map((time) => time.getAttribute('datetime')));
  expect(times.slice(1)).toEqual(steps.map((step) => step.at));

  // Leave Review appears on the delivered order; the review reaches the desk.
  await go(page, '/orders');
  await leaveReview(page, id, 4, 'Well packed, on time.');
  const record = (await desk.get(`/records/${id}`)).text;
  expect(record).toContain('the visitor left a review: 4 of 5.');
  expect(record).toContain('Comment: Well packed, on time.');
});
