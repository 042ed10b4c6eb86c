// Two tabs adding to the cart at once, under 4x CPU slow-down: how many
// additions were lost (the shop promises none) and the slowest single add.
/* global document -- in the functions that run in the pages */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { addInParallel, storedPieces } = require('../tab-race.cjs');

export const TABS_COLUMNS = [
  { title: 'run', align: 'left' },
  { title: 'tabs', align: 'right' },
  { title: 'adds', align: 'right' },
  { title: 'lost', align: 'right' },
  { title: 'slowest add', align: 'right' },
];
const TABS = 2;
const ADDS_PER_TAB = 1000;
const SETTLE_MS = 30_000;

const badge = (page) => page.$eval('header a[aria-label^="Cart"]', (link) => link.getAttribute('aria-label'));

/** One run: a fresh browser context, one window per tab, each on its own product page. */
async function raceOnce(browser, baseUrl) {
  const context = await browser.createBrowserContext();
  try {
    const pages = [];
    for (let tab = 0; tab < TABS; tab += 1) pages.push(await context.newPage({ type: 'window' }));
    await pages[0].goto(`${baseUrl}/`);
    await pages[0].evaluate(() => localStorage.clear());
    for (const [index, page] of pages.entries()) {
      await page.goto(`${baseUrl}/product/${index + 1}`);
      await page.waitForFunction(() => {
        const button = document.querySelector('main button[aria-haspopup="dialog"]');
        return button !== null && !button.closest('[data-hydrating]');
      });
    }
    const slowest = await addInParallel(pages, ADDS_PER_TAB);
    const expected = `Cart, ${TABS * ADDS_PER_TAB} items`;
    // Settled when every tab shows the full count; a loss never gets there, and the wait ends.
    await Promise.all(
      pages.map((page) =>
        page
          .waitForFunction((label) => document.querySelector('header a[aria-label^="Cart"]')?.getAttribute('aria-label') === label, { timeout: SETTLE_MS }, expected)
          .catch(() => undefined),
      ),
    );
    const stored = Object.values(await storedPieces(pages[0])).reduce((sum, pieces) => sum + pieces, 0);
    return { adds: TABS * ADDS_PER_TAB, lost: TABS * ADDS_PER_TAB - stored, slowest, badges: await Promise.all(pages.map(badge)) };
  } finally {
    await context.close().catch(() => undefined);
  }
}

export async function measureTabs(browser, { baseUrl, runs, progress }) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    progress(`tabs: run ${run} of ${runs}, ${TABS} tabs adding ${ADDS_PER_TAB} each at 4x slow-down`);
    results.push(await raceOnce(browser, baseUrl));
  }
  return results;
}

export const tabsRows = (results) => [
  ...results.map((result, index) => [String(index + 1), String(TABS), String(result.adds), String(result.lost), `${Math.round(result.slowest)} ms`]),
  ['all', String(TABS), String(results.reduce((sum, r) => sum + r.adds, 0)), String(results.reduce((sum, r) => sum + r.lost, 0)), `${Math.round(Math.max(...results.map((r) => r.slowest)))} ms`],
];

export const tabsProblems = (results) =>
  results.flatMap((result, index) => (result.lost === 0 ? [] : [`run ${index + 1}: ${result.lost} of ${result.adds} additions lost (badges: ${result.badges.join(', ')})`]));
