import type { Page } from 'puppeteer';
import { startInbox, type StartInboxOptions, type TestInbox } from '../../support/inbox';
import { signedIn, type DeskClient } from '../../inbox/support/deskClient';
import { site } from '../../../src/shared/site';
import { waitUntilLive } from './browser';
import { BLANK, deliveryBuild, serveDeliveryBuild, type ServedDeliveryBuild } from './deliveryBuild';
import { byName, fillQuote } from './flows';

/** The delivering shop served with an inbox of its own and a signed-in desk: what the status-answer tests stand on. */
export interface ShopWithDesk {
  shop: ServedDeliveryBuild;
  inbox: TestInbox;
  desk: DeskClient;
  /** The address the shop sends to and asks (the run's delivery hub). */
  deliveryUrl: string;
  stop(): Promise<void>;
}

export async function startShopWithDesk(inboxOptions: Omit<StartInboxOptions, 'shopOrigin' | 'port'> = {}): Promise<ShopWithDesk> {
  const build = await deliveryBuild();
  const shop = await serveDeliveryBuild(build);
  const inbox = await startInbox({ ...inboxOptions, shopOrigin: shop.url, port: shop.inboxPort });
  const desk = await signedIn(inbox.url);
  return {
    shop,
    inbox,
    desk,
    deliveryUrl: build.deliveryUrl,
    stop: async () => {
      await inbox.stop();
      await shop.close();
    },
  };
}

/** Opens `pathname` of the shop and waits until the page is live. */
export async function goLive(page: Page, shopUrl: string, pathname: string) {
  await page.goto(`${shopUrl}${pathname}`, { waitUntil: 'load' });
  await waitUntilLive(page, 'main h1');
}

/**
 * Waits until the element at `selector` says `text`; on failure, says what it said instead.
 * It checks every 100 ms, not once a frame (Puppeteer's default): a tab in the background draws
 * no frames, and a second tab must still be seen to follow. (Not on DOM changes either: Puppeteer
 * watches no text-only change, and React changes a text in place.)
 */
export async function saysWithin(page: Page, selector: string, text: string, timeout = 15_000) {
  try {
    await page.waitForFunction((where, wanted) => document.querySelector(where)?.textContent?.includes(wanted), { timeout, polling: 100 }, selector, text);
  } catch (error) {
    const said = await page.$eval(selector, (element) => (element as HTMLElement).innerText).catch(() => `(no ${selector})`);
    throw new Error(`${selector} never said "${text}"; it said: ${said}`, { cause: error });
  }
}

/** Waits until the page's main says `text`. */
export const mainSays = (page: Page, text: string, timeout?: number) => saysWithin(page, 'main', text, timeout);

/**
 * The tab is shown again (as after switching back to it): the page asks at once. Brought to the
 * front (another tab may have hidden it), and told so even when it already was in front.
 */
export async function shownAgain(page: Page) {
  await page.bringToFront();
  await page.waitForFunction(() => document.visibilityState === 'visible');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

/** On a fresh page of the shop with empty storage: a quote request sent from the form, its id once the shop says it was sent. */
export async function requestQuote(page: Page, shopUrl: string): Promise<string> {
  await page.goto(`${shopUrl}${BLANK}`, { waitUntil: 'load' });
  await page.evaluate(() => localStorage.clear());
  await goLive(page, shopUrl, '/request-quote');
  await page.waitForSelector(byName('Full Name'));
  await fillQuote(page);
  await page.click('aside button[type="submit"]');
  await page.waitForFunction(() => location.pathname === '/quote-success', { timeout: 15_000 });
  const id = new URL(page.url()).searchParams.get('quoteId')!;
  await mainSays(page, `Sent to ${site.name}`);
  return id;
}

/**
 * On /orders: leaves a review of a delivered order and waits until the shop
 * says it was sent. Leave Review appears once the order reads delivered (from
 * storage, or from the check the page makes when it opens).
 */
export async function leaveReview(page: Page, orderId: string, rating: number, comment: string) {
  await (await page.waitForSelector(byName(`Leave Review for order ${orderId}`), { timeout: 15_000 }))!.click();
  await page.waitForSelector('[role="dialog"] input[name="rating"]');
  await page.click(`[role="dialog"] input[name="rating"][value="${rating}"]`);
  await page.type('[role="dialog"] textarea', comment);
  await page.click(byName('Submit Review'));
  await mainSays(page, `Your review: Sent to ${site.name}`);
}
