/* global document, window */
// Rendering long stored lists in the production build: /orders and /my-quotes
// with many seeded entries, timed in the page from navigation start to the
// moment the list's last card is in the DOM.
import * as fixtures from './fixtures.mjs';
import { summarise } from './stats.mjs';

const SETTLE_MS = 300;
const LIST_TIMEOUT_MS = 30_000;

/**
 * Runs in the page before the app: polls (about every 4 ms) for the biggest
 * list inside <main> and notes when its last card arrived. Polling cannot run
 * during a long task, so the time it sees is the end of the task that
 * inserted the cards. Done once the list has not grown for SETTLE_MS.
 */
function watchList(settleMs) {
  const result = { cards: 0, at: null, done: false };
  window.__benchList = result;
  const biggestList = () => {
    let cards = 0;
    for (const list of document.querySelectorAll('main ul, main ol')) {
      let count = 0;
      for (const child of list.children) if (child.tagName === 'LI') count += 1;
      if (count > cards) cards = count;
    }
    return cards;
  };
  const poll = () => {
    const now = performance.now();
    const cards = biggestList();
    if (cards > result.cards) {
      result.cards = cards;
      result.at = now;
    }
    if (result.at !== null && now - result.at > settleMs) {
      result.done = true;
      return;
    }
    setTimeout(poll, 0);
  };
  poll();
}

async function renderOnce(browser, { baseUrl, pathname, storageKey, entries, viewport }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(viewport);
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    // Both run before the app's scripts: the stored list is there when the app reads it.
    await page.evaluateOnNewDocument(
      (key, value) => {
        localStorage.clear();
        localStorage.setItem(key, value);
      },
      storageKey,
      JSON.stringify(entries),
    );
    await page.evaluateOnNewDocument(watchList, SETTLE_MS);
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => window.__benchList?.done === true, { timeout: LIST_TIMEOUT_MS, polling: 100 });
    const { cards, at } = await page.evaluate(() => window.__benchList);
    if (errors.length > 0) throw new Error(`${pathname}: ${errors.join('; ')}`);
    await page.close();
    return { cards, ms: at };
  } finally {
    await context.close();
  }
}

const LISTS = [
  { pathname: '/orders', storageKey: 'orders', make: fixtures.orders },
  { pathname: '/my-quotes', storageKey: 'quotes', make: fixtures.quotes },
];

/** Median of `runs` loads for each list page and each entry count. */
export async function measureListRendering(browser, { baseUrl, counts, runs, viewport }) {
  const results = [];
  for (const list of LISTS) {
    // One untimed load first: the first visit of a route in a new browser pays for warming caches up.
    await renderOnce(browser, { baseUrl, ...list, entries: list.make(1), viewport });
    for (const count of counts) {
      const entries = list.make(count);
      const samples = [];
      let cards = 0;
      for (let run = 0; run < runs; run += 1) {
        const outcome = await renderOnce(browser, { baseUrl, ...list, entries, viewport });
        samples.push(outcome.ms);
        cards = outcome.cards;
      }
      results.push({ pathname: list.pathname, count, cards, ...summarise(samples) });
    }
  }
  return results;
}
