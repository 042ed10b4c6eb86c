import fs from 'node:fs';
import type { BrowserContext, Page } from 'puppeteer';
import { blackLine } from '../support/fixtures';
import { openBrowser, newPage, seedStorage } from './support/browser';
import { callHandle, inShop, mountShop, openHost, waitForShopHeading, waitInShop } from './support/embed';

/**
 * Isolation both ways: a host page with opinionated CSS on plain
 * elements (public/embed-demo.css) and the shop in its shadow root. The host's
 * elements keep every computed property through mount, navigation and unmount,
 * and the shop looks the same on that host as on a page with no CSS at all.
 */
let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

/** What a host rule could change on the host's own elements. */
const HOST_PROPERTIES = [
  'display', 'position', 'box-sizing', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding-top', 'padding-left', 'border-top-width', 'border-top-style', 'color', 'background-color',
  'font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'letter-spacing', 'word-spacing',
  'text-transform', 'text-decoration-line', 'text-align', 'text-indent', 'list-style-type', 'opacity',
  'visibility', 'white-space', 'vertical-align', 'width',
];

/** The same for the shop's elements, sizes included: the stepper's buttons grew to 98 px on a hostile host. */
const SHOP_PROPERTIES = [...HOST_PROPERTIES, 'height', 'border-radius', 'min-height', 'max-width'];

/**
 * Every host element (not the shop's) with its computed properties, as the
 * cascade made them (Typed OM): a rule that leaked either way shows here, while
 * the space the shop takes on the page does not (getComputedStyle's used values
 * of auto margins change with the page's height in Chromium).
 */
const hostStyles = (page: Page) =>
  page.evaluate((properties) => {
    const elements = [document.documentElement, ...document.querySelectorAll('body, body *')].filter(
      (element) => !['SCRIPT', 'STONE-SHOP-ROOT'].includes(element.tagName),
    );
    return elements.map((element, index) => {
      const style = element.computedStyleMap();
      return `${index} ${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${properties
        .map((property) => String(style.get(property)))
        .join('|')}`;
    });
  }, HOST_PROPERTIES);

/** The shop's header and main content, element by element, with their computed properties. */
const shopStyles = (page: Page) =>
  page.evaluate((properties) => {
    const shop = document.querySelector('#shop stone-shop-root')?.shadowRoot?.querySelector('.stone-shop');
    if (!shop) throw new Error('no shop');
    return [...shop.querySelectorAll('header, header *, main, main *')].map((element) => {
      const style = getComputedStyle(element);
      const label = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className)}` : ''}`;
      return `${label} ${properties.map((property) => `${property}:${style.getPropertyValue(property)}`).join(' ')}`;
    });
  }, SHOP_PROPERTIES);

/** What the host's document holds besides the shop: style and link nodes, sheets, its head. */
const documentTrace = (page: Page) =>
  page.evaluate(() => ({
    head: document.head.innerHTML,
    styleNodes: document.querySelectorAll('style, link[rel="stylesheet"]').length,
    sheets: document.styleSheets.length,
    adopted: document.adoptedStyleSheets.length,
    shopElement: document.getElementById('shop')?.outerHTML,
    title: document.title,
  }));

it('leaves every host element as it was through mount, navigation and unmount, and keeps the title', async () => {
  const { page, errors } = await newPage(browser);
  await seedStorage(page, {});
  await openHost(page, '/embed-host/hostile/');
  const before = await hostStyles(page);
  const trace = await documentTrace(page);
  expect(before.length).toBeGreaterThanOrEqual(30);

  await mountShop(page, { basename: '/embed-host/hostile', storageKeyPrefix: 'iso.' });
  await waitInShop(page, 'main h1');
  expect(await hostStyles(page)).toEqual(before);

  await page.click(inShop('header nav a[href="/embed-host/hostile/about-us"]'));
  await waitForShopHeading(page, 'About Us');
  expect(await hostStyles(page)).toEqual(before);
  expect(await page.title()).toBe('Host site');

  await callHandle(page, 'unmount');
  expect(await hostStyles(page)).toEqual(before);
  // Nothing left: no nodes, styles or attributes (not even class="") and the title as it was.
  expect(await documentTrace(page)).toEqual(trace);
  expect(errors).toEqual([]);
  await page.close();
});

/** Opens `path` in the shop on a host page (memory routing) and returns its styles. */
async function shopStylesOn(variant: 'hostile' | 'blank', path: string, ready: string) {
  const { page, errors } = await newPage(browser);
  await seedStorage(page, { 'look.cart': JSON.stringify([blackLine({ quantity: 2, size: 'small', totalPrice: 2000 })]) });
  await openHost(page, `/embed-host/${variant}/`);
  await mountShop(page, { routing: 'memory', initialPath: path, storageKeyPrefix: 'look.' });
  // The same spot on both pages, so the same below-the-fold parts (LazyWhenVisible) have loaded.
  await page.$eval('#shop', (element) => element.scrollIntoView());
  await waitInShop(page, ready);
  await page.waitForFunction(() =>
    [...(document.querySelector('#shop stone-shop-root')?.shadowRoot?.querySelectorAll('main img') ?? [])].every(
      (image) => (image as HTMLImageElement).complete,
    ),
  );
  const styles = await shopStyles(page);
  const stepper = await page
    .$$eval(inShop('main button[aria-label^="Increase"], main button[aria-label^="Decrease"]'), (buttons) =>
      buttons.map((button) => button.getBoundingClientRect().height),
    )
    .catch(() => []);
  expect(errors).toEqual([]);
  await page.close();
  return { styles, stepper };
}

it.each([
  ['/product/1', 'main img'],
  ['/cart', 'main input'],
  ['/request-quote', 'main form label'],
])('looks the same on a hostile host as on a blank one: %s', async (path, ready) => {
  const blank = await shopStylesOn('blank', path, ready);
  const hostile = await shopStylesOn('hostile', path, ready);
  expect(hostile.styles.length).toBeGreaterThan(40);
  expect(hostile.styles).toEqual(blank.styles);
  expect(hostile.stepper).toEqual(blank.stepper);
  hostile.stepper.forEach((height) => expect(height).toBeLessThan(60));
});

it('keeps the skip link inside the shop, moves focus into the shop with it, and exposes its landmarks', async () => {
  const { page, errors } = await newPage(browser);
  await seedStorage(page, {});
  await openHost(page, '/embed-host/hostile/');
  await mountShop(page, { routing: 'memory', storageKeyPrefix: 'skip.' });
  await waitInShop(page, 'main h1');
  const insideShop = () =>
    page.evaluate(() => {
      const root = document.querySelector('#shop stone-shop-root') as HTMLElement;
      const link = root.shadowRoot?.querySelector('a[href="#main-content"]') as HTMLElement;
      const outer = root.getBoundingClientRect();
      const inner = link.getBoundingClientRect();
      return inner.top >= outer.top && inner.left >= outer.left && inner.bottom <= outer.bottom && inner.right <= outer.right;
    });
  expect(await insideShop()).toBe(true);
  // From the host's last control, Tab enters the shop at its skip link.
  await page.focus('.host-button');
  await page.keyboard.press('Tab');
  const focused = () =>
    page.evaluate(() => {
      const active = document.querySelector('#shop stone-shop-root')?.shadowRoot?.activeElement;
      return active ? `${active.tagName.toLowerCase()}#${active.id} ${active.textContent?.trim()}` : null;
    });
  expect(await focused()).toBe('a# Skip to main content');
  expect(await insideShop()).toBe(true);
  await page.keyboard.press('Enter');
  expect(await focused()).toMatch(/^main#main-content /);
  // Screen readers find the shop's landmarks through the boundary (the accessibility tree, not the DOM).
  const navigation = await page.$('::-p-aria([name="Main"][role="navigation"])');
  expect(await navigation?.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});

it("scrolls to the shop's top on navigation, never to the host's", async () => {
  const { page, errors } = await newPage(browser);
  await seedStorage(page, {});
  await openHost(page, '/embed-host/hostile/');
  await mountShop(page, { basename: '/embed-host/hostile', storageKeyPrefix: 'scroll.' });
  await waitInShop(page, 'main h1');
  const shopTop = () => page.$eval('#shop stone-shop-root', (root) => Math.round(root.getBoundingClientRect().top));

  // Well inside the shop, its header stuck at the top: a click on the header's link.
  // (Once the page below the hero has arrived, so there is room to scroll that far.)
  await page.waitForFunction(() => {
    const root = document.querySelector('#shop stone-shop-root') as HTMLElement;
    return document.documentElement.scrollHeight - window.innerHeight - window.scrollY >= root.getBoundingClientRect().top + 500;
  });
  await page.evaluate(() => {
    const root = document.querySelector('#shop stone-shop-root') as HTMLElement;
    window.scrollBy(0, root.getBoundingClientRect().top + 500);
  });
  expect(await shopTop()).toBe(-500);
  await page.click(inShop('header nav a[href="/embed-host/hostile/portfolio"]'));
  await waitForShopHeading(page, 'Our Portfolio');
  await page.waitForFunction(() => Math.abs(document.querySelector('#shop stone-shop-root')!.getBoundingClientRect().top) < 1);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  // From the host's top, where the shop is out of sight: the host's own button calls navigate().
  await page.evaluate(() => window.scrollTo(0, 0));
  await callHandle(page, 'navigate', '/about-us');
  await waitForShopHeading(page, 'About Us');
  await page.waitForFunction(() => Math.abs(document.querySelector('#shop stone-shop-root')!.getBoundingClientRect().top) < 1);
  expect(page.url()).toMatch(/\/embed-host\/hostile\/about-us$/);
  expect(errors).toEqual([]);
  await page.close();
});

it('has no serious or critical axe-core violation inside the shadow root', async () => {
  const { page, errors } = await newPage(browser);
  await seedStorage(page, { 'axe.cart': JSON.stringify([blackLine({ quantity: 1, size: 'small', totalPrice: 1000 })]) });
  await openHost(page, '/embed-host/hostile/');
  await page.evaluate(fs.readFileSync(require.resolve('axe-core'), 'utf8'));
  await mountShop(page, { routing: 'memory', storageKeyPrefix: 'axe.' });
  const found: string[] = [];
  for (const [path, heading] of [
    ['/', null],
    ['/shop', 'Granite Collection'],
    ['/product/2', 'Kuppum Black'],
    ['/cart', 'Shopping Cart'],
    ['/checkout', 'Checkout'],
    ['/request-quote', 'Get Your Quote'],
  ] as const) {
    await callHandle(page, 'navigate', path);
    if (heading) await waitForShopHeading(page, heading);
    else await waitInShop(page, 'main h1');
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run({ include: [{ fromShadowDom: ['#shop stone-shop-root', '.stone-shop'] }] });
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    });
    found.push(...violations.map((violation) => `${path} ${violation}`));
  }
  expect(found).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
