import type { BrowserContext } from 'puppeteer';
import { addInParallel, storedPieces } from '../../scripts/tab-race.cjs';
import { newPage, openBrowser, seedStorage, visit, waitUntilLive } from './support/browser';
import { waitForCartBadge } from './support/flows';

/**
 * Two tabs adding at once under a 4x CPU slow-down: none of the additions may
 * be lost (src/app/persistence/tabVersions.ts). 100 each in `npm test`: the
 * earlier repair (replaying on the storage event's oldValue) lost about a
 * quarter of them; a build of it fails this test at 200, and at 80 its cart
 * never reached the count (that old build also reports a hydration error here).
 * E2E_TAB_ADDS sets another count (200 is the count the repair was first
 * proved at, 1000 the long stress; the benchmark's `--only tabs` runs 1000).
 * Chromium's throttling is not free: a throttled page costs the machine more
 * CPU, not less (about five times per page load at 4x), so the count is what
 * keeps this test short.
 */
const ADDS_PER_TAB = Number(process.env.E2E_TAB_ADDS ?? 100);
if (!Number.isInteger(ADDS_PER_TAB) || ADDS_PER_TAB < 1) throw new Error(`E2E_TAB_ADDS=${process.env.E2E_TAB_ADDS} is not a count of additions`);

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

describe('tabs', () => {
  it(`loses no addition when two tabs add to the cart at the same time, ${ADDS_PER_TAB} each under 4x CPU slow-down`, async () => {
    // Side by side, so both stay visible and run at full speed; each adds its own line as fast as its page answers.
    const sideBySide = { type: 'window' } as const;
    const tabs = [await newPage(browser, undefined, sideBySide), await newPage(browser, undefined, sideBySide)];
    await seedStorage(tabs[0]!.page, {});
    for (const [index, { page }] of tabs.entries()) {
      await visit(page, `/product/${index + 1}`);
      await waitUntilLive(page, 'main button[aria-haspopup="dialog"]');
    }
    await addInParallel(
      tabs.map(({ page }) => page),
      ADDS_PER_TAB,
    );
    // Settled: both tabs show what storage holds; a lost addition leaves them short and this times out.
    for (const { page } of tabs) await waitForCartBadge(page, `Cart, ${2 * ADDS_PER_TAB} items`, 120_000);
    expect(await storedPieces(tabs[0]!.page)).toEqual({ '1:small': ADDS_PER_TAB, '2:small': ADDS_PER_TAB });
    for (const { page, errors } of tabs) {
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 300_000);
});
