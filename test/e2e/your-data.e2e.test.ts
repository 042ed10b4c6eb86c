import type { BrowserContext } from 'puppeteer';
import { blackLine, quoteRequest, storedOrder, wishlistEntry } from '../support/fixtures';
import { clickFooterLink, openBrowser, newPage, seedStorage, visit } from './support/browser';
import { byName, waitForCartBadge, waitForHeading } from './support/flows';

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

it('clears every list from the footer\'s "Your Data" page, and another open tab follows', async () => {
  const sideBySide = { type: 'window' } as const;
  const first = await newPage(browser, undefined, sideBySide);
  await seedStorage(first.page, {
    cart: JSON.stringify([blackLine({ quantity: 2, size: 'big', totalPrice: 2600 })]),
    wishlist: JSON.stringify([wishlistEntry()]),
    orders: JSON.stringify([storedOrder()]),
    quotes: JSON.stringify([quoteRequest()]),
    'quotes.backup': '{"old":true}',
  });
  const second = await newPage(browser, undefined, sideBySide);
  await visit(second.page, '/shop');
  await waitForCartBadge(second.page, 'Cart, 2 items');

  await visit(first.page, '/');
  await clickFooterLink(first.page, '/your-data');
  await waitForHeading(first.page, 'Your data');
  await first.page.click(byName('Clear my data', 'button'));
  await first.page.waitForSelector(byName('Yes, clear my data', 'button'));
  await first.page.click(byName('Yes, clear my data', 'button'));
  await first.page.waitForFunction(() =>
    document.querySelector('main [role="status"]')?.textContent?.includes('Your data has been cleared from this browser.'),
  );
  expect(await first.page.evaluate(() => Object.keys(localStorage))).toEqual([]);

  // The other tab's badges empty without a reload.
  await waitForCartBadge(second.page, 'Cart');
  expect(await second.page.$$('header a[aria-label*=","]')).toHaveLength(0);
  for (const { page, errors } of [first, second]) {
    expect(errors).toEqual([]);
    await page.close();
  }
});
