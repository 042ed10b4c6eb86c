import type { Browser, Page } from 'puppeteer';
import { site } from '../../src/shared/site';
import { blackLine } from '../support/fixtures';
import { baseUrl, expectErrors, launchBrowser, newPage, readStorage, seedStorage } from './support/browser';
import { waitForShopHeading } from './support/embed';
import { byName, fillAddress, fillCard } from './support/flows';
import { startVersionOneReceiver, type VersionOneReceiver } from './support/versionOneReceiver';

// A refused delivery reaches the host page: the embed script (version 2, the
// default) delivers to a receiver built from the version-1 schema file alone,
// which refuses it; the host's data-on-delivery-refused function hears of it
// with the record and the receiver's reason, and the shop shows the same.

const PREFIX = 'stones.';
let browser: Browser;
let receiver: VersionOneReceiver;

beforeAll(async () => {
  receiver = await startVersionOneReceiver(0, new URL(baseUrl()).origin);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await receiver?.close();
});

/** A host page whose shop (memory routing, at /checkout) delivers to the receiver and names its refusal callback. */
async function openHostWithShop(page: Page) {
  await page.goto(`${baseUrl()}/__e2e_blank`, { waitUntil: 'load' });
  await page.evaluate(
    (prefix, url) => {
      const host = window as unknown as { refusals: unknown[]; host: { refused(record: unknown, reason: unknown): void } };
      host.refusals = [];
      host.host = { refused: (record, reason) => host.refusals.push({ record, reason }) };
      const element = document.createElement('div');
      element.id = 'shop';
      Object.assign(element.dataset, { stoneShop: '', storagePrefix: prefix, routing: 'memory', initialPath: '/checkout', deliveryUrl: url, onDeliveryRefused: 'host.refused' });
      document.body.append(element);
      const script = document.createElement('script');
      script.src = '/embed/stone-shop.js';
      document.body.append(script);
    },
    PREFIX,
    receiver.url,
  );
}

it('tells the host of a refused order through data-on-delivery-refused, with the record and the reason, and shows it', async () => {
  const tracked = await newPage(browser);
  expectErrors(tracked, /HTTP 422/, /status of 422/);
  const { page } = tracked;
  await seedStorage(page, { [`${PREFIX}cart`]: JSON.stringify([blackLine()]) });
  await openHostWithShop(page);
  await waitForShopHeading(page, 'Checkout');
  await fillAddress(page);
  await fillCard(page);
  await page.click(byName('Place Order'));
  await waitForShopHeading(page, 'Order Placed Successfully!');

  const refusals = await page.waitForFunction(() => {
    const heard = (window as unknown as { refusals: unknown[] }).refusals;
    return heard.length > 0 && heard;
  }, { timeout: 15_000 });
  const orders = JSON.parse((await readStorage(page, `${PREFIX}orders`)) ?? '[]') as Array<{ id: string }>;
  expect(await refusals.jsonValue()).toEqual([{ record: orders[0], reason: 'HTTP 422: data must NOT have additional properties' }]);
  expect(receiver.refused).toHaveLength(1);
  // The shop says the same, and keeps the order.
  const line = `Not delivered: ${site.name}'s address refused it (HTTP 422): data must NOT have additional properties`;
  await page.waitForFunction(
    (wanted) => document.querySelector('#shop stone-shop-root')?.shadowRoot?.querySelector('main')?.textContent?.includes(wanted),
    { timeout: 15_000 },
    line,
  );
  expect(JSON.parse((await readStorage(page, `${PREFIX}deliveries`)) ?? '{}')[orders[0]!.id]).toMatchObject({ state: 'stopped', refusal: 'data must NOT have additional properties' });
  await page.close();
});
