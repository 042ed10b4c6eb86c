import type { Browser, Page } from 'puppeteer';
import { site } from '../../src/shared/site';
import { blackLine } from '../support/fixtures';
import { startInbox, type TestInbox } from '../support/inbox';
import { launchBrowser, newPage, untilControlled, waitUntilLive } from './support/browser';
import { countingProxy, type CountingProxy } from './support/countingProxy';
import { BLANK, deliveryBuild, serveDeliveryBuild, type ServedDeliveryBuild } from './support/deliveryBuild';
import { dispatchDeliverySync, queuedSends } from './support/deliveryQueue';
import { byName, placeOrder as placeOrderOnForm } from './support/flows';

// A long time out of reach, in a real Chromium with the service worker: the
// worker keeps one copy of a record however many of the page's tries fail, and
// the record is POSTed once when the address answers again (src/keptDeliveries.ts).
// The page waits FIRST_RETRY_MS before its first retry instead of 1 s (a test setting
// read at run time, src/app/startShopDelivery.ts), so TRIES failed tries take seconds, on
// the run's one delivering build.

const FIRST_RETRY_MS = 20;
const TRIES = 8;
const SENT = `Sent to ${site.name}`;

let browser: Browser;
let shop: ServedDeliveryBuild;
let inbox: TestInbox;
let address: CountingProxy;

beforeAll(async () => {
  const build = await deliveryBuild();
  shop = await serveDeliveryBuild(build);
  // The receiver listens elsewhere; the address the shop sends to counts what reaches it.
  inbox = await startInbox({ shopOrigin: shop.url });
  address = await countingProxy(shop.inboxPort, Number(new URL(inbox.url).port));
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await address?.close();
  await inbox?.stop();
  await shop?.close();
});

/** The test setting, on every document the page loads, before the shop's scripts. */
const shortRetries = (page: Page) =>
  page.evaluateOnNewDocument((ms) => {
    (window as unknown as { stoneShopTestFirstRetryMs: number }).stoneShopTestFirstRetryMs = ms;
  }, FIRST_RETRY_MS);

/** A page of the shop that the service worker controls, with one line in the cart. */
async function controlledPageWithCart(): Promise<Page> {
  const { page } = await newPage(browser, undefined, { origin: shop.url, serviceWorker: true });
  await shortRetries(page);
  await page.goto(`${shop.url}${BLANK}`, { waitUntil: 'load' });
  await page.evaluate((cart) => {
    localStorage.clear();
    localStorage.setItem('cart', cart);
  }, JSON.stringify([blackLine()]));
  await page.goto(`${shop.url}/cart`, { waitUntil: 'load' });
  await untilControlled(page);
  return page;
}

/** From the cart to a placed card order, as the visitor goes; its id. */
async function placeOrder(page: Page): Promise<string> {
  await waitUntilLive(page, 'main h1');
  await page.click(byName('Proceed to Checkout'));
  await waitUntilLive(page, 'main form');
  return placeOrderOnForm(page);
}

/** Waits until the page has tried `id` at least `tries` times (its stored delivery state says so). */
const triedAtLeast = (page: Page, id: string, tries: number) =>
  page.waitForFunction(
    (wanted, least) => (JSON.parse(localStorage.getItem('deliveries') ?? '{}')[wanted]?.attempts ?? 0) >= least,
    { timeout: 60_000 },
    id,
    tries,
  );

/** Waits until the worker's queue is empty (it sent or dropped its copy). */
async function untilQueueEmpty(page: Page) {
  while ((await queuedSends(page)).length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
}

const statusSays = (page: Page, text: string) =>
  page.waitForFunction((wanted) => document.querySelector('main [role="status"]')?.textContent?.includes(wanted), { timeout: 30_000 }, text);

it(`keeps one copy of an order through ${TRIES} failed tries, and POSTs it once when the page and the worker both send again`, async () => {
  const page = await controlledPageWithCart();
  await address.down();
  const before = address.posts();
  const orderId = await placeOrder(page);
  await triedAtLeast(page, orderId, TRIES);
  expect(await queuedSends(page)).toEqual([orderId]);

  // Back: the page's next try and the worker's sync both want to send it.
  await address.up();
  await dispatchDeliverySync(browser, shop.url);
  await statusSays(page, SENT);
  await untilQueueEmpty(page);
  expect(address.posts() - before).toBe(1);
  expect(await inbox.countRows(orderId)).toBe(1);
  await page.close();
});

it(`with the tab closed after ${TRIES} failed tries, the worker's one copy is one POST`, async () => {
  const page = await controlledPageWithCart();
  await address.down();
  const orderId = await placeOrder(page);
  await triedAtLeast(page, orderId, TRIES);
  expect(await queuedSends(page)).toEqual([orderId]);
  await page.close();

  await address.up();
  const before = address.posts();
  await dispatchDeliverySync(browser, shop.url);
  for (const started = Date.now(); (await inbox.countRows(orderId)) === 0; ) {
    if (Date.now() - started > 15_000) throw new Error(`the worker did not send ${orderId}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const later = await newPage(browser, undefined, { origin: shop.url, serviceWorker: true });
  await later.page.goto(`${shop.url}${BLANK}`, { waitUntil: 'load' });
  await untilQueueEmpty(later.page);
  expect(address.posts() - before).toBe(1);
  expect(await inbox.countRows(orderId)).toBe(1);
  await later.page.close();
});
