import type { Browser } from 'puppeteer';
import { blackLine, detailedQuote, storedOrder, wishlistEntry } from '../support/fixtures';
import { baseUrl, headingText, launchBrowser, newPage, readStorage, seedStorage, visit, waitForStorage } from './support/browser';

/** Every route of the spec's table and the h1 it must show. */
const ROUTE_HEADINGS: Array<[string, string | RegExp]> = [
  ['/', /\S/],
  ['/shop', 'Granite Collection'],
  ['/product/3', /\S/],
  ['/product', 'Madanpalli White'],
  ['/cart', /Shopping Cart|Your Cart is Empty/],
  ['/wishlist', /My Wishlist|Your Wishlist is Empty/],
  ['/orders', /My Orders|No Orders Yet/],
  ['/order-success', /Order Placed/],
  ['/track-order/ORD-NOPE', /Order Not Found|Track Order/],
  ['/request-quote', 'Get Your Quote'],
  ['/quote-success', /Quote Request Submitted/],
  ['/my-quotes', /My Quotes|No Quote Requests Yet/],
  ['/about-us', 'About Us'],
  ['/portfolio', 'Our Portfolio'],
  ['/process-quality', 'Process & Quality'],
  ['/contact-us', 'Contact Us'],
  ['/granite-slabs', 'Granite Slabs'],
  ['/marble-slabs', 'Marble Slabs'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/terms-and-conditions', 'Terms & Conditions'],
  ['/returns-exchange', 'Returns & Exchange'],
  ['/cancellation-refund', 'Cancellation & Refund'],
  ['/shipping-policy', 'Shipping & Delivery'],
];

const NOT_FOUND_PATHS = ['/no-such-page', '/kitchen-countertops', '/flooring-tiles', '/careers', '/sample-request', '/faq'];

const cartLine = blackLine({ quantity: 3, size: 'big', totalPrice: 3900 });
const order = storedOrder({ items: [cartLine] });

const SEED = {
  cart: JSON.stringify([cartLine]),
  wishlist: JSON.stringify([wishlistEntry()]),
  quotes: JSON.stringify([detailedQuote()]),
  orders: JSON.stringify([order]),
};

const badge = (label: string) => `header a[aria-label^="${label}"]`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('routes', () => {
  it('renders the heading of every route in the route table', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    for (const [path, expected] of ROUTE_HEADINGS) {
      await visit(page, path);
      const text = await headingText(page);
      if (typeof expected === 'string') expect([path, text]).toEqual([path, expected]);
      else expect([path, expected.test(text)]).toEqual([path, true]);
      expect(text).not.toBe('Oops! Page not found');
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the not-found page, inside header and footer, for unknown paths and footer-only links', async () => {
    const { page, logs } = await newPage(browser);
    for (const path of NOT_FOUND_PATHS) {
      await visit(page, path);
      expect(await headingText(page)).toBe('Oops! Page not found');
      expect(await page.$('header nav[aria-label="Main"]')).not.toBeNull();
      await page.waitForSelector('footer');
      expect(logs.some((line) => line.includes(path))).toBe(true);
    }
    // The footer really links to them.
    const footerHrefs = await page.$$eval('footer a', (links) => links.map((link) => link.getAttribute('href')));
    for (const path of NOT_FOUND_PATHS.slice(1)) expect(footerHrefs).toContain(path);
    await page.close();
  });

  it('forwards /quote to the quote form and serves deep links', async () => {
    const { page } = await newPage(browser);
    await visit(page, '/quote');
    expect(new URL(page.url()).pathname).toBe('/request-quote');
    // Pages are revalidated on every use (no-cache): a copy from an earlier test would come back as 304.
    await page.setCacheEnabled(false);
    const response = await page.goto(`${baseUrl()}/product/3`);
    expect(response?.status()).toBe(200);
    await page.waitForSelector('main:not([data-hydrating]) h1');
    await page.close();
  });

  it('moves focus to the new page heading after navigating, and the skip link reaches main', async () => {
    const { page } = await newPage(browser);
    await visit(page, '/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.click('header nav[aria-label="Main"] a[href="/about-us"]');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.title()).toMatch(/About Us/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});

describe('persistence', () => {
  it('loads lists from the four keys, shows them in the badges and keeps them byte for byte', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, SEED);
    await visit(page, '/');
    expect(await page.$eval(badge('Cart'), (link) => link.getAttribute('aria-label'))).toBe('Cart, 3 items');
    expect(await page.$eval(badge('Wishlist'), (link) => link.getAttribute('aria-label'))).toBe('Wishlist, 1 item');
    expect(await page.$eval(badge('My Quotes'), (link) => link.getAttribute('aria-label'))).toBe('My Quotes, 1 quote');
    expect(await page.$eval(badge('My Orders'), (link) => link.getAttribute('aria-label'))).toBe('My Orders, 1 order');
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('main:not([data-hydrating]) h1');
    // Start-up writes (cleaned-up lists) happen while the store is made, before the first
    // render: with the page shown, anything the shop would write is already written.
    for (const [key, value] of Object.entries(SEED)) expect(await readStorage(page, key)).toBe(value);
    const keys = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(keys).toEqual(['cart', 'orders', 'quotes', 'wishlist']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hides badges at zero', async () => {
    const { page } = await newPage(browser);
    await seedStorage(page, {});
    await visit(page, '/');
    expect(await page.$eval(badge('Cart'), (link) => link.getAttribute('aria-label'))).toBe('Cart');
    expect(await page.$$('header [data-testid$="-badge"]')).toHaveLength(0);
    await page.close();
  });

  it("follows another tab's change", async () => {
    const first = await newPage(browser);
    await seedStorage(first.page, { cart: SEED.cart });
    await visit(first.page, '/');
    const second = await newPage(browser);
    await visit(second.page, '/about-us');
    await second.page.evaluate((line) => {
      localStorage.setItem('cart', JSON.stringify([{ ...line, quantity: 7, totalPrice: 9100 }]));
    }, cartLine);
    await first.page.waitForFunction(
      (selector) => document.querySelector(selector)?.getAttribute('aria-label') === 'Cart, 7 items',
      {},
      badge('Cart'),
    );
    await first.page.close();
    await second.page.close();
  });

  it('survives corrupted data in every key, keeps valid entries and sets the original aside', async () => {
    const { page, errors } = await newPage(browser);
    const mixedCart = JSON.stringify([cartLine, { id: 'x' }, null, 5]);
    await seedStorage(page, {
      cart: mixedCart,
      wishlist: '{not json',
      quotes: '{"a":1}',
      orders: JSON.stringify([{ nope: true }, order]),
    });
    await visit(page, '/');
    expect(await page.$eval(badge('Cart'), (link) => link.getAttribute('aria-label'))).toBe('Cart, 3 items');
    expect(await page.$eval(badge('My Orders'), (link) => link.getAttribute('aria-label'))).toBe('My Orders, 1 order');
    await page.waitForSelector('[role="alert"]');
    expect(await page.$eval('[role="alert"]', (element) => element.textContent)).toMatch(/could not be read/);
    expect(await readStorage(page, 'cart.backup')).toBe(mixedCart);
    expect(await readStorage(page, 'wishlist.backup')).toBe('{not json');
    expect(await readStorage(page, 'quotes.backup')).toBe('{"a":1}');
    await waitForStorage(page, 'cart', (value) => value === JSON.stringify([cartLine]));
    // Every page works with what was recovered, and with corrupt values seeded afresh.
    for (const [path] of ROUTE_HEADINGS) {
      await seedStorage(page, { cart: '[1,', wishlist: '"str"', quotes: '[{"id":5}]', orders: '[null,{"id":"ORD-1"}]' });
      await visit(page, path);
      expect([path, await headingText(page)]).not.toEqual([path, 'Something went wrong']);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('tells the visitor when the browser cannot save, and keeps working in memory', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await page.evaluateOnNewDocument(() => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function setItem(key: string, value: string) {
        if (key === 'cart') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return original.call(this, key, value);
      };
    });
    await visit(page, '/shop');
    // The visitor's first change is the first write, and it fails.
    await page.click('::-p-aria([name="Add to Cart, Kuppum Black"][role="button"])');
    await page.waitForSelector('[role="dialog"]');
    await page.click('[role="dialog"] button[type="submit"]');
    await page.waitForSelector('[role="alert"]');
    expect(await page.$eval('[role="alert"]', (element) => element.textContent)).toMatch(
      /Your browser could not save your cart/,
    );
    expect(await page.$eval(badge('Cart'), (link) => link.getAttribute('aria-label'))).toBe('Cart, 1 item');
    await visit(page, '/about-us');
    expect(await headingText(page)).toBe('About Us');
    expect(errors).toEqual([]);
    await page.close();
  });
});
