import type { BrowserContext, Page } from 'puppeteer';
import { blackLine } from '../support/fixtures';
import { expectErrors, baseUrl, openBrowser, newPage, readStorage, seedStorage } from './support/browser';
import { callHandle, inShop, mountShop, openHost, shopHeading, waitForShopHeading, waitInShop } from './support/embed';
import { byName, fillAddress, fillCard, fillQuote } from './support/flows';

/**
 * The host's side of embedding: the mount handle, routing for hosts
 * without rewrites, the order and quote callbacks, two shops on one page,
 * auto-mount, the global's name, and an unmount that leaves nothing behind.
 * Host pages: test/e2e/support/embedHosts.ts.
 */
let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

/** Reads a value inside the shop's shadow root. */
const inShadow = <T>(page: Page, read: (root: ShadowRoot) => T, host = '#shop') =>
  page.evaluate(
    (selector, source) => {
      const root = document.querySelector(selector)?.querySelector('stone-shop-root')?.shadowRoot;
      if (!root) throw new Error(`no shop in ${selector}`);
      return (new Function('root', `return (${source})(root)`) as (root: ShadowRoot) => T)(root);
    },
    host,
    read.toString(),
  ) as Promise<T>;

describe('routing for hosts without rewrites', () => {
  it('hash routing: deep link, reload and back, with the host path untouched', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await page.goto(`${baseUrl()}/embed-host/hash/#/product/3`, { waitUntil: 'load' });
    await waitForShopHeading(page, 'Black Galaxy');
    expect(await inShadow(page, (root) => root.querySelector('header nav a')?.getAttribute('href'))).toBe('#/');

    await page.click(inShop('header nav a[href="#/about-us"]'));
    await waitForShopHeading(page, 'About Us');
    expect(new URL(page.url()).pathname).toBe('/embed-host/hash/');
    expect(new URL(page.url()).hash).toBe('#/about-us');

    await page.reload({ waitUntil: 'load' });
    await waitForShopHeading(page, 'About Us');
    await page.goBack();
    await waitForShopHeading(page, 'Black Galaxy');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('memory routing: starts at its initial path, moves and goes back without changing the address', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await page.goto(`${baseUrl()}/embed-host/memory/`, { waitUntil: 'load' });
    await waitForShopHeading(page, 'Black Galaxy');
    const address = page.url();
    const historyLength = await page.evaluate(() => history.length);

    await page.click(inShop('header nav a[href="/about-us"]'));
    await waitForShopHeading(page, 'About Us');
    await callHandle(page, 'navigate', '/shop');
    await waitForShopHeading(page, 'Granite Collection');
    await callHandle(page, 'navigate', -1);
    await waitForShopHeading(page, 'About Us');
    expect(page.url()).toBe(address);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // A reload starts the widget again where the host's attributes say.
    await page.reload({ waitUntil: 'load' });
    await waitForShopHeading(page, 'Black Galaxy');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the host's callbacks", () => {
  const valueOf = (page: Page, id: string) =>
    inShadow(page, new Function('root', `return root.getElementById(${JSON.stringify(id)}).value`) as (root: ShadowRoot) => string);

  it('hands the order to onOrderPlaced; a refusal keeps the form and leaves nothing stored', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, { 'cb.cart': JSON.stringify([blackLine()]) });
    page.on('dialog', (dialog) => void dialog.accept());
    await openHost(page, '/embed-host/hostile/');
    await mountShop(page, { routing: 'memory', initialPath: '/checkout', storageKeyPrefix: 'cb.', callbacks: true });
    await waitForShopHeading(page, 'Checkout');
    await fillAddress(page);
    await fillCard(page);

    await page.evaluate(() => ((window as unknown as { __refuse: boolean }).__refuse = true));
    await page.click(byName('Place Order'));
    await page.waitForFunction(() =>
      document
        .querySelector('#shop stone-shop-root')
        ?.shadowRoot?.querySelector('[role="alert"]')
        ?.textContent?.includes('Your order was not placed: the site did not accept it (the office is closed).'),
    );
    expect(await valueOf(page, 'field-fullName')).toBe('Asha Rao');
    expect(await valueOf(page, 'field-cardNumber')).toBe('4111 1111 1111 1111');
    // Saved before the host heard of it, then withdrawn when it refused.
    expect(JSON.parse((await readStorage(page, 'cb.orders')) ?? '[]')).toEqual([]);
    expect(JSON.parse((await readStorage(page, 'cb.cart')) ?? '[]')).toHaveLength(1);
    expect(await shopHeading(page)).toBe('Checkout');

    await page.evaluate(() => ((window as unknown as { __refuse: boolean }).__refuse = false));
    await page.click(byName('Place Order'));
    await waitForShopHeading(page, 'Order Placed Successfully!');
    const received = await page.evaluate(() => (window as unknown as { __received: { kind: string; value: { id: string } }[] }).__received);
    const orders = received.filter((entry) => entry.kind === 'order').map((entry) => entry.value);
    expect(orders).toHaveLength(2);
    const stored = JSON.parse((await readStorage(page, 'cb.orders')) ?? '[]') as { id: string }[];
    expect(stored).toEqual([orders[1]]);
    // onChange: the same news as the window events, after the write, from this shop.
    const changes = received.filter((entry) => entry.kind === 'change').map((entry) => entry.value);
    expect(changes).toContainEqual({ type: 'ordersUpdated', detail: { key: 'cb.orders', count: 1, instance: 'Stone shop (cb.)' } });
    expect(changes).toContainEqual({ type: 'cartUpdated', detail: { key: 'cb.cart', count: 0, instance: 'Stone shop (cb.)' } });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hands the quote to onQuoteSubmitted; a refusal keeps the form and leaves nothing stored', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await openHost(page, '/embed-host/hostile/');
    await mountShop(page, { routing: 'memory', initialPath: '/request-quote', storageKeyPrefix: 'cb.', callbacks: true });
    await page.$eval('#shop', (element) => element.scrollIntoView());
    await waitInShop(page, 'main form label');
    await fillQuote(page);

    await page.evaluate(() => ((window as unknown as { __refuse: boolean }).__refuse = true));
    await page.click(inShop('main form button[type="submit"]'));
    await page.waitForFunction(() =>
      document
        .querySelector('#shop stone-shop-root')
        ?.shadowRoot?.querySelector('[role="alert"]')
        ?.textContent?.includes('Your quote request was not sent: the site did not accept it'),
    );
    expect(await valueOf(page, 'field-fullName')).toBe('Asha Rao');
    expect(await valueOf(page, 'field-quantity')).toBe('120');
    expect(JSON.parse((await readStorage(page, 'cb.quotes')) ?? '[]')).toEqual([]);

    await page.evaluate(() => ((window as unknown as { __refuse: boolean }).__refuse = false));
    await page.click(inShop('main form button[type="submit"]'));
    await waitForShopHeading(page, 'Quote Request Submitted!');
    const received = await page.evaluate(() => (window as unknown as { __received: { kind: string; value: { id: string } }[] }).__received);
    const quotes = received.filter((entry) => entry.kind === 'quote').map((entry) => entry.value);
    expect(quotes).toHaveLength(2);
    expect(JSON.parse((await readStorage(page, 'cb.quotes')) ?? '[]')).toEqual([quotes[1]]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** Tabs (or shift-tabs) until the shop's focused element matches `selector`. */
async function tabTo(page: Page, selector: string, backwards = false) {
  for (let presses = 0; presses < 80; presses += 1) {
    const there = await page.evaluate(
      (inner) => document.querySelector('#shop stone-shop-root')?.shadowRoot?.activeElement?.matches(inner) ?? false,
      selector,
    );
    if (there) return;
    if (backwards) await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    if (backwards) await page.keyboard.up('Shift');
  }
  throw new Error(`Tab never reached ${selector}`);
}

it('adds to the cart and checks out with the keyboard alone inside the embedded shop', async () => {
  const { page, errors } = await newPage(browser);
  await seedStorage(page, {});
  page.on('dialog', (dialog) => void dialog.accept());
  await openHost(page, '/embed-host/hostile/');
  await mountShop(page, { routing: 'memory', initialPath: '/product/2', storageKeyPrefix: 'keys.' });
  await waitForShopHeading(page, 'Kuppum Black');
  await page.focus('.host-button');
  await tabTo(page, 'main button[aria-haspopup="dialog"]');
  await page.keyboard.press('Enter');
  await waitInShop(page, 'dialog[open] button[type="submit"]');
  await tabTo(page, 'dialog[open] button[type="submit"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => !document.querySelector('#shop stone-shop-root')?.shadowRoot?.querySelector('dialog[open]'),
  );
  await tabTo(page, 'header a[href="/cart"]', true);
  await page.keyboard.press('Enter');
  await waitForShopHeading(page, 'Shopping Cart');
  await tabTo(page, 'main a[href="/checkout"]');
  await page.keyboard.press('Enter');
  await waitForShopHeading(page, 'Checkout');
  for (const [field, text] of [
    ['fullName', 'Asha Rao'],
    ['address', '12-4 Temple Street'],
    ['city', 'Tirupati'],
    ['state', 'Andhra Pradesh'],
    ['pincode', '517501'],
    ['phone', '9876543210'],
    ['cardNumber', '4111 1111 1111 1111'],
    ['expiryDate', '12/29'],
    ['cvv', '737'],
    ['cardholderName', 'Asha Rao'],
  ]) {
    await tabTo(page, `#field-${field}`);
    await page.keyboard.type(text as string);
  }
  await tabTo(page, 'main button[type="submit"]');
  await page.keyboard.press('Enter');
  await waitForShopHeading(page, 'Order Placed Successfully!');
  expect(JSON.parse((await readStorage(page, 'keys.orders')) ?? '[]')).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.close();
});

it('runs two shops side by side, each with its own lists, ids and name', async () => {
  const { page, errors } = await newPage(browser);
  await seedStorage(page, {});
  await page.evaluateOnNewDocument(() => {
    const seen: unknown[] = [];
    (window as unknown as { __events: unknown[] }).__events = seen;
    window.addEventListener('cartUpdated', (event) => seen.push((event as CustomEvent).detail));
  });
  await page.goto(`${baseUrl()}/embed-host/two/`, { waitUntil: 'load' });
  await waitInShop(page, 'main h1', '#shop-a');
  await waitInShop(page, 'main h1', '#shop-b');
  await page.evaluate(() => (document.querySelector('#shop-a') as HTMLElement & { stoneShop: { navigate(to: string): void } }).stoneShop.navigate('/product/2'));
  await waitForShopHeading(page, 'Kuppum Black', '#shop-a');
  await page.click(inShop('main button[aria-haspopup="dialog"]', '#shop-a'));
  await page.click(inShop('dialog[open] button[type="submit"]', '#shop-a'));
  await page.waitForFunction(() =>
    (document.querySelector('#shop-a stone-shop-root')?.shadowRoot?.querySelector('header a[aria-label^="Cart"]')?.getAttribute('aria-label') ?? '').includes('1 item'),
  );
  expect(JSON.parse((await readStorage(page, 'a.cart')) ?? '[]')).toHaveLength(1);
  expect(JSON.parse((await readStorage(page, 'b.cart')) ?? '[]')).toHaveLength(0);
  expect(await inShadow(page, (root) => root.querySelector('header a[aria-label^="Cart"]')?.getAttribute('aria-label'), '#shop-b')).toBe('Cart');
  const events = await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events);
  expect(events).toContainEqual({ key: 'a.cart', count: 1, instance: 'Shop A' });
  expect(events.filter((detail) => (detail as { instance: string }).instance === 'Shop B')).not.toContainEqual(
    expect.objectContaining({ count: 1 }),
  );
  // Ids are unique in the host's document and in each shop's own tree.
  const ids = await page.evaluate(() => {
    const duplicates = (root: Document | ShadowRoot) => {
      const all = [...root.querySelectorAll('[id]')].map((element) => element.id);
      return all.filter((id, index) => all.indexOf(id) !== index);
    };
    const roots = [...document.querySelectorAll('stone-shop-root')].map((element) => element.shadowRoot as ShadowRoot);
    return { document: duplicates(document), shops: roots.map(duplicates), skipTargets: roots.length, inDocument: document.getElementById('main-content') };
  });
  expect(ids).toEqual({ document: [], shops: [[], []], skipTargets: 2, inDocument: null });
  expect(
    await page.evaluate(() => ['#shop-a', '#shop-b'].map((selector) => (document.querySelector(selector) as HTMLElement & { stoneShop: { name: string } }).stoneShop.name)),
  ).toEqual(['Shop A', 'Shop B']);
  expect(errors).toEqual([]);
  await page.close();
});

describe('mounting and unmounting', () => {
  it('leaves no listeners, timers, observers, nodes or styles after unmount, and mounts again', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await openHost(page, '/embed-host/hostile/');
    const live = () => page.evaluate(() => (window as unknown as { __probe: { live(): unknown } }).__probe.live());
    const documentNow = () =>
      page.evaluate(() => ({
        nodes: document.querySelectorAll('*').length,
        head: document.head.innerHTML,
        sheets: document.styleSheets.length,
        shop: document.getElementById('shop')?.outerHTML,
      }));
    const before = (await live()) as { listeners: string[]; timers: string[]; observers: string[] };
    const documentBefore = await documentNow();

    const visitAndLeave = async () => {
      await mountShop(page, { basename: '/embed-host/hostile', storageKeyPrefix: 'leak.', callbacks: true });
      await waitInShop(page, 'main h1');
      await page.$eval('#shop', (element) => element.scrollIntoView());
      await callHandle(page, 'navigate', '/product/2');
      await waitForShopHeading(page, 'Kuppum Black');
      await page.click(inShop('main button[aria-haspopup="dialog"]'));
      await page.click(inShop('dialog[open] button[type="submit"]'));
      await callHandle(page, 'navigate', '/cart');
      await waitForShopHeading(page, 'Shopping Cart');
      // The probe sees the shop's own while it runs (storage, page lifecycle, host events, onChange).
      const during = (await live()) as typeof before;
      expect(during.listeners.filter((listener) => listener.startsWith('window ')).length).toBeGreaterThan(
        before.listeners.filter((listener) => listener.startsWith('window ')).length + 8,
      );
      await callHandle(page, 'unmount');
    };
    // React listens for selectionchange on the document once, for every React root there will ever be.
    const afterFirst = { ...before, listeners: [...before.listeners, 'document selectionchange'].sort() };
    await visitAndLeave();
    await page.waitForFunction((expected) => JSON.stringify((window as unknown as { __probe: { live(): unknown } }).__probe.live()) === expected, { timeout: 10_000 }, JSON.stringify(afterFirst)).catch(() => undefined);
    expect(await live()).toEqual(afterFirst);
    expect(await documentNow()).toEqual(documentBefore);

    await visitAndLeave();
    await page.waitForFunction((expected) => JSON.stringify((window as unknown as { __probe: { live(): unknown } }).__probe.live()) === expected, { timeout: 10_000 }, JSON.stringify(afterFirst)).catch(() => undefined);
    expect(await live()).toEqual(afterFirst);
    expect(await documentNow()).toEqual(documentBefore);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses a second mount on the same element, and sets and restores the title only when allowed', async () => {
    const tracked = await newPage(browser);
    const { page, errors } = tracked;
    expectErrors(tracked, /so the second mount was refused/);
    await seedStorage(page, {});
    await openHost(page, '/embed-host/hostile/');
    await mountShop(page, { routing: 'memory', initialPath: '/about-us', storageKeyPrefix: 'twice.', title: true });
    await waitForShopHeading(page, 'About Us');
    await page.waitForFunction(() => document.title.startsWith('About Us'));
    await mountShop(page, { routing: 'memory', storageKeyPrefix: 'other.' });
    expect(errors).toEqual([expect.stringContaining('this element already shows the shop "Stone shop (twice.)", so the second mount was refused')]);
    expect(await page.evaluate(() => document.querySelectorAll('#shop stone-shop-root').length)).toBe(1);
    await callHandle(page, 'unmount');
    expect(await page.title()).toBe('Host site');
    await page.close();
  });

  it('mounts elements added later and unmounts removed ones, until the host stops it', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await page.goto(`${baseUrl()}/embed-host/memory/`, { waitUntil: 'load' });
    await waitForShopHeading(page, 'Black Galaxy');
    await page.evaluate(() => {
      const late = document.createElement('div');
      late.id = 'late';
      late.dataset.stoneShop = '';
      late.dataset.routing = 'memory';
      late.dataset.initialPath = '/about-us';
      late.dataset.storagePrefix = 'late.';
      document.body.append(late);
    });
    await waitForShopHeading(page, 'About Us', '#late');
    expect(await page.evaluate(() => typeof (document.getElementById('late') as HTMLElement & { stoneShop?: object }).stoneShop)).toBe('object');

    const removedAndAdded = await page.evaluate(async () => {
      type Shop = HTMLElement & { stoneShop?: { name: string } };
      const late = document.getElementById('late') as Shop;
      late.remove();
      await new Promise((resolve) => setTimeout(resolve, 0)); // the observer runs in a microtask before this
      const unmountedOnRemoval = late.stoneShop === undefined && late.childElementCount === 0;
      (window as unknown as { StoneShop: { stopObserving(): void } }).StoneShop.stopObserving();
      const ignored = document.createElement('div') as Shop;
      ignored.dataset.stoneShop = '';
      document.body.append(ignored);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { unmountedOnRemoval, ignoredAfterStop: ignored.stoneShop === undefined };
    });
    expect(removedAndAdded).toEqual({ unmountedOnRemoval: true, ignoredAfterStop: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("never replaces a host's own global of the same name, and still mounts", async () => {
    const tracked = await newPage(browser);
    const { page, errors } = tracked;
    expectErrors(tracked, /already belongs to this page, so the shop did not replace it/);
    await seedStorage(page, {});
    await page.goto(`${baseUrl()}/embed-host/clash/`, { waitUntil: 'load' });
    await waitInShop(page, 'main h1');
    expect(await page.evaluate(() => (window as unknown as { StoneShop: unknown }).StoneShop)).toEqual({ hostWidget: true });
    expect(errors).toEqual([expect.stringContaining('window.StoneShop already belongs to this page, so the shop did not replace it')]);
    await page.close();
  });
});

it('the demo page runs under the shop\'s Content Security Policy and shows the host receiving the shop', async () => {
  const { page, errors } = await newPage(browser);
  await seedStorage(page, {});
  await page.evaluateOnNewDocument(() => {
    const violations: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const response = await page.goto(`${baseUrl()}/embed-demo.html/shop`, { waitUntil: 'load' });
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
  await waitForShopHeading(page, 'Granite Collection', '#stone-shop');
  expect(await page.title()).toBe('Deccan Home Builders: build with stone');

  await page.click(byName('Show the cart'));
  await waitForShopHeading(page, 'Your Cart is Empty', '#stone-shop');
  expect(new URL(page.url()).pathname).toBe('/embed-demo.html/cart');
  await page.waitForFunction(() => document.getElementById('host-log')?.textContent?.includes('navigate("/cart")'));

  await page.click(byName('Unmount the shop'));
  await page.waitForFunction(() => document.getElementById('stone-shop')?.childElementCount === 0);
  await page.click(byName('Mount it again'));
  await waitForShopHeading(page, 'Your Cart is Empty', '#stone-shop');

  // An order through the callback the element's data-on-order-placed names (the demo's backend takes 600 ms).
  page.on('dialog', (dialog) => void dialog.accept());
  await callHandle(page, 'navigate', '/product/2', '#stone-shop');
  await waitForShopHeading(page, 'Kuppum Black', '#stone-shop');
  await page.click(inShop('main button[aria-haspopup="dialog"]', '#stone-shop'));
  await page.click(inShop('dialog[open] button[type="submit"]', '#stone-shop'));
  await page.waitForFunction(() => document.getElementById('host-log')?.textContent?.includes('onChange: cartUpdated'));
  await callHandle(page, 'navigate', '/checkout', '#stone-shop');
  await waitForShopHeading(page, 'Checkout', '#stone-shop');
  await fillAddress(page);
  await fillCard(page);
  await page.click(byName('Place Order'));
  await waitForShopHeading(page, 'Order Placed Successfully!', '#stone-shop');
  const log = await page.$eval('#host-log', (list) => list.textContent ?? '');
  expect(log).toMatch(/onOrderPlaced: ORD-\d+-[a-z0-9]{9}, 1 line\(s\)/);
  expect(log).toContain('accepted by the host');
  expect(log).toContain('window event ordersUpdated: {"key":"demo.orders","count":1,"instance":"Demo shop"}');
  expect(JSON.parse((await readStorage(page, 'demo.orders')) ?? '[]')).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
