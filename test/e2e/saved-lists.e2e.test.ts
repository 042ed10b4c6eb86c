import type { BrowserContext, Page } from 'puppeteer';
import { blackLine, detailedQuote, storedOrder, wishlistEntry } from '../support/fixtures';
import { headingText, newPage, openBrowser, readStorage, seedStorage, visit, waitForStorage } from './support/browser';
import { addFromProductPage, cartBadge, waitForCartBadge } from './support/flows';
import { storedList } from './support/savedRecords';

/**
 * A visitor's lists stay theirs: kept across visits and tabs, cleaned up when
 * damaged, said when they cannot be saved, and shared with a host page
 * through the storage events ("saved means saved").
 */

const cartLine = blackLine({ quantity: 3, size: 'big', totalPrice: 3900 });
const order = storedOrder({ items: [cartLine] });

const SEED = {
  cart: JSON.stringify([cartLine]),
  wishlist: JSON.stringify([wishlistEntry()]),
  quotes: JSON.stringify([detailedQuote()]),
  orders: JSON.stringify([order]),
};

/** The screens that read the saved lists (the header's badges are on every page). */
const LIST_SCREENS = ['/', '/cart', '/checkout', '/wishlist', '/orders', '/track-order/ORD-1', '/my-quotes'];

const badge = (label: string) => `header a[aria-label^="${label}"]`;
/** The counts drawn on the header's icon links (hidden from assistive technology, which has them in the links' names). */
const drawnCounts = (page: Page) => page.$$eval('header a[aria-label] > span', (spans) => spans.map((span) => span.textContent));


let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

describe('lists kept in the browser', () => {
  it('loads lists from the four keys, shows them in the badges and keeps them byte for byte', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, SEED);
    await visit(page, '/');
    expect(await page.$eval(badge('Cart'), (link) => link.getAttribute('aria-label'))).toBe('Cart, 3 items');
    expect(await page.$eval(badge('Wishlist'), (link) => link.getAttribute('aria-label'))).toBe('Wishlist, 1 item');
    expect(await page.$eval(badge('My Quotes'), (link) => link.getAttribute('aria-label'))).toBe('My Quotes, 1 quote');
    expect(await page.$eval(badge('My Orders'), (link) => link.getAttribute('aria-label'))).toBe('My Orders, 1 order');
    expect(await drawnCounts(page)).toEqual(['1', '1', '3', '1']);
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
    expect(await drawnCounts(page)).toEqual([]);
    await page.close();
  });

  it("follows another tab's change", async () => {
    // The full browser: in the headless shell a tab behind another is never hidden.
    const full = await openBrowser({ fullBrowser: true });
    const first = await newPage(full);
    await seedStorage(first.page, { cart: SEED.cart });
    await visit(first.page, '/');
    const second = await newPage(full);
    await visit(second.page, '/about-us');
    await second.page.evaluate((line) => {
      localStorage.setItem('cart', JSON.stringify([{ ...line, quantity: 7, totalPrice: 9100 }]));
    }, cartLine);
    // The first tab is behind the second now: hidden, it paints no frames, so the wait
    // watches the page's DOM changes instead of polling once a frame (Puppeteer's default).
    expect(await first.page.evaluate(() => document.visibilityState)).toBe('hidden');
    await first.page.waitForFunction(
      (selector) => document.querySelector(selector)?.getAttribute('aria-label') === 'Cart, 7 items',
      { polling: 'mutation' },
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
    // Every screen that shows a list works with what was recovered, and with corrupt values seeded afresh
    // (the cleaning itself, the same for every route: test/unit/listStorage.test.ts and persistence.test.ts).
    for (const path of LIST_SCREENS) {
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
    await page.waitForSelector('dialog[open]');
    await page.click('dialog[open] button[type="submit"]');
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

describe('tabs', () => {
  it('keeps a line added just before the tab closes', async () => {
    const first = await newPage(browser);
    await seedStorage(first.page, {});
    await visit(first.page, '/product/2');
    await first.page.click('main button[aria-haspopup="dialog"]');
    await first.page.waitForSelector('dialog[open] button[type="submit"]');
    await first.page.click('dialog[open] button[type="submit"]');
    await first.page.close(); // at once: no time for anything to be written later

    const second = await newPage(browser);
    await visit(second.page, '/cart');
    expect(await cartBadge(second.page)).toBe('Cart, 1 item');
    expect((await storedList(second.page, 'cart')).map((line) => line.name)).toEqual(['Kuppum Black']);
    await second.page.close();
  });

  it('keeps at most six tabs’ bookkeeping, within 4 KB, after seven tabs added, and none of it a day later', async () => {
    // What the tabs keep beside the lists: the listVersions.* keys (src/app/persistence/tabVersions.ts), names and values.
    const keptBeside = (page: Page) =>
      page.evaluate(() => {
        const names = Object.keys(localStorage).filter((name) => name.startsWith('listVersions.'));
        return { keys: names.length, size: names.reduce((sum, name) => sum + name.length + (localStorage.getItem(name) ?? '').length, 0) };
      });
    // One after another, each closed after its addition: their keys stay behind (the machine is slow for seven open tabs).
    for (let index = 0; index < 7; index += 1) {
      const { page } = await newPage(browser);
      if (index === 0) await seedStorage(page, {});
      await visit(page, `/product/${index + 1}`);
      await addFromProductPage(page);
      const kept = await keptBeside(page);
      expect(kept.keys).toBe(Math.min(index + 1, 6));
      expect(kept.size).toBeLessThanOrEqual(4096);
      if (index === 6) expect(await storedList(page, 'cart')).toHaveLength(7);
      await page.close();
    }

    // A day later, by the clock of the next tab to start: every key is a closed tab's.
    const later = await newPage(browser);
    await later.page.evaluateOnNewDocument(() => {
      const dayLater = Date.now() + 24 * 60 * 60 * 1000 + 60_000;
      const started = performance.now();
      Date.now = () => dayLater + (performance.now() - started);
    });
    await visit(later.page, '/cart');
    expect(await keptBeside(later.page)).toEqual({ keys: 0, size: 0 });
    expect(await cartBadge(later.page)).toBe('Cart, 7 items');
    await later.page.close();
  }, 300_000);
});

describe('the host page contract', () => {
  it("hands a listener the new list inside each event, with the header's count and the key", async () => {
    const { page } = await newPage(browser);
    await seedStorage(page, {});
    await page.evaluateOnNewDocument(() => {
      const log: unknown[] = [];
      (window as unknown as { __hostLog: unknown[] }).__hostLog = log;
      window.addEventListener('cartUpdated', (event) => {
        const stored = JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ quantity: number }>;
        const { detail } = event as CustomEvent<{ key: string; count: number }>;
        log.push({ detail, storedPieces: stored.reduce((sum, line) => sum + line.quantity, 0) });
      });
    });
    await visit(page, '/product/2');
    await addFromProductPage(page);
    await addFromProductPage(page);
    await waitForCartBadge(page, 'Cart, 2 items');
    expect(await page.evaluate(() => (window as unknown as { __hostLog: unknown[] }).__hostLog)).toEqual([
      { detail: { key: 'cart', count: 1, instance: 'Stone shop' }, storedPieces: 1 },
      { detail: { key: 'cart', count: 2, instance: 'Stone shop' }, storedPieces: 2 },
    ]);
    await page.close();
  });

  it("follows the host's own write and event, and never re-reads for its own events", async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await page.evaluateOnNewDocument(() => {
      // Counts reads of the cart made while a cartUpdated event is being handled.
      const counter = { inEvent: 0, reads: 0, events: 0 };
      (window as unknown as { __reads: typeof counter }).__reads = counter;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function read(key: string) {
        if (key === 'cart' && counter.inEvent > 0) counter.reads += 1;
        return getItem.call(this, key);
      };
      const dispatch = window.dispatchEvent.bind(window);
      window.dispatchEvent = (event: Event) => {
        if (event.type !== 'cartUpdated') return dispatch(event);
        counter.events += 1;
        counter.inEvent += 1;
        try {
          return dispatch(event);
        } finally {
          counter.inEvent -= 1;
        }
      };
    });
    const reads = () => page.evaluate(() => (window as unknown as { __reads: { reads: number; events: number } }).__reads);
    await visit(page, '/product/2');
    await addFromProductPage(page);
    await waitForCartBadge(page, 'Cart, 1 item');
    expect(await reads()).toEqual(expect.objectContaining({ events: 1, reads: 0 }));

    await page.evaluate((line) => {
      localStorage.setItem('cart', JSON.stringify([line]));
      window.dispatchEvent(new Event('cartUpdated'));
    }, blackLine({ quantity: 6, size: 'big', totalPrice: 7800 }));
    await waitForCartBadge(page, 'Cart, 6 items');
    expect((await reads()).reads).toBe(1);
    // The host's list stands: the shop did not write its own copy back.
    expect((await storedList(page, 'cart')).map((line) => line.quantity)).toEqual([6]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
