import type { Browser, Page } from 'puppeteer';
import { checkDelivery } from '../../inbox/deliverySchema';
import { site } from '../../src/shared/site';
import { blackLine } from '../support/fixtures';
import { startInbox, type TestInbox } from '../support/inbox';
import { baseUrl, expectErrors, launchBrowser, newPage, readStorage, seedStorage } from './support/browser';
import { waitForShopHeading } from './support/embed';
import { byName, fillAddress, fillCard } from './support/flows';

// The embed build delivers with its `deliveryUrl` option (data-delivery-url) and keeps
// its delivery state, the outbox of what is unsent, under its own storage prefix.

const PREFIX = 'stones.';
let browser: Browser;
let inbox: TestInbox;

beforeAll(async () => {
  inbox = await startInbox({ shopOrigin: new URL(baseUrl()).origin, port: 0 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await inbox?.stop();
});

/** A host page with one auto-mounted shop at /checkout (memory routing) that delivers to the inbox. */
async function openHostWithShop(page: Page) {
  await page.goto(`${baseUrl()}/__e2e_blank`, { waitUntil: 'load' });
  await page.evaluate(
    (prefix, url) => {
      const element = document.createElement('div');
      element.id = 'shop';
      Object.assign(element.dataset, { stoneShop: '', storagePrefix: prefix, routing: 'memory', initialPath: '/checkout', deliveryUrl: url });
      document.body.append(element);
      const script = document.createElement('script');
      script.src = '/embed/stone-shop.js';
      document.body.append(script);
    },
    PREFIX,
    inbox.deliveriesUrl,
  );
}

const shopText = (page: Page) =>
  page.evaluate(() => document.querySelector('#shop stone-shop-root')?.shadowRoot?.querySelector('main')?.textContent ?? '');

const untilShopSays = (page: Page, text: string) =>
  page.waitForFunction(
    (wanted) => document.querySelector('#shop stone-shop-root')?.shadowRoot?.querySelector('main')?.textContent?.includes(wanted),
    { timeout: 15_000 },
    text,
  );

async function placeOrder(page: Page): Promise<string> {
  await waitForShopHeading(page, 'Checkout');
  await fillAddress(page);
  await fillCard(page);
  await page.click(byName('Place Order'));
  await waitForShopHeading(page, 'Order Placed Successfully!');
  const orders = JSON.parse((await readStorage(page, `${PREFIX}orders`)) ?? '[]') as Array<{ id: string }>;
  return orders[0]?.id ?? '';
}

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

it('delivers an order with data-delivery-url, its state under the prefix', async () => {
  const { page } = await newPage(browser);
  await seedStorage(page, { [`${PREFIX}cart`]: JSON.stringify([blackLine()]) });
  await openHostWithShop(page);
  const id = await placeOrder(page);
  await untilShopSays(page, `Sent to ${site.name}`);
  expect(await inbox.countRows(id)).toBe(1);
  const [delivery] = (await inbox.deliveries()).filter((stored) => stored.record.id === id);
  const { receivedAt: _receivedAt, ...document } = delivery ?? ({} as NonNullable<typeof delivery>);
  expect(checkDelivery(document)).toMatchObject({ valid: true });
  expect(JSON.parse((await readStorage(page, `${PREFIX}deliveries`)) ?? '{}')[id]).toMatchObject({ kind: 'order', state: 'sent' });
  // Nothing outside the prefix.
  expect((await storedKeys(page)).filter((key) => !key.startsWith(PREFIX))).toEqual([]);
  await page.close();
});

it('keeps what could not be sent in its outbox under the prefix, and sends it on the next visit', async () => {
  const first = await newPage(browser);
  expectErrors(first, /HTTP 500/, /status of 500/);
  await seedStorage(first.page, { [`${PREFIX}cart`]: JSON.stringify([blackLine()]) });
  // The receiver is down for longer than this visit.
  inbox.failNextDeliveries(1000);
  await openHostWithShop(first.page);
  const id = await placeOrder(first.page);
  await untilShopSays(first.page, 'Not delivered: we will keep trying');
  const outbox = JSON.parse((await readStorage(first.page, `${PREFIX}deliveries`)) ?? '{}');
  expect(outbox[id]).toMatchObject({ kind: 'order', state: 'failed', lastError: 'HTTP 500' });
  expect(await readStorage(first.page, 'deliveries')).toBeNull();
  await first.page.close();
  expect(await inbox.countRows(id)).toBe(0);

  inbox.failNextDeliveries(0);
  const second = await newPage(browser);
  await second.page.goto(`${baseUrl()}/__e2e_blank`, { waitUntil: 'load' });
  await openHostWithShop(second.page);
  await second.page.waitForFunction(
    (key, orderId) => JSON.parse(localStorage.getItem(key) ?? '{}')[orderId]?.state === 'sent',
    { timeout: 15_000 },
    `${PREFIX}deliveries`,
    id,
  );
  expect(await inbox.countRows(id)).toBe(1);
  expect(await shopText(second.page)).not.toContain('Not delivered');
  await second.page.close();
});
