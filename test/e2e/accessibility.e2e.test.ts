import type { Browser, Page } from 'puppeteer';
import { launchBrowser, newPage, seedStorage, visit } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** How far the add-to-cart confirmation overlaps the element that has focus (0: not at all). */
const coveredByNotice = (page: Page) =>
  page.evaluate(() => {
    const notice = [...document.querySelectorAll('[role="status"]')].find((region) =>
      region.textContent?.includes('to your cart.'),
    );
    const focused = document.activeElement;
    if (!notice || !(focused instanceof HTMLElement)) throw new Error('no notice or no focus');
    const a = focused.getBoundingClientRect();
    const b = notice.getBoundingClientRect();
    const overlaps = a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
    return overlaps ? Math.round(a.bottom - b.top) : 0;
  });

it('never lets the add-to-cart confirmation cover the element that has focus', async () => {
  const { page, errors } = await newPage(browser, { width: 390, height: 740 });
  await seedStorage(page, {});
  await visit(page, '/product/2');
  // The Add to Cart button sits at the very bottom edge of the screen.
  await page.$eval('main button[aria-haspopup="dialog"]', (button) => {
    const { bottom } = button.getBoundingClientRect();
    window.scrollBy(0, bottom - window.innerHeight + 2);
  });
  await page.focus('main button[aria-haspopup="dialog"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[role="dialog"] button[type="submit"]');
  await page.click('[role="dialog"] button[type="submit"]');
  await page.waitForSelector('[role="dialog"]', { hidden: true });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="status"]')].some((region) => region.textContent?.includes('to your cart.')),
  );
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
  expect(await coveredByNotice(page)).toBe(0);
  // Onwards through the page with the keyboard, to its last control (then focus leaves the page).
  let checked = 0;
  for (;;) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() =>
      document.activeElement === document.body ? 'gone' : document.activeElement?.closest('[role="status"]') ? 'notice' : 'page',
    );
    if (where === 'gone') break;
    if (where === 'page') expect([checked, await coveredByNotice(page)]).toEqual([checked, 0]);
    checked += 1;
  }
  expect(checked).toBeGreaterThan(3);
  expect(errors).toEqual([]);
  await page.close();
});
