import type { UnknownAction } from '@reduxjs/toolkit';
import type { BrowserContext, Page } from 'puppeteer';
import { makeStore } from '../../src/app/store';
import { memoryStorage } from '../../src/app/persistence/memoryStorage';
import { openBrowser, newPage, seedStorage, visit } from './support/browser';
import { readRecording, recordLikeDevTools, replayInPage } from './support/devtools';
import { addFromProductPage, byName, fillAddress, fillCard, fillQuote, waitForHeading } from './support/flows';

/**
 * QA's promise: the actions Redux DevTools records in the browser, exported
 * as JSON, rebuild the same state when replayed into a fresh store.
 */

/** Waits for an element (the next screen may still be arriving), then clicks it. */
async function clickWhenThere(page: Page, selector: string) {
  await page.waitForSelector(selector);
  await page.click(selector);
}

/** What a host page (or another tab) does: sets the newest entry's status in one list, and says so. */
const hostSetsStatus = (page: Page, key: string, status: string) =>
  page.evaluate(
    (k, value) => {
      const items = JSON.parse(localStorage.getItem(k) ?? '[]') as Array<Record<string, unknown>>;
      items[0] = { ...items[0], status: value };
      localStorage.setItem(k, JSON.stringify(items));
      window.dispatchEvent(new Event(`${k}Updated`));
    },
    key,
    status,
  );

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

/** The state as DevTools shows it: plain JSON. */
const plain = (json: string) => JSON.parse(json) as Record<string, unknown>;

it('replays a visit recorded in the browser into a fresh store in Node, and into fresh tabs on other screens, to the same state', async () => {
  const { page, errors } = await newPage(browser);
  await seedStorage(page, {});
  await recordLikeDevTools(page);
  await visit(page, '/product/2');

  // Cart and wishlist.
  await addFromProductPage(page);
  await page.click(byName('Add to Wishlist', 'button'));
  await page.waitForSelector(byName('In Wishlist', 'button'));

  // Checkout, moving only inside the app so one store records everything.
  await page.click('header a[aria-label^="Cart"]');
  await clickWhenThere(page, byName('Proceed to Checkout'));
  await page.waitForSelector(byName('Full Name'));
  await fillAddress(page);
  await fillCard(page);
  await page.click('main form button[type="submit"]');
  await waitForHeading(page, 'Order Placed Successfully!');

  // A quote, which the shop (here: the host page) later marks quoted; the visitor accepts it.
  await page.click('header a[href="/request-quote"]:not(dialog *)');
  await page.waitForSelector(byName('Full Name'));
  await fillQuote(page);
  await page.click('aside button[type="submit"]');
  await waitForHeading(page, 'Quote Request Submitted!');
  await hostSetsStatus(page, 'quotes', 'quoted');
  await page.click('header a[aria-label^="My Quotes"]');
  await clickWhenThere(page, byName('Accept Quote'));
  await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('Accept Quote'));

  // The order is delivered; the visitor leaves a review.
  await hostSetsStatus(page, 'orders', 'delivered');
  await page.click('header a[aria-label^="My Orders"]');
  await clickWhenThere(page, 'main button[aria-label^="Leave Review for order"]');
  await clickWhenThere(page, '[role="dialog"] input[name="rating"][value="5"]');
  await page.type(byName('Comment'), 'Even colour, clean edges.');
  await clickWhenThere(page, byName('Submit Review'));
  await page.waitForSelector('main button[aria-label^="Edit Review for order"]');

  const recording = await readRecording(page);
  expect(errors).toEqual([]);
  expect(recording.stores).toBe(1);
  expect(recording).toMatchObject({ name: 'Stone shop', trace: false });

  // The export: only the shop's own actions, each carrying its ids and times.
  const log = JSON.parse(recording.exported) as UnknownAction[];
  const types = log.map((action) => action.type);
  expect(types.filter((type) => type.startsWith('persist/'))).toEqual([]);
  expect(types).toEqual(
    expect.arrayContaining([
      'cart/itemAdded',
      'wishlist/itemAdded',
      'checkout/orderPlaced',
      'quotes/quoteSubmitted',
      'persistence/storageSynced',
      'records/statusesChanged',
      'orders/reviewLeft',
    ]),
  );

  // Replayed in Node into a fresh store with empty (in-memory) storage.
  const store = makeStore(undefined, undefined, { storage: memoryStorage() });
  for (const action of log) store.dispatch(action);
  expect(JSON.parse(JSON.stringify(store.getState()))).toEqual(JSON.parse(recording.finalState));
  expect(store.getState().orders.items[0]?.review?.comment).toBe('Even colour, clean edges.');
  expect(store.getState().quotes.items[0]?.status).toBe('accepted');
  // Every slice, the submit flags of the checkout and quote screens too, though Node never loaded those screens.
  expect(Object.keys(plain(recording.finalState)).sort()).toEqual(expect.arrayContaining(['checkout', 'quoteSending']));
  await page.close();

  // Played into a fresh tab (empty storage) that stays on a screen which never loads checkout or the quote form.
  for (const screen of ['/', '/shop']) {
    const fresh = await newPage(await openBrowser());
    await seedStorage(fresh.page, {});
    await recordLikeDevTools(fresh.page);
    await visit(fresh.page, screen);
    const replayed = await replayInPage(fresh.page, recording.exported);
    expect(plain(replayed.folded)).toEqual(plain(recording.finalState));
    expect(plain(replayed.dispatched)).toEqual(plain(recording.finalState));
    expect(fresh.errors).toEqual([]);
    await fresh.page.close();
  }
});
