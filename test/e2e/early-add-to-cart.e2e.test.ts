import type { BrowserContext, Page } from 'puppeteer';
import { baseUrl, openWithScriptsHeld, newPage, openBrowser, readStorage, seedStorage, waitForStorage, waitUntilLive } from './support/browser';

/**
 * The add-to-cart dialog before the main script has come
 * (src/app/earlyEvents/earlyAddToCart.ts): every script is held back by
 * request interception, the visitor opens the dialog, chooses a quantity and
 * a size and presses Add to Cart; once the scripts are let through, the cart
 * holds exactly that line, once.
 */

const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };
const OPEN = 'dialog[open]';

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

/** A browser without invoker commands: it never runs `commandfor`, and the shop's check finds none. */
async function withoutCommands(page: Page) {
  await page.evaluateOnNewDocument(() => {
    delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement;
    window.addEventListener('command', (event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
    }, true);
  });
}

/** Opens `pathname` with every script held back; resolves once the page asked for them. */
async function openWithoutCode(pathname: string, prepare: (page: Page) => Promise<void> = async () => undefined) {
  const tracked = await newPage(browser, PHONE);
  const { page } = tracked;
  await seedStorage(page, {});
  await prepare(page);
  const { release } = await openWithScriptsHeld(page, `${baseUrl()}${pathname}`);
  return { ...tracked, release };
}

const dialogText = (page: Page, selector: string) => page.$eval(`${OPEN} ${selector}`, (element) => element.textContent);
const totalSays = (page: Page, text: string) =>
  page.waitForFunction((expected) => document.querySelector('dialog[open] [data-testid="line-total"]')?.textContent === expected, {}, text);
const storedCart = async (page: Page) => JSON.parse((await readStorage(page, 'cart')) ?? '[]') as Array<Record<string, unknown>>;
const confirmation = (page: Page, text: string) =>
  page.waitForFunction((expected) => [...document.querySelectorAll('[role="status"]')].some((region) => region.textContent?.includes(expected)), {}, text);

/** Types `typed` over the dialog's quantity and picks `size`. */
async function choose(page: Page, typed: string, size: 'small' | 'big') {
  await page.click(`${OPEN} input[name="quantity"]`, { count: 3 });
  await page.keyboard.type(typed);
  await page.click(`${OPEN} input[type="radio"][value="${size}"]`);
}

/** The first card's Add to Cart on /shop. */
const SHOP_OPENER = 'main ::-p-aria(Add to Cart, Madanpalli White)';
const OPENERS: Record<string, string> = {
  '/shop': SHOP_OPENER,
  '/product/1': 'main button[aria-haspopup="dialog"]',
};

describe('the add-to-cart dialog before the main script has come', () => {
  it.each(Object.keys(OPENERS))('on %s it opens from the page, works, and its Add to Cart is applied once when the store is live', async (pathname) => {
    const { page, errors, release } = await openWithoutCode(pathname);
    const opener = await page.waitForSelector(OPENERS[pathname] as string, { visible: true });
    await opener!.tap();
    await page.waitForSelector(OPEN, { visible: true });
    expect(await dialogText(page, 'h2')).toBe('Madanpalli White');
    expect(await page.$eval(`${OPEN} input[name="quantity"]`, (input) => (input as HTMLInputElement).value)).toBe('1');
    await totalSays(page, '₹650.00');
    await choose(page, '3', 'big');
    await totalSays(page, '₹2,850.00');
    await page.click(`${OPEN} ::-p-aria(Increase quantity of Madanpalli White)`);
    await totalSays(page, '₹3,800.00');
    const add = `${OPEN} button[type="submit"]`;
    await page.click(add);
    await page.click(add);
    // Held and busy: the main script has not run, nothing is stored yet.
    expect(await page.$eval(add, (button) => button.getAttribute('aria-busy'))).toBe('true');
    expect(await page.$('main[data-hydrating]')).not.toBeNull();
    expect(await readStorage(page, 'cart')).toBeNull();

    await release();
    await confirmation(page, 'Added 4 x Madanpalli White (big) to your cart.');
    await page.waitForSelector(OPEN, { hidden: true });
    await waitUntilLive(page, 'main h1');
    await page.waitForSelector('header a[aria-label="Cart, 4 items"]');
    expect(await storedCart(page)).toEqual([
      { id: 1, name: 'Madanpalli White', image: 'images/products/1-1.svg', pricing: { small: 650, big: 950 }, unit: 'per CBM', quantity: 4, size: 'big', totalPrice: 3800 },
    ]);
    // Opened again: afresh, at 1 and small.
    await page.click(OPENERS[pathname] as string);
    await page.waitForSelector(OPEN, { visible: true });
    expect(await page.$eval(`${OPEN} input[name="quantity"]`, (input) => (input as HTMLInputElement).value)).toBe('1');
    expect(await page.$eval(`${OPEN} input[type="radio"]:checked`, (input) => (input as HTMLInputElement).value)).toBe('small');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('adds a non-numeric quantity as 1, and says so, once the store is live', async () => {
    const { page, errors, release } = await openWithoutCode('/shop');
    const opener = await page.waitForSelector(OPENERS['/shop'] as string, { visible: true });
    await opener!.tap();
    await page.waitForSelector(OPEN, { visible: true });
    await choose(page, 'abc', 'small');
    await totalSays(page, '₹650.00');
    // Enter in the box adds, as in a form.
    await page.focus(`${OPEN} input[name="quantity"]`);
    await page.keyboard.press('Enter');
    expect(await page.$eval(`${OPEN} button[type="submit"]`, (button) => button.getAttribute('aria-busy'))).toBe('true');
    await release();
    await confirmation(page, 'Added 1 x Madanpalli White (small) to your cart. Whole numbers of 1 or more only: the quantity is now 1.');
    await waitForStorage(page, 'cart', (value) => (JSON.parse(value ?? '[]') as unknown[]).length === 1);
    expect((await storedCart(page)).map((line) => [line.quantity, line.size])).toEqual([[1, 'small']]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('takes over an open dialog as it is when the code comes before Add to Cart is pressed', async () => {
    const { page, errors, release } = await openWithoutCode('/shop');
    const opener = await page.waitForSelector(OPENERS['/shop'] as string, { visible: true });
    await opener!.tap();
    await page.waitForSelector(OPEN, { visible: true });
    await choose(page, '2', 'big');
    await release();
    await waitUntilLive(page, 'main h1');
    // Still open, as chosen; now the code's.
    await page.waitForSelector('dialog[open][data-live]');
    expect(await page.$eval(`${OPEN} input[name="quantity"]`, (input) => (input as HTMLInputElement).value)).toBe('2');
    await totalSays(page, '₹1,900.00');
    await page.click(`${OPEN} button[type="submit"]`);
    await confirmation(page, 'Added 2 x Madanpalli White (big) to your cart.');
    await waitForStorage(page, 'cart', (value) => (JSON.parse(value ?? '[]') as unknown[]).length === 1);
    expect((await storedCart(page)).map((line) => [line.quantity, line.size])).toEqual([[2, 'big']]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('holds a tap on Add to Cart made before its dialog is in the page, and opens the dialog once live', async () => {
    const { page, release } = await openWithoutCode('/shop');
    const opener = SHOP_OPENER;
    await page.waitForSelector(opener, { visible: true });
    // The dialog comes after the cards in the HTML: taken out, as if the rest of the page were still on its way.
    await page.evaluate(() => {
      const dialog = document.getElementById('add-to-cart');
      if (!dialog) throw new Error('no add-to-cart dialog in the page');
      Object.assign(window, { __laterDialog: { dialog, parent: dialog.parentElement, next: dialog.nextSibling } });
      dialog.remove();
    });
    await page.tap(opener);
    expect(await page.$eval(opener, (button) => button.getAttribute('aria-busy'))).toBe('true');
    await page.evaluate(() => {
      const { dialog, parent, next } = (window as unknown as { __laterDialog: { dialog: Element; parent: Element; next: Node | null } }).__laterDialog;
      parent.insertBefore(dialog, next);
    });
    await release();
    await page.waitForSelector(OPEN, { visible: true });
    await waitUntilLive(page, 'main');
    expect(await page.$$eval(OPEN, (dialogs) => dialogs.map((dialog) => dialog.id))).toEqual(['add-to-cart']);
    expect(await dialogText(page, 'h2')).toBe('Madanpalli White');
  });

  it('keeps the held tap where the browser runs no invoker commands: the dialog opens once the code is live', async () => {
    const { page, errors, release } = await openWithoutCode('/shop', withoutCommands);
    const opener = await page.waitForSelector(OPENERS['/shop'] as string, { visible: true });
    await opener!.tap();
    expect(await opener!.evaluate((button) => button.getAttribute('aria-busy'))).toBe('true');
    expect(await page.$(OPEN)).toBeNull();
    await release();
    await page.waitForSelector(OPEN, { visible: true });
    expect(await dialogText(page, 'h2')).toBe('Madanpalli White');
    await choose(page, '2', 'big');
    await page.click(`${OPEN} button[type="submit"]`);
    await confirmation(page, 'Added 2 x Madanpalli White (big) to your cart.');
    expect((await storedCart(page)).map((line) => [line.quantity, line.size])).toEqual([[2, 'big']]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the add-to-cart dialog in the embed', () => {
  const SHOP = '[data-stone-shop] >>>';
  const inShop = (page: Page, selector: string) =>
    page.waitForFunction((css) => document.querySelector('[data-stone-shop] stone-shop-root')?.shadowRoot?.querySelector(css), {}, selector);

  it('opens in the shadow root from its invoker command, and adds the chosen line once', async () => {
    const { page, errors } = await newPage(browser, PHONE);
    await seedStorage(page, {});
    await page.goto(`${baseUrl()}/host/shop/shop`, { waitUntil: 'load' });
    const opener = await page.waitForSelector(`${SHOP} main ::-p-aria(Add to Cart, Madanpalli White)`, { visible: true });
    await opener!.tap();
    await inShop(page, 'dialog[open]');
    const field = await page.waitForSelector(`${SHOP} dialog[open] input[name="quantity"]`);
    await field!.click({ count: 3 });
    await page.keyboard.type('3');
    await page.click(`${SHOP} dialog[open] input[type="radio"][value="big"]`);
    await page.waitForFunction(() => document.querySelector('[data-stone-shop] stone-shop-root')?.shadowRoot?.querySelector('dialog[open] [data-testid="line-total"]')?.textContent === '₹2,850.00');
    await field!.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('[data-stone-shop] stone-shop-root')?.shadowRoot?.querySelector('dialog[open]'));
    const stored = await waitForStorage(page, 'stones.cart', (value) => (JSON.parse(value ?? '[]') as unknown[]).length === 1);
    expect((JSON.parse(stored ?? '[]') as Array<{ quantity: number; size: string }>).map((line) => [line.quantity, line.size])).toEqual([[3, 'big']]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
