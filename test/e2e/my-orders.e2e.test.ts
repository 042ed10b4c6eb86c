import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'puppeteer';
import { statusBadge } from '../../src/features/orders/status';
import { blackLine, storedOrder, whiteLine } from '../support/fixtures';
import { allowDownloads, headingText, newPage, openBrowser, readStorage, seedStorage, visit, waitForStorage } from './support/browser';
import { byName } from './support/flows';
import { tones } from './support/tokens';

/** A visitor looks back at their orders: the list, tracking, the invoice and a review. */

const white = whiteLine({ quantity: 1, size: 'small', totalPrice: 650 });
const black = blackLine({ quantity: 1, size: 'big', totalPrice: 1300 });
interface StoredOrder {
  id: string;
  review?: unknown;
}

const mainText = (page: Page) => page.$eval('main', (main) => main.textContent ?? '');

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

describe('my orders', () => {
  const delivered = storedOrder({
    id: 'ORD-1768473000000-k3zq8p2ab',
    items: [{ ...black, quantity: 3, totalPrice: 3900 }, white],
    totalAmount: 5005,
    paymentMethod: 'net-banking',
    orderDate: '2026-01-15T10:30:00.000Z',
    status: 'delivered',
  });

  it('shows badge colours per status, and Order Not Found for an unknown id', async () => {
    const { page, errors } = await newPage(browser);
    const statuses = ['placed', 'processing', 'shipped', 'delivered', 'on-hold'];
    const orders = statuses.map((status, index) => ({ ...delivered, id: `ORD-${index}-abcdefghi`, status }));
    await seedStorage(page, { orders: JSON.stringify([...orders, { id: 'ORD-9-missing00' }]) });
    await visit(page, '/orders');
    const badges = await page.$$eval('main article header > span', (spans) =>
      spans.map((span) => [span.textContent, getComputedStyle(span).backgroundColor, getComputedStyle(span).color]),
    );
    // Each status in its tone's colours from the design tokens; an order without a status is Placed.
    const tone = tones();
    const looks = [...statuses, undefined].map((status) => {
      const { label, tone: name } = statusBadge(status);
      return [label, tone[name]?.background, tone[name]?.color];
    });
    expect(badges).toEqual(looks);
    expect(new Set(looks.map(([, background]) => background)).size).toBe(5);
    const last = await page.$eval('main li:last-child article', (article) => article.textContent ?? '');
    expect(last).toContain('Unknown date');
    expect(last).toContain('No items found in this order');
    expect(last).toContain('N/A');

    await visit(page, '/track-order/ORD-NOPE');
    expect(await headingText(page)).toBe('Order Not Found');
    expect(await mainText(page)).toContain("The order you're looking for doesn't exist or may have been removed.");
    expect(await page.$('main a[href="/orders"]')).not.toBeNull();

    // A known order never flashes the not-found message on a cold load.
    await page.evaluateOnNewDocument(() => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Order Not Found')) localStorage.setItem('__flashed', 'yes');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await visit(page, `/track-order/${orders[3]?.id}`);
    expect(await headingText(page)).toBe('Track Order');
    expect(await readStorage(page, '__flashed')).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('downloads a PDF invoice naming the order id and total, loading the PDF library only on click', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, { orders: JSON.stringify([delivered]) });
    const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-invoices-'));
    const saved = await allowDownloads(page, downloads);
    await visit(page, '/orders');
    const scripts = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length);
    const before = await scripts();

    await page.click(`::-p-aria(Download Invoice for order ${delivered.id})`);
    const file = await saved.next();
    expect(path.basename(file)).toBe(`invoice-${delivered.id}.pdf`);
    expect(await scripts()).toBeGreaterThan(before);
    const bytes = fs.readFileSync(file).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toContain(`(${delivered.id})`);
    // 3 x 1300 + 650 = 4550, free shipping, tax 455: total 5005.
    expect(bytes).toContain('(Rs. 5,005.00)');
    expect(bytes).toContain('(Sri Balaji Granites & Marbles)');
    expect(bytes).toContain('(Kuppum Black)');
    fs.rmSync(downloads, { recursive: true, force: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps a review with a delivered order', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, { orders: JSON.stringify([delivered]) });
    await visit(page, `/track-order/${delivered.id}`);
    expect(await page.$$eval('main ol[aria-label="Order progress"] > li', (items) => items.length)).toBe(4);
    expect(await page.$$eval('main time', (times) => times.length)).toBe(4);
    await page.click(`::-p-aria(Leave Review for order ${delivered.id})`);
    await page.waitForSelector('[role="dialog"]');
    await page.click('[role="dialog"] input[value="5"]');
    await page.type(byName('Comment'), 'Even colour and clean edges.');
    await page.click(byName('Submit Review'));
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(await mainText(page)).toContain('Rated 5 out of 5');
    const [saved] = JSON.parse(
      (await waitForStorage(page, 'orders', (value) => (value ?? '').includes('review'))) ?? '[]',
    ) as StoredOrder[];
    expect(saved?.review).toMatchObject({ rating: 5, comment: 'Even colour and clean edges.' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
