import type { Browser, HTTPRequest, Page } from 'puppeteer';
import { blackLine, whiteLine } from '../support/fixtures';
import { expectErrors, launchBrowser, newPage, readStorage, seedStorage, visit, type TrackedPage } from './support/browser';
import {
  addFromProductPage,
  byName,
  cartBadge,
  fillAddress,
  fillCard,
  fillQuote,
  waitForCartBadge,
  waitForHeading,
} from './support/flows';

/**
 * "Saved means saved": what the shop announces is already in storage, writes
 * survive a closed tab, a dropped connection and a second tab, and a refused
 * write is told to the visitor instead of being dressed as success.
 */

const ORDER_DONE = 'Order Placed Successfully!';
const QUOTE_DONE = 'Quote Request Submitted!';
const cartLine = blackLine({ quantity: 1, size: 'big', totalPrice: 1300 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const list = async (page: Page, key: string) => JSON.parse((await readStorage(page, key)) ?? '[]') as Array<Record<string, unknown>>;

/**
 * Installs, before the app runs, an observer that notes what storage held at
 * the moment a success heading first appeared.
 */
async function watchSuccessHeadings(page: Page) {
  await page.evaluateOnNewDocument(() => {
    const seen: Array<{ heading: string; orders: string | null; quotes: string | null }> = [];
    (window as unknown as { __successSeen: typeof seen }).__successSeen = seen;
    new MutationObserver(() => {
      const heading = document.querySelector('main h1')?.textContent ?? '';
      const last = seen[seen.length - 1];
      if (!/Successfully!|Submitted!/.test(heading) || last?.heading === heading) return;
      seen.push({ heading, orders: localStorage.getItem('orders'), quotes: localStorage.getItem('quotes') });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const successSeen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __successSeen: Array<{ heading: string; orders: string | null; quotes: string | null }> }).__successSeen,
  );

/** Fills the checkout form and places the order; resolves once the confirmation shows. */
async function placeOrder(page: Page) {
  await fillAddress(page);
  await fillCard(page);
  await page.click('main form button[type="submit"]');
  await waitForHeading(page, ORDER_DONE);
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

async function submitQuote(page: Page) {
  await fillQuote(page);
  await page.click('aside button[type="submit"]');
  await waitForHeading(page, QUOTE_DONE);
  return new URL(page.url()).searchParams.get('quoteId') ?? '';
}

/** Opens /checkout with `lines` in the cart and waits for the form. */
async function openCheckout(page: Page, lines = [cartLine]) {
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(lines));
  await visit(page, '/checkout');
  await page.waitForSelector(byName('Full Name'));
}

async function openQuoteForm(page: Page) {
  await visit(page, '/request-quote');
  await page.waitForSelector(byName('Full Name'));
}

describe('a record is in storage before its success screen', () => {
  it('holds for the first and a second order of a visit, and for a quote', async () => {
    const { page, errors } = await newPage(browser);
    await watchSuccessHeadings(page);
    await seedStorage(page, {});
    // Each page load starts a fresh record, so read it after each success.
    await openCheckout(page);
    const first = await placeOrder(page);
    const seen = await successSeen(page);
    await openCheckout(page, [whiteLine({ quantity: 2, totalPrice: 1300 })]);
    const second = await placeOrder(page);
    seen.push(...(await successSeen(page)));
    await openQuoteForm(page);
    const quoteId = await submitQuote(page);
    seen.push(...(await successSeen(page)));

    expect(seen.map(({ heading }) => heading)).toEqual([ORDER_DONE, ORDER_DONE, QUOTE_DONE]);
    // What storage held when each heading appeared.
    expect(JSON.parse(seen[0]?.orders ?? '[]').map((order: { id: string }) => order.id)).toEqual([first]);
    expect(JSON.parse(seen[1]?.orders ?? '[]').map((order: { id: string }) => order.id)).toEqual([second, first]);
    expect(JSON.parse(seen[2]?.quotes ?? '[]').map((quote: { id: string }) => quote.id)).toEqual([quoteId]);
    expect(await list(page, 'cart')).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('with the connection gone after the page loaded', () => {
  /** From now on every request fails, as when the network drops; returns how many were tried. */
  async function cutNetwork(tracked: TrackedPage) {
    const { page } = tracked;
    expectErrors(
      tracked,
      /^Request failed \(net::ERR_INTERNET_DISCONNECTED\)/,
      // A prerendered part whose code cannot be fetched stays as the HTML shows it; React reports that.
      /Minified React error #(520|422)/,
    );
    const tried: string[] = [];
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      tried.push(request.url());
      void request.abort('internetdisconnected');
    });
    return tried;
  }

  it('still saves an order and shows its confirmation, without hammering the network', async () => {
    const tracked = await newPage(browser);
    const { page } = tracked;
    await seedStorage(page, {});
    await openCheckout(page);
    const tried = await cutNetwork(tracked);
    const orderId = await placeOrder(page);
    expect((await list(page, 'orders')).map((order) => order.id)).toEqual([orderId]);
    expect(await list(page, 'cart')).toEqual([]);
    // A handful of pictures may be asked for; nothing is retried in a loop.
    expect(tried.length).toBeLessThan(10);
    await page.close();
  });

  it('still saves a quote and shows its confirmation', async () => {
    const tracked = await newPage(browser);
    const { page } = tracked;
    await seedStorage(page, {});
    await openQuoteForm(page);
    const tried = await cutNetwork(tracked);
    const quoteId = await submitQuote(page);
    expect((await list(page, 'quotes')).map((quote) => quote.id)).toEqual([quoteId]);
    expect(tried.length).toBeLessThan(10);
    await page.close();
  });
});

describe('when the browser refuses to save', () => {
  /** Makes writes of `key` throw QuotaExceededError until the page sets `window.__allowWrites`. */
  async function refuseWrites(page: Page, key: string) {
    await page.evaluateOnNewDocument((refused) => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function setItem(k: string, value: string) {
        if (k === refused && !(window as unknown as { __allowWrites?: boolean }).__allowWrites) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        return original.call(this, k, value);
      };
    }, key);
  }

  const alertText = (page: Page) =>
    page.waitForFunction(
      () => [...document.querySelectorAll('main [role="alert"]')].map((alert) => alert.textContent).join(' ').trim() || null,
      { timeout: 10_000 },
    ).then((handle) => handle.jsonValue());

  it('keeps the visitor on checkout with every value and the cart, says why, and places the order once it can', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await refuseWrites(page, 'orders');
    await openCheckout(page);
    await fillAddress(page);
    await fillCard(page);
    await page.click('main form button[type="submit"]');
    expect(await alertText(page)).toMatch(/^Your order was not placed: it could not be saved, because your browser's storage/);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.$eval(byName('City'), (input) => (input as HTMLInputElement).value)).toBe('Tirupati');
    expect(await page.$eval(byName('CVV'), (input) => (input as HTMLInputElement).value)).toBe('737');
    expect(await readStorage(page, 'orders')).toBeNull();
    expect(await list(page, 'cart')).toEqual([cartLine]);
    expect(await cartBadge(page)).toBe('Cart, 1 item');
    expect(await page.$eval('main form button[type="submit"]', (button) => button.textContent)).toBe('Place Order');

    await page.evaluate(() => {
      (window as unknown as { __allowWrites: boolean }).__allowWrites = true;
    });
    await page.click('main form button[type="submit"]');
    await waitForHeading(page, ORDER_DONE);
    expect(await list(page, 'orders')).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the visitor on the quote form with every value, says why, and sends it once it can', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await refuseWrites(page, 'quotes');
    await openQuoteForm(page);
    await fillQuote(page);
    await page.click('aside button[type="submit"]');
    expect(await alertText(page)).toMatch(/^Your quote request was not sent: it could not be saved/);
    expect(new URL(page.url()).pathname).toBe('/request-quote');
    expect(await page.$eval(byName('Project Location'), (input) => (input as HTMLInputElement).value)).toBe('Tirupati');
    expect(await readStorage(page, 'quotes')).toBeNull();

    await page.evaluate(() => {
      (window as unknown as { __allowWrites: boolean }).__allowWrites = true;
    });
    await page.click('aside button[type="submit"]');
    await waitForHeading(page, QUOTE_DONE);
    expect(await list(page, 'quotes')).toHaveLength(1);
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
    await first.page.waitForSelector('[role="dialog"] button[type="submit"]');
    await first.page.click('[role="dialog"] button[type="submit"]');
    await first.page.close(); // at once: no time for anything to be written later

    const second = await newPage(browser);
    await visit(second.page, '/cart');
    expect(await cartBadge(second.page)).toBe('Cart, 1 item');
    expect((await list(second.page, 'cart')).map((line) => line.name)).toEqual(['Kuppum Black']);
    await second.page.close();
  });

  it('loses no addition when two tabs add to the cart at the same time, 50 each', async () => {
    // Side by side, so both stay visible and run at full speed.
    const sideBySide = { type: 'window' } as const;
    const tabs = [await newPage(browser, undefined, sideBySide), await newPage(browser, undefined, sideBySide)];
    await seedStorage(tabs[0]!.page, {});
    for (const { page } of tabs) await visit(page, '/product/2');
    await Promise.all(
      tabs.map(async ({ page }) => {
        for (let added = 0; added < 50; added += 1) await addFromProductPage(page);
      }),
    );
    for (const { page } of tabs) await waitForCartBadge(page, 'Cart, 100 items');
    const lines = await list(tabs[0]!.page, 'cart');
    expect(lines.map((line) => [line.name, line.quantity])).toEqual([['Kuppum Black', 100]]);
    for (const { page, errors } of tabs) {
      expect(errors).toEqual([]);
      await page.close();
    }
  });
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
    expect((await list(page, 'cart')).map((line) => line.quantity)).toEqual([6]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('cart quantities typed by hand', () => {
  it('removes a line at 0 or -1 with a message that offers Undo, which puts it back as it was', async () => {
    const { page, errors } = await newPage(browser);
    const white = whiteLine({ quantity: 2, totalPrice: 1300 });
    const black = blackLine({ quantity: 3, size: 'big', totalPrice: 3900 });
    await seedStorage(page, { cart: JSON.stringify([white, black]) });
    await visit(page, '/cart');
    const quantityBox = (index: number) => `main ul[aria-label="Cart items"] > li:nth-child(${index}) input`;

    await page.click(quantityBox(1), { count: 3 });
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('main [role="status"]')?.textContent?.includes('Removed Madanpalli White (Small) from your cart.'));
    expect((await list(page, 'cart')).map((line) => line.name)).toEqual(['Kuppum Black']);
    // Focus waits on Undo, since the box it was in has gone.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Undo');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('main ul[aria-label="Cart items"] > li').length === 2);
    expect(await list(page, 'cart')).toEqual([white, black]);

    await page.click(quantityBox(2), { count: 3 });
    await page.keyboard.type('-1');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.querySelector('main [role="status"]')?.textContent?.includes('Removed Kuppum Black (Big)'));
    expect(await list(page, 'cart')).toEqual([white]);
    await page.click(byName('Undo', 'button'));
    await page.waitForFunction(() => document.querySelectorAll('main ul[aria-label="Cart items"] > li').length === 2);
    expect(await list(page, 'cart')).toEqual([white, black]);

    // Not a number becomes 1; the minus button stops at 1.
    await page.click(quantityBox(1), { count: 3 });
    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') ?? '[]')[0]?.quantity === 1);
    expect(await page.$eval(byName('Decrease quantity of Madanpalli White (Small)'), (button) => (button as HTMLButtonElement).disabled)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
