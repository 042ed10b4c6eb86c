import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'puppeteer';
import { blackLine } from '../support/fixtures';
import { baseUrl, expectErrors, holdScripts, launchBrowser, newPage, seedStorage, until, waitUntilLive } from './support/browser';

/**
 * HTML first (issue 15): every page arrives as real HTML, paints its heading
 * before any script has run, and React takes it over without a mismatch.
 */

const distDir = path.resolve(__dirname, '../..', process.env.STONE_DIST ?? 'dist');
const table = (JSON.parse(fs.readFileSync(path.join(distDir, 'prerendered.json'), 'utf8')) as {
  pages: Array<{ path: string; status: number }>;
}).pages;
/** An address for each prerendered page: an id for the shared shells, any unknown path for not-found. */
const ROUTES = table.map((page) => (page.path === '*' ? '/no-such-page' : page.path.replace(/\/\*$/, '/unknown-1')));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});


describe('prerendered pages', () => {
  it('hydrate on every route with no console error and no hydration warning', async () => {
    const { page, errors, logs } = await newPage(browser);
    await seedStorage(page, {});
    for (const route of ROUTES) {
      await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
      // A mismatch is reported when React commits the hydrated page, so by the time this holds.
      await page.waitForSelector('main:not([data-hydrating])');
      await waitUntilLive(page);
      expect([route, errors]).toEqual([route, []]);
    }
    expect(logs.filter((line) => /hydrat|did not match|didn't match/i.test(line))).toEqual([]);
    await page.close();
    // About 45 pages, each loaded afresh.
  }, 180_000);

  it('show the heading and every landmark with JavaScript disabled', async () => {
    const tracked = await newPage(browser);
    const { page } = tracked;
    // The pages ask for their scripts in the head; with JavaScript off, Chromium refuses those requests.
    expectErrors(tracked, /^Request failed \(unknown\) .*\.js$/);
    await page.setJavaScriptEnabled(false);
    for (const [route, heading] of [
      ['/', 'Sri Balaji Granites & Marbles: granite and marble from Andhra Pradesh'],
      ['/product/3', 'Black Galaxy'],
      ['/shop', 'Granite Collection'],
      ['/cart', 'Shopping Cart'],
    ] as const) {
      await page.goto(`${baseUrl()}${route}`);
      expect(await page.$eval('main h1', (element) => element.textContent)).toBe(heading);
      const landmarks = await page.evaluate(() =>
        ['header', 'main', 'footer', 'nav'].map((selector) => document.querySelectorAll(selector).length > 0),
      );
      expect([route, landmarks]).toEqual([route, [true, true, true, true]]);
    }
    await page.close();
  });

  it('paint the heading while the scripts are still held back', async () => {
    const { page } = await newPage(browser);
    const scripts = await holdScripts(page);
    const loaded = page.goto(`${baseUrl()}/product/3`, { waitUntil: 'load' });
    await page.waitForSelector('main h1', { visible: true });
    // The page asks for its scripts at once: they are held back from here on.
    await until(() => scripts.held.length > 0);
    const shown = await page.$eval('main h1', (element) => {
      const rect = element.getBoundingClientRect();
      return {
        text: element.textContent,
        inView: rect.height > 0 && rect.top < window.innerHeight,
        // No script has run: the screen's part still waits for its code.
        waiting: element.closest('[data-hydrating]') !== null,
      };
    });
    expect(shown).toEqual({ text: 'Black Galaxy', inView: true, waiting: true });
    // The page's load waits for its scripts, which start with it.
    await scripts.release();
    await loaded;
    await waitUntilLive(page);
    await page.close();
  });

  it('show a stored cart with its lines, never "Your Cart is Empty" on the way, and no layout shift', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, { cart: JSON.stringify([blackLine()]) });
    await page.evaluateOnNewDocument(() => {
      const seen: string[] = [];
      const shifts: number[] = [];
      Object.assign(window, { __headings: seen, __shifts: shifts });
      const record = () => {
        for (const heading of document.querySelectorAll('h1, h2')) {
          const text = (heading.textContent ?? '').trim();
          if (seen.at(-1) !== text && !seen.includes(text)) seen.push(text);
        }
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseUrl()}/cart`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Kuppum Black'));
    await page.waitForSelector('header a[aria-label="Cart, 3 items"]');
    const { headings, shifts } = await page.evaluate(() => ({
      headings: (window as unknown as { __headings: string[] }).__headings,
      shifts: (window as unknown as { __shifts: number[] }).__shifts,
    }));
    expect(headings).toContain('Shopping Cart');
    expect(headings).not.toContain('Your Cart is Empty');
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('have every landmark and every heading of / in the document before any scrolling', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
    await waitUntilLive(page);
    const roles = await page.evaluate(() => ({
      banner: document.querySelectorAll('header').length,
      main: document.querySelectorAll('main').length,
      contentinfo: document.querySelectorAll('footer').length,
      navigation: document.querySelectorAll('nav').length,
      headings: [...document.querySelectorAll('h1, h2, h3')].map((heading) => (heading.textContent ?? '').trim()),
      scrolled: window.scrollY,
    }));
    expect(roles).toMatchObject({ banner: 1, main: 1, contentinfo: 1, navigation: 5, scrolled: 0 });
    expect(roles.headings).toEqual(
      expect.arrayContaining(['Featured Granites', 'How We Work', 'Get in Touch', 'Business Hours', 'Policies']),
    );
    expect(roles.headings.length).toBeGreaterThanOrEqual(19);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('status codes', () => {
  it('answers unknown paths with 404 and the not-found page, saved-data routes with their shell and 200', async () => {
    for (const [route, status, heading] of [
      ['/no-such-page', 404, 'Oops! Page not found'],
      ['/kitchen-countertops', 404, 'Oops! Page not found'],
      ['/product/99', 404, 'Product Not Found'],
      ['/product/3', 200, 'Black Galaxy'],
      ['/cart', 200, 'Shopping Cart'],
      ['/track-order/ORD-1-abc', 200, 'Track Order'],
      ['/order-success?id=ORD-1', 200, 'Order Placed Successfully!'],
    ] as const) {
      const response = await fetch(`${baseUrl()}${route}`);
      const html = await response.text();
      expect([route, response.status, html.includes(`<h1>${heading}</h1>`) || html.includes(`>${heading}</h1>`)]).toEqual([
        route,
        status,
        true,
      ]);
    }
  });
});
