import type { BrowserContext } from 'puppeteer';
import { headingText, newPage, openBrowser, readStorage, seedStorage, visit, waitForStorage } from './support/browser';
import { byName } from './support/flows';

/** A visitor keeps stones for later: the heart on the shop and the product page, and /wishlist. */

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

it('toggles the wishlist, which persists across a reload and shows on /wishlist', async () => {
  const { page, errors } = await newPage(browser);
  await seedStorage(page, {});
  await visit(page, '/shop');
  await page.click(byName('Add Tan Brown to wishlist', 'button'));
  await page.waitForSelector(byName('Remove Tan Brown from wishlist', 'button'));
  expect(
    await page.$eval(byName('Remove Tan Brown from wishlist', 'button'), (button) => button.getAttribute('aria-pressed')),
  ).toBe('true');
  const stored = await waitForStorage(page, 'wishlist', (value) => value !== null && value !== '[]');
  expect(JSON.parse(stored ?? '[]')).toEqual([
    {
      id: 5,
      name: 'Tan Brown',
      image: 'images/products/5-1.svg',
      pricing: { small: 940, big: 1080 },
      unit: 'per CBM',
      category: 'granite',
      description: expect.stringContaining('Karimnagar'),
    },
  ]);

  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector(byName('Remove Tan Brown from wishlist', 'button'));
  expect(await page.$eval('header a[aria-label^="Wishlist"]', (link) => link.getAttribute('aria-label'))).toBe(
    'Wishlist, 1 item',
  );

  await visit(page, '/wishlist');
  expect(await headingText(page)).toBe('My Wishlist');
  expect(await page.$$eval('main article h2', (names) => names.map((name) => name.textContent))).toEqual(['Tan Brown']);

  await visit(page, '/product/5');
  await page.click(byName('In Wishlist', 'button'));
  await page.waitForSelector(byName('Add to Wishlist', 'button'));
  await waitForStorage(page, 'wishlist', (value) => value === '[]');
  await visit(page, '/wishlist');
  expect(await headingText(page)).toBe('Your Wishlist is Empty');
  expect(await readStorage(page, 'wishlist')).toBe('[]');
  expect(errors).toEqual([]);
  await page.close();
});
