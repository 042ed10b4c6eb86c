import type { Browser, Page } from 'puppeteer';
import { SHIPPING_EMAIL_LABEL } from '../../src/features/checkout/AddressFields';
import { site } from '../../src/shared/site';
import { blackLine } from '../support/fixtures';
import { expectErrors, launchBrowser, newPage, waitUntilLive } from './support/browser';
import { BLANK, deliveryBuild, serveDeliveryBuild, VERSION_ONE_BUILD, type DeliveryBuild } from './support/deliveryBuild';
import { byName, fillContactMessage, fillHomeEnquiry, HOME_ENQUIRY_SUBMIT, placeOrder as placeOrderOnForm, submitQuote } from './support/flows';
import { startVersionOneReceiver } from './support/versionOneReceiver';

// The delivery contract's two versions in Chromium, against a receiver built
// from the published version-1 schema file alone (support/versionOneReceiver.ts):
// a shop built with STONE_DELIVERY_SCHEMA=1 delivers every kind to it; the
// default build (version 2) is refused, and the visitor sees why.

const SENT = `Sent to ${site.name}`;

let browser: Browser;
let versionOne: DeliveryBuild;
let versionTwo: DeliveryBuild;

beforeAll(async () => {
  // Made one after the other: two webpack runs at once would only slow each other down.
  versionOne = await deliveryBuild(VERSION_ONE_BUILD);
  versionTwo = await deliveryBuild();
  browser = await launchBrowser();
}, 1_800_000);

afterAll(async () => {
  await browser?.close();
});

/** A delivering build served beside a version-1 receiver on the port the build sends to. */
async function shopWithReceiver(build: DeliveryBuild) {
  const shop = await serveDeliveryBuild(build);
  const receiver = await startVersionOneReceiver(shop.inboxPort, shop.url);
  const tracked = await newPage(browser, undefined, { origin: shop.url });
  const go = async (pathname: string) => {
    await tracked.page.goto(`${shop.url}${pathname}`, { waitUntil: 'load' });
    await waitUntilLive(tracked.page, 'main h1');
  };
  const close = async () => {
    await tracked.page.close();
    await receiver.close();
    await shop.close();
  };
  return { shop, receiver, tracked, page: tracked.page, go, close };
}

/** Waits until one of the page's status lines reads `text` (role=status, as a screen reader hears it). */
const statusSays = (page: Page, text: string, timeout = 15_000) =>
  page.waitForFunction(
    (wanted) => [...document.querySelectorAll('main [role="status"]')].some((status) => status.textContent?.includes(wanted)),
    { timeout },
    text,
  );

/** Empties storage, puts one line in the cart, and places a card order from the checkout; returns its id. */
async function placeOrder(page: Page, url: string, go: (pathname: string) => Promise<void>): Promise<string> {
  await page.goto(`${url}${BLANK}`, { waitUntil: 'load' });
  await page.evaluate((cart) => {
    localStorage.clear();
    localStorage.setItem('cart', cart);
  }, JSON.stringify([blackLine()]));
  await go('/checkout');
  await waitUntilLive(page, 'main form');
  return placeOrderOnForm(page);
}

const stored = async (page: Page, key: string) => JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? 'null');

it('a build for a version-1 receiver delivers an order, a quote request and both messages to it, asks no status and asks for no e-mail', async () => {
  const { shop, receiver, page, go, close } = await shopWithReceiver(versionOne);
  try {
    const orderId = await placeOrder(page, shop.url, go);
    await statusSays(page, SENT);

    await go('/request-quote');
    await waitUntilLive(page, 'main form');
    const quoteId = await submitQuote(page);
    await statusSays(page, SENT);

    await go('/contact-us');
    await waitUntilLive(page, 'main form');
    await fillContactMessage(page);
    await page.click('main form button[type="submit"]');
    await statusSays(page, SENT);
    await go('/');
    await fillHomeEnquiry(page);
    await page.click(HOME_ENQUIRY_SUBMIT);
    await statusSays(page, SENT);

    // The screens that ask a version-2 receiver for statuses ask this one nothing.
    for (const pathname of ['/orders', `/track-order/${orderId}`, '/my-quotes']) {
      await go(pathname);
      await statusSays(page, SENT);
    }
    const messages = (await stored(page, 'enquiries')) as Array<{ id: string }>;
    expect(receiver.refused).toEqual([]);
    expect(receiver.stored.map((body) => [body.kind, body.schemaVersion, (body.record as { id: string }).id])).toEqual([
      ['order', 1, orderId],
      ['quote', 1, quoteId],
      ['enquiry', 1, messages[1]?.id],
      ['enquiry', 1, messages[0]?.id],
    ]);
    for (const body of receiver.stored) expect(body).not.toHaveProperty('statusKey');
    expect(receiver.statusQuestions).toBe(0);

    // No e-mail field at checkout, and the privacy page speaks of no status checks.
    await go('/checkout');
    await waitUntilLive(page, 'main');
    expect(await page.$(byName(SHIPPING_EMAIL_LABEL))).toBeNull();
    await go('/your-data');
    expect(await page.$eval('main', (main) => main.textContent)).not.toContain('Status checks');
  } finally {
    await close();
  }
});

it('the default build sends version 2, which a version-1 receiver refuses: the order stays, shown as not delivered with the receiver\'s reason', async () => {
  const { shop, receiver, tracked, page, go, close } = await shopWithReceiver(versionTwo);
  expectErrors(tracked, /HTTP 422/, /status of 422/);
  try {
    const orderId = await placeOrder(page, shop.url, go);
    const refusedLine = `Not delivered: ${site.name}'s address refused it (HTTP 422): data must NOT have additional properties`;
    await statusSays(page, refusedLine);
    expect(receiver.stored).toEqual([]);
    expect(receiver.refused.map(({ body }) => (body as { schemaVersion: number }).schemaVersion)).toEqual([2]);

    // Kept on the device, with the reason, and the line stays where the order is shown.
    expect((await stored(page, 'orders'))[0].id).toBe(orderId);
    expect((await stored(page, 'deliveries'))[orderId]).toMatchObject({ state: 'stopped', lastError: 'HTTP 422', refusal: 'data must NOT have additional properties' });
    await go('/orders');
    await statusSays(page, refusedLine);
    expect(await page.$(`${byName('Retry')}`)).not.toBeNull();
  } finally {
    await close();
  }
});
