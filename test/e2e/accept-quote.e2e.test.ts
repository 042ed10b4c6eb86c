import type { Browser, Page } from 'puppeteer';
import { site } from '../../src/shared/site';
import { lapseQuote } from '../support/lapsedQuote';
import type { DeskClient } from '../inbox/support/deskClient';
import { expectErrors, launchBrowser, newPage, type TrackedPage } from './support/browser';
import { BLANK, type ServedDeliveryBuild } from './support/deliveryBuild';
import { goLive, saysWithin, shownAgain, startShopWithDesk, type ShopWithDesk } from './support/shopWithDesk';
import { byName, fillQuote } from './support/flows';

// Accept Quote shows only what happened (docs/delivery-and-desk.md, Status answers), end to end:
// the shop built with a delivery address, the inbox and its desk started here. The visitor accepts
// offline while the business answers otherwise; back online, the card shows the inbox's word.

const SENT = `Sent to ${site.name}`;
const READY = 'Your quote is ready! Check your email for the detailed pricing.';

let browser: Browser;
let running: ShopWithDesk;
let shop: ServedDeliveryBuild;
let desk: DeskClient;

beforeAll(async () => {
  running = await startShopWithDesk();
  ({ shop, desk } = running);
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await running?.stop();
});

const go = (page: Page, pathname: string) => goLive(page, shop.url, pathname);

const cardText = (page: Page) => page.$eval('main article', (card) => (card as HTMLElement).innerText);

const cardSays = (page: Page, text: string) => saysWithin(page, 'main article', text);

/** A quote request sent from the form, and quoted by staff; My Quotes open on it, showing the quote. */
async function quotedRequest(): Promise<{ tracked: TrackedPage; page: Page; id: string }> {
  const tracked = await newPage(browser, undefined, { origin: shop.url });
  const { page } = tracked;
  await page.goto(`${shop.url}${BLANK}`, { waitUntil: 'load' });
  await page.evaluate(() => localStorage.clear());
  await go(page, '/request-quote');
  await page.waitForSelector(byName('Full Name'));
  await fillQuote(page);
  await page.click('aside button[type="submit"]');
  await page.waitForFunction(() => location.pathname === '/quote-success', { timeout: 15_000 });
  const id = new URL(page.url()).searchParams.get('quoteId')!;
  await page.waitForFunction((sent) => document.querySelector('main')?.textContent?.includes(sent), { timeout: 15_000 }, SENT);
  expect((await desk.move(id, { to: 'quoted', total: '1,80,000', validDays: '30' })).status).toBe(303);
  await go(page, '/my-quotes');
  await shownAgain(page);
  await cardSays(page, 'Quoted total: ₹1,80,000.00');
  await cardSays(page, READY);
  return { tracked, page, id };
}

/** Every text the card shows from now on, and whether a Retry button was beside it. */
async function watchCard(page: Page): Promise<() => Promise<{ text: string; retry: boolean }[]>> {
  await page.evaluate(() => {
    const seen: { text: string; retry: boolean }[] = [];
    const card = document.querySelector('main article')!;
    const note = () => seen.push({ text: (card as HTMLElement).innerText, retry: [...card.querySelectorAll('button')].some((button) => button.textContent === 'Retry') });
    new MutationObserver(note).observe(card, { subtree: true, childList: true, characterData: true });
    Object.assign(window, { cardSeen: seen });
  });
  return () => page.evaluate(() => (window as unknown as { cardSeen: { text: string; retry: boolean }[] }).cardSeen);
}

const deskStatus = async (id: string) => /<dt>Status<\/dt><dd>([a-z]+)<\/dd>/.exec((await desk.get(`/records/${id}`)).text)?.[1];

it('accepted offline while staff reject it: back online, the card shows Rejected with the reason at once, never "Accepted" beside a refusal', async () => {
  const { tracked, page, id } = await quotedRequest();
  // The refused acceptance is a 409 the browser reports; the shop itself logs nothing.
  expectErrors(tracked, /HTTP 409/);

  await page.setOfflineMode(true);
  await page.click(byName('Accept Quote'));
  await cardSays(page, "Quote accepted! We'll contact you to proceed with the order.");
  await cardSays(page, 'Your acceptance: Waiting for a connection: it will be sent automatically');
  expect((await desk.move(id, { to: 'rejected', reason: 'The Kuppum Black lot is sold out.' })).status).toBe(303);

  const seen = await watchCard(page);
  const posted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/deliveries'));
  await page.setOfflineMode(false);
  expect((await posted).status()).toBe(409);
  await cardSays(page, 'Reason: The Kuppum Black lot is sold out.');
  await cardSays(page, `Your acceptance was not taken: ${site.name} had already rejected this quote.`);

  const final = await cardText(page);
  expect(final).toContain('Rejected');
  expect(final).not.toMatch(/Accepted|Quote accepted|refused it/);
  // From the moment the connection came back, no state of the card put "Accepted" beside the refusal, or offered Retry.
  const states = await seen();
  expect(states.length).toBeGreaterThan(0);
  expect(states.filter((state) => /Accepted/.test(state.text) && /refused|not taken/.test(state.text))).toEqual([]);
  expect(states.filter((state) => state.retry)).toEqual([]);
  expect(await page.$(byName('Accept Quote'))).toBeNull();
  // Saved: a reload shows the same.
  await go(page, '/my-quotes');
  await cardSays(page, 'Reason: The Kuppum Black lot is sold out.');
  expect(await cardText(page)).not.toContain('Accepted');
  expect(await deskStatus(id)).toBe('rejected');
  await page.close();
});

it('after the quote\'s last day: the inbox refuses a late acceptance with its reason, and the shop offers none and says why', async () => {
  const { tracked, page, id } = await quotedRequest();
  expectErrors(tracked, /HTTP 409/);

  // Accepted offline while the quote held; its validity ends before the acceptance arrives.
  await page.setOfflineMode(true);
  await page.click(byName('Accept Quote'));
  await cardSays(page, 'Your acceptance: Waiting for a connection');
  await lapseQuote(running.inbox.storage(), id, '2026-01-31');
  const posted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/deliveries'));
  await page.setOfflineMode(false);
  const refusal = await posted;
  expect(refusal.status()).toBe(409);
  expect(await refusal.json()).toMatchObject({ error: 'validity-ended', reason: "the quote's validity ended on 2026-01-31: ask for a new quote" });

  const lapsed = "This quote's validity ended on January 31, 2026. To go ahead, ask for a new quote with Duplicate Request, or contact us.";
  await cardSays(page, lapsed);
  await cardSays(page, "Your acceptance was not taken: the quote's validity had ended.");
  const final = await cardText(page);
  expect(final).toContain('Quoted');
  expect(final).not.toMatch(/Accepted|Quote accepted|Your quote is ready/);
  expect(await page.$(byName('Accept Quote'))).toBeNull();
  expect(await deskStatus(id)).toBe('quoted');

  // Staff send it again, valid for 30 days from today: Accept Quote is back, and this time it is taken.
  expect((await desk.move(id, { to: 'quoted', total: '1,75,000' })).status).toBe(303);
  await shownAgain(page);
  await cardSays(page, READY);
  await page.click(byName('Accept Quote'));
  await cardSays(page, `Your acceptance: ${SENT}`);
  expect(await deskStatus(id)).toBe('accepted');
  await page.close();
});
