import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer';
import { blackLine } from '../support/fixtures';
import { baseUrl, launchBrowser, newPage, recordViolations, seedStorage, visit } from './support/browser';
import { byName, fillAddress, fillCard, fillQuote, waitForHeading } from './support/flows';

/** Every route of the route table, and a path that is not in it. */
const ROUTES = [
  '/', '/shop', '/product/3', '/cart', '/wishlist', '/orders', '/checkout', '/order-success', '/track-order/ORD-NOPE',
  '/request-quote', '/quote-success', '/my-quotes', '/about-us', '/portfolio', '/process-quality', '/contact-us',
  '/granite-slabs', '/marble-slabs', '/privacy-policy', '/terms-of-service', '/terms-and-conditions',
  '/returns-exchange', '/cancellation-refund', '/shipping-policy', '/your-data', '/no-such-page',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Content Security Policy', () => {
  it('is sent with the pages, with nosniff and a referrer policy', async () => {
    const response = await fetch(`${baseUrl()}/shop`);
    const policy = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('is never violated on any route', async () => {
    const { page } = await newPage(browser);
    await seedStorage(page, {});
    const violations = await recordViolations(page);
    for (const route of ROUTES) {
      await visit(page, route);
      expect([route, await violations()]).toEqual([route, []]);
    }
    await page.close();
  });

  it('is never violated through an order, its invoice and a quote', async () => {
    const { page } = await newPage(browser);
    await seedStorage(page, { cart: JSON.stringify([blackLine({ quantity: 1, size: 'big', totalPrice: 1300 })]) });
    const violations = await recordViolations(page);
    await visit(page, '/checkout');
    await page.waitForSelector(byName('Full Name'));
    await fillAddress(page);
    await fillCard(page);
    await page.click('main form button[type="submit"]');
    await waitForHeading(page, 'Order Placed Successfully!');
    const orderId = new URL(page.url()).searchParams.get('orderId');
    await page.click('main a[href="/orders"]');
    const invoiceButton = `::-p-aria(Download Invoice for order ${orderId})`;
    await page.waitForSelector(invoiceButton);
    const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-csp-'));
    const session = await page.createCDPSession();
    await session.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    await page.click(invoiceButton);
    // The PDF library ran under the policy if the file arrives.
    const invoice = path.join(downloads, `invoice-${orderId}.pdf`);
    for (const started = Date.now(); !fs.existsSync(invoice); ) {
      if (Date.now() - started > 10_000) throw new Error('the invoice never arrived');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    fs.rmSync(downloads, { recursive: true, force: true });
    await visit(page, '/request-quote');
    await page.waitForSelector(byName('Full Name'));
    await fillQuote(page);
    await page.click('aside button[type="submit"]');
    await waitForHeading(page, 'Quote Request Submitted!');
    expect(await violations()).toEqual([]);
    await page.close();
  });
});
