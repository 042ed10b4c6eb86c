import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'puppeteer';
import { hostingDirOf } from '../../scripts/build-output.cjs';
import { routeManifest } from '../../src/app/routes/routeManifest';
import { baseUrl, headingText, newPage, openBrowser, recordViolations, requestsOffTheShop, seedStorage, visit, waitUntilLive } from './support/browser';
import { expectNoDelivery } from './support/noDelivery';

/** A visitor moves around the shop: every route's page, unknown addresses, deep links, focus and the skip link. */

/** Every route of the spec's table and the h1 it must show. */
const ROUTE_HEADINGS: Array<[string, string | RegExp]> = [
  ['/', /\S/],
  ['/shop', 'Granite Collection'],
  ['/product/3', /\S/],
  ['/product', 'Madanpalli White'],
  ['/cart', /Shopping Cart|Your Cart is Empty/],
  ['/wishlist', /My Wishlist|Your Wishlist is Empty/],
  ['/orders', /My Orders|No Orders Yet/],
  ['/order-success', 'Order Not Found'],
  ['/track-order/ORD-NOPE', /Order Not Found|Track Order/],
  ['/request-quote', 'Get Your Quote'],
  ['/quote-success', 'Quote Request Not Found'],
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

const distDir = path.resolve(__dirname, '../..', process.env.STONE_DIST ?? 'dist');
const table = (JSON.parse(fs.readFileSync(path.join(hostingDirOf(distDir), 'prerendered.json'), 'utf8')) as {
  pages: Array<{ path: string }>;
}).pages;
const NOT_FOUND_ADDRESS = '/no-such-page';
/** An address for each prerendered page: an id for the shared shells, an unknown path for not-found. */
const PRERENDERED = table.map((page) => (page.path === '*' ? NOT_FOUND_ADDRESS : page.path.replace(/\/\*$/, '/unknown-1')));
/** An address for each route of the route manifest. */
const MANIFEST = routeManifest.map(({ path }) =>
  path === '*' ? NOT_FOUND_ADDRESS : path.replace(':id', '3').replace(':orderId', 'ORD-1-abcdefghi'),
);

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

describe('routes', () => {
  // One visit of each page makes every per-page check, so that no other file need visit them all:
  // the heading, no console error or hydration warning, no Content Security Policy violation
  // (security.e2e.test.ts tests the policy itself), and, as this build has no delivery address, no
  // request off the shop and nothing of delivery (no-delivery.e2e.test.ts tests the flows).
  it('shows the heading of every route and every prerendered page, live, with no console error, hydration warning, policy violation, request off the shop or delivery', async () => {
    const { page, errors, logs } = await newPage(browser);
    const violations = await recordViolations(page);
    const offTheShop = requestsOffTheShop(page);
    await seedStorage(page, {});
    const expectedHeadings = new Map(ROUTE_HEADINGS);
    const addresses = [...new Set([...expectedHeadings.keys(), ...PRERENDERED, ...MANIFEST])];
    for (const address of addresses) {
      // Live: a hydration mismatch is reported when React commits the page, so by the time this holds.
      await visit(page, address);
      await waitUntilLive(page);
      const text = await headingText(page);
      const expected = expectedHeadings.get(address);
      if (typeof expected === 'string') expect([address, text]).toEqual([address, expected]);
      else if (expected) expect([address, expected.test(text)]).toEqual([address, true]);
      if (address !== NOT_FOUND_ADDRESS) expect([address, text]).not.toEqual([address, 'Oops! Page not found']);
      expect([address, errors]).toEqual([address, []]);
      expect([address, await violations()]).toEqual([address, []]);
      await expectNoDelivery(page);
    }
    expect(logs.filter((line) => /hydrat|did not match|didn't match/i.test(line))).toEqual([]);
    expect(offTheShop).toEqual([]);
    // Every route of the manifest is among them, and the security test's list had these too.
    for (const address of ['/checkout', '/your-data', '/no-such-page']) expect(addresses).toContain(address);
    await page.close();
    // About 50 pages, each loaded afresh.
  }, 180_000);

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

  it('serves a deep link with 200', async () => {
    const { page } = await newPage(browser);
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
