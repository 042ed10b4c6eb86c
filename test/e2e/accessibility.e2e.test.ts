import type { BrowserContext, Page } from 'puppeteer';
import { blackLine, detailedQuote, storedOrder, wishlistEntry } from '../support/fixtures';
import { seriousAxeViolations } from './support/axe';
import { holdScripts, openBrowser, newPage, seedStorage, visit } from './support/browser';
import { groupFiles } from './support/buildManifest';
import { byName } from './support/flows';

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
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

/** Tabs from Add to Cart to the page's last control, checking at each step that the notice covers nothing. */
async function tabPastTheNotice(page: Page) {
  // The Add to Cart button sits at the very bottom edge of the screen.
  await page.$eval('main button[aria-haspopup="dialog"]', (button) => {
    const { bottom } = button.getBoundingClientRect();
    window.scrollBy(0, bottom - window.innerHeight + 2);
  });
  await page.focus('main button[aria-haspopup="dialog"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog[open] button[type="submit"]');
  await page.click('dialog[open] button[type="submit"]');
  await page.waitForSelector('dialog[open]', { hidden: true });
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
}

it('never lets the add-to-cart confirmation cover the element that has focus', async () => {
  const { page, errors } = await newPage(browser, { width: 390, height: 740 });
  await seedStorage(page, {});
  await visit(page, '/product/2');
  await tabPastTheNotice(page);
  expect(errors).toEqual([]);
  await page.close();
});

it("keeps the focused element clear of the confirmation in the footer, before the footer's code has come", async () => {
  const { page, errors } = await newPage(browser, { width: 390, height: 740 });
  await seedStorage(page, {});
  // The footer's code is held back, as on a slow line: React stops focus events at the root until it has it.
  const footerCode = groupFiles('footer').filter((file) => file.endsWith('.js'));
  const held = await holdScripts(page, (url) => footerCode.some((file) => url.endsWith(`/${file}`)));
  await visit(page, '/product/2');
  await tabPastTheNotice(page);
  expect(held.held.length).toBeGreaterThan(0);
  await held.release();
  expect(errors).toEqual([]);
  await page.close();
});

describe('axe', () => {
  const line = blackLine({ quantity: 3, size: 'big', totalPrice: 3900 });
  const delivered = storedOrder({ items: [line], status: 'delivered' });
  const quoted = detailedQuote({ status: 'quoted' });
  // Every list holds something, so each screen shows its full layout.
  const seed = {
    cart: JSON.stringify([line]),
    wishlist: JSON.stringify([wishlistEntry()]),
    quotes: JSON.stringify([quoted]),
    orders: JSON.stringify([delivered]),
  };
  const ROUTES = [
    '/',
    '/shop',
    '/shop?view=list',
    '/product/3',
    '/product/20',
    '/product/99',
    '/cart',
    '/wishlist',
    '/orders',
    '/checkout',
    `/order-success?orderId=${delivered.id}`,
    `/track-order/${delivered.id}`,
    '/track-order/ORD-NOPE',
    '/request-quote',
    `/quote-success?quoteId=${quoted.id}`,
    '/my-quotes',
    '/about-us',
    '/portfolio',
    '/process-quality',
    '/contact-us',
    '/granite-slabs',
    '/marble-slabs',
    '/privacy-policy',
    '/terms-of-service',
    '/terms-and-conditions',
    '/returns-exchange',
    '/cancellation-refund',
    '/shipping-policy',
    '/your-data',
    '/no-such-page',
  ];

  it('finds no serious or critical violation on any route, with data present', async () => {
    const { page } = await newPage(browser);
    await seedStorage(page, seed);
    const found: Record<string, unknown> = {};
    for (const route of ROUTES) {
      await visit(page, route);
      // Scrolled through, so everything that loads on the way is checked as well.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForSelector('footer');
      const problems = await seriousAxeViolations(page);
      if (problems.length > 0) found[route] = problems;
    }
    expect(found).toEqual({});
  }, 240_000);

  it('finds none with the add-to-cart dialog, the review dialog or the small-screen menu open', async () => {
    const { page } = await newPage(browser, { width: 390, height: 800 });
    await seedStorage(page, seed);
    const found: Record<string, unknown> = {};

    await visit(page, '/shop');
    await page.click('main button[aria-haspopup="dialog"]');
    await page.waitForSelector('dialog[open] button[type="submit"]');
    found.addToCart = await seriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[open]', { hidden: true });

    await page.click('header button[aria-label="Open menu"]');
    await page.waitForSelector('dialog[open][aria-label="Site menu"]');
    found.menu = await seriousAxeViolations(page);

    await visit(page, `/track-order/${delivered.id}`);
    await page.click(byName(`Leave Review for order ${delivered.id}`));
    await page.waitForSelector('[role="dialog"] textarea');
    found.review = await seriousAxeViolations(page);

    expect(found).toEqual({ addToCart: [], menu: [], review: [] });
  });
});
