import type { BrowserContext } from 'puppeteer';
import { blackLine } from '../support/fixtures';
import { baseUrl, openBrowser, newPage, seedStorage } from './support/browser';

/**
 * The site owner's view: the shop embedded with one script and one element on
 * a host page under /host/shop (see globalSetup), with the storage prefix
 * 'stones.'. The host's own styles and elements must be untouched.
 */
let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

it('runs under a base path on a host page without touching the host', async () => {
  const { page, errors } = await newPage(browser, undefined, { serviceWorker: true });
  await seedStorage(page, {
    cart: '[]',
    'stones.cart': JSON.stringify([blackLine({ quantity: 2, size: 'small', totalPrice: 2000 })]),
  });
  await page.goto(`${baseUrl()}/host/shop/about-us`, { waitUntil: 'load' });
  await page.waitForSelector('[data-stone-shop] >>> main h1');
  expect(await page.$eval('[data-stone-shop] >>> main h1', (h1) => h1.textContent)).toBe('About Us');

  // The prefixed key feeds the badge; the host's own 'cart' key is left alone.
  expect(await page.$eval('[data-stone-shop] >>> header a[aria-label^="Cart"]', (a) => a.getAttribute('aria-label'))).toBe(
    'Cart, 2 items',
  );
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

  // Links stay under the base path.
  // The bar's links (the small-screen menu, closed, has the same).
  const navHrefs = await page.$$eval('[data-stone-shop] >>> header nav:not(dialog *) a', (links) => links.map((a) => a.getAttribute('href')));
  expect(navHrefs).toEqual(['/host/shop', '/host/shop/shop', '/host/shop/portfolio', '/host/shop/about-us', '/host/shop/contact-us']);
  await page.click('[data-stone-shop] >>> header nav a[href="/host/shop/portfolio"]');
  await page.waitForFunction(() => location.pathname === '/host/shop/portfolio');
  await page.waitForFunction(
    () => document.querySelector('[data-stone-shop] stone-shop-root')?.shadowRoot?.querySelector('main h1')?.textContent === 'Our Portfolio',
  );

  // Host styles untouched: font, colour, margin and the host button's look.
  const host = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const p = getComputedStyle(document.querySelector('p.host') as Element);
    const button = getComputedStyle(document.querySelector('.host-button') as Element);
    return {
      bodyFont: body.fontFamily,
      bodyMargin: body.margin,
      pSize: p.fontSize,
      pColor: p.color,
      buttonMinHeight: button.minHeight,
    };
  });
  expect(host.bodyFont).toBe('serif');
  expect(host.bodyMargin).toBe('0px');
  expect(host.pSize).toBe('20px');
  expect(host.pColor).toBe('rgb(10, 20, 30)');
  expect(host.buttonMinHeight).toBe('0px'); // the browser default: the shop's 2.75em did not leak

  // Lazy chunks and images resolved relative to the script, not the host page.
  const failed = errors.filter((line) => line.startsWith('HTTP'));
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
  // No service worker on the host's site: only the standalone shop registers one.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((found) => found.length))).toBe(0);
  await page.close();
});

it('opens the small-screen menu inside its shadow root, and the menu keeps to the base path', async () => {
  const { page } = await newPage(browser, { width: 390, height: 844, isMobile: true, hasTouch: true });
  await seedStorage(page, {});
  await page.goto(`${baseUrl()}/host/shop/about-us`, { waitUntil: 'load' });
  await page.waitForSelector('[data-stone-shop] >>> main h1');
  // The button names its dialog by id, which resolves inside the shop's own shadow root.
  await page.tap('[data-stone-shop] >>> header button[aria-label="Open menu"]');
  const menu = await page.waitForSelector('[data-stone-shop] >>> dialog[open][aria-label="Site menu"]');
  const focused = () => menu!.evaluate((dialog) => {
    const active = (dialog.getRootNode() as ShadowRoot).activeElement;
    return active && dialog.contains(active) ? (active.getAttribute('aria-label') ?? active.textContent) : 'outside the menu';
  });
  expect(await focused()).toBe('Close menu');
  // Tab goes round the menu (close, five links, Get Quote) both ways, never out to the host page or the browser.
  const stops: Array<string | null> = [];
  const tab = async (times: number) => {
    for (let step = 0; step < times; step += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focused());
    }
  };
  await tab(8);
  await page.keyboard.down('Shift');
  await tab(3);
  await page.keyboard.up('Shift');
  expect(stops).toEqual(['Home', 'Shop', 'Portfolio', 'About', 'Contact', 'Get Quote', 'Close menu', 'Home', 'Close menu', 'Get Quote', 'Contact']);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[data-stone-shop] stone-shop-root')?.shadowRoot?.querySelector('dialog[open]'));
  await page.tap('[data-stone-shop] >>> header button[aria-label="Open menu"]');
  await page.tap('[data-stone-shop] >>> dialog[open] a[href="/host/shop/portfolio"]');
  await page.waitForFunction(() => location.pathname === '/host/shop/portfolio');
  expect(await page.$('[data-stone-shop] >>> dialog[open]')).toBeNull();
  await page.close();
});
