import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, HTTPResponse, Page } from 'puppeteer';
import { hostingDirOf } from '../../scripts/build-output.cjs';
import type { PageEntry } from '../../scripts/serving-rules.cjs';
import { expectErrors, headingText, openBrowser, newPage, untilControlled, waitUntilLive } from './support/browser';
import { nextDeployOf } from './support/nextDeploy';
import { addFromProductPage, byName, fillAddress, fillCard, waitForHeading } from './support/flows';

/* eslint-disable @typescript-eslint/no-require-imports */
const { startServer } = require('../../scripts/server.cjs') as typeof import('../../scripts/server.cjs');

// The standalone build's service worker (src/serviceWorker.ts). Each test serves
// the build from a server of its own, so it can cut the network by stopping it.

const root = path.resolve(__dirname, '../..');
const dist = path.resolve(process.env.STONE_DIST ?? path.join(root, 'dist'));

const pageTable = (): PageEntry[] =>
  (JSON.parse(fs.readFileSync(path.join(hostingDirOf(dist), 'prerendered.json'), 'utf8')) as { pages: PageEntry[] }).pages;

/** An address each entry of the page table answers: ids and unknown paths filled in. */
const addressOf = (entry: PageEntry) =>
  entry.path === '*' ? '/no-such-page' : entry.path.replace(/\/\*$/, '/ORD-OFFLINE-1');

/** The page's main heading as the build wrote it; none for the shells, whose screen shows the saved data. */
function prerenderedHeading(entry: PageEntry): string | null {
  const html = fs.readFileSync(path.join(dist, entry.file), 'utf8');
  if (/<main[\s\S]*aria-busy="true"/.test(html)) return null;
  const heading = /<main[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return heading.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'");
}

/** Opens a full address and waits for its heading, hydrated. */
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('main:not([data-hydrating]) h1');
  await waitUntilLive(page);
}

/** Every response the page gets from now on; `fromNetwork` lists those the service worker did not answer. */
function watchResponses(page: Page) {
  const fromNetwork: string[] = [];
  page.on('response', (response: HTTPResponse) => {
    if (!response.fromServiceWorker() && !response.url().startsWith('data:')) fromNetwork.push(response.url());
  });
  return fromNetwork;
}

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

describe('after one visit, with the network cut', () => {
  it('every route of the route table opens, and an order can be placed', async () => {
    const server = await startServer({ root: dist, port: 0, compress: true });
    const tracked = await newPage(browser, undefined, { serviceWorker: true, origin: server.url });
    const { page } = tracked;
    try {
      await open(page, `${server.url}/`);
      await untilControlled(page);
      // Online, an unknown address still gets the server's answer and its status, through the worker.
      const unknown = await page.goto(`${server.url}/no-such-page`, { waitUntil: 'load' });
      expect([unknown?.status(), unknown?.fromServiceWorker()]).toEqual([404, true]);
    } finally {
      await server.close();
    }
    // The network is gone: what is not in the cache cannot be fetched.
    expectErrors(tracked, /ERR_CONNECTION_REFUSED\) \S+\/prerendered\.json$/);
    expect(await page.evaluate(() => fetch('/prerendered.json').then(() => 'fetched', () => 'failed'))).toBe('failed');
    const fromNetwork = watchResponses(page);

    const opened: Array<[string, string]> = [];
    const expected: Array<[string, string]> = [];
    for (const entry of [...pageTable(), { path: '/quote', file: 'request-quote/index.html', status: 301 }]) {
      const address = addressOf(entry);
      await open(page, `${server.url}${address}`);
      const heading = await headingText(page);
      opened.push([address, heading]);
      expected.push([address, prerenderedHeading(entry) ?? heading]);
      expect([address, heading]).not.toEqual([address, 'Something went wrong']);
    }
    expect(opened).toEqual(expected);
    // The old address forwards offline as it does online.
    await open(page, `${server.url}/quote`);
    expect(new URL(page.url()).pathname).toBe('/request-quote');

    // A purchase, all offline: the product page, the cart through the header, checkout, the order.
    await open(page, `${server.url}/product/1`);
    await addFromProductPage(page);
    await page.click('header a[aria-label^="Cart"]');
    await waitForHeading(page, 'Shopping Cart');
    await page.click(byName('Proceed to Checkout'));
    await page.waitForSelector(byName('Full Name'));
    await fillAddress(page);
    await fillCard(page);
    await page.click('main form button[type="submit"]');
    await waitForHeading(page, 'Order Placed Successfully!');
    const orders = await page.evaluate(() => JSON.parse(localStorage.getItem('orders') ?? '[]') as unknown[]);
    expect(orders).toHaveLength(1);
    expect(fromNetwork).toEqual([]);
    // About 50 pages, each loaded afresh from the service worker.
  }, 180_000);
});

describe('a new deploy', () => {
  // The hand-over to a waiting version normally takes well under a second. Chrome can hold it until the
  // old worker's next idle stop, 30 s on: it warms the old worker up again for the links in view while
  // stopping it for the hand-over (docs/offline.md, on a new deploy). Seen in about 1 run in 8 of the first test.
  const HANDOVER = 45_000;
  let second: string | undefined;
  /** The next deploy, made once for the tests below. */
  const nextDeploy = () => (second ??= nextDeployOf(dist));
  afterAll(() => {
    if (second) fs.rmSync(path.dirname(second), { recursive: true, force: true });
  });
  const mainScriptOf = (page: Page) => page.$eval('script[src*="/main."]', (script) => (script as HTMLScriptElement).src);
  const newMainOf = (folder: string) => {
    const file = fs.readdirSync(folder).find((name) => /^main\..*\.js$/.test(name));
    if (!file) throw new Error(`No main script in ${folder}`);
    return file;
  };

  /** Tabs that opened `paths` on the first deploy, with its worker installed, and its server gone. */
  async function tabsOnFirstDeploy<const Paths extends string[]>(...paths: Paths) {
    const first = await startServer({ root: dist, port: 0, compress: true });
    try {
      const tabs: Page[] = [];
      for (const pathname of paths) {
        // Windows of their own: each tab stays visible, so its timers and frames run as a visitor's would.
        const { page } = await newPage(browser, undefined, { serviceWorker: true, origin: first.url, type: 'window' });
        await open(page, `${first.url}${pathname}`);
        await untilControlled(page);
        tabs.push(page);
      }
      // One tab for each path, in order.
      return { tabs: tabs as { [Index in keyof Paths]: Page }, port: Number(new URL(first.url).port) };
    } finally {
      await first.close();
    }
  }

  const waitForOffer = (page: Page) => page.waitForSelector('::-p-text(A new version is ready)', { timeout: 30_000 });

  it('after a deploy with changed chunk names, an open tab keeps working and offers the reload', async () => {
    const {
      tabs: [page],
      port,
    } = await tabsOnFirstDeploy('/');
    // The first install taking this tab over is no new version: nothing is offered (the notice's code
    // would be asked for as it took over, so once the network is idle it would be on screen).
    await page.waitForNetworkIdle();
    expect(await page.$('::-p-text(A new version is ready)')).toBeNull();
    const oldMain = await mainScriptOf(page);

    // The next deploy: every hashed file has a new name, and the service worker changed with them.
    const newMain = newMainOf(nextDeploy());
    expect(oldMain.endsWith(`/${newMain}`)).toBe(false);

    const deployed = await startServer({ root: nextDeploy(), port, compress: true });
    try {
      // The open tab moves on to screens it has not shown yet: their old code still comes (from the cache).
      await page.click('header nav[aria-label="Main"] a[href="/shop"]');
      await waitForHeading(page, 'Granite Collection');
      // Looking for the new version at that navigation, it installs beside the old one and is offered.
      const notice = await waitForOffer(page);
      expect(await notice?.evaluate((element) => element.closest('[role="status"]')?.textContent)).toBe(
        'A new version is ready - Reload×',
      );
      await page.click('main a[href="/product/3"]');
      await waitForHeading(page, 'Black Galaxy');

      // Reload: the page loads again once the new version has taken over.
      await Promise.all([page.waitForNavigation({ waitUntil: 'load', timeout: HANDOVER }), page.click(byName('Reload'))]);
      await page.waitForSelector('main:not([data-hydrating]) h1');
      expect(await mainScriptOf(page)).toBe(`${deployed.url}/${newMain}`);
      expect(new URL(page.url()).pathname).toBe('/product/3');
    } finally {
      await deployed.close();
    }
  }, 120_000);

  it('a tab whose worker another tab has replaced reloads into the new version from the notice it shows', async () => {
    const {
      tabs: [first, other],
      port,
    } = await tabsOnFirstDeploy('/', '/contact-us');
    const deployed = await startServer({ root: nextDeploy(), port, compress: true });
    const newMain = `${deployed.url}/${newMainOf(nextDeploy())}`;
    try {
      // The first tab finds the new version at its next navigation; both tabs offer it once it waits.
      await first.click('header nav[aria-label="Main"] a[href="/shop"]');
      await waitForHeading(first, 'Granite Collection');
      await Promise.all([waitForOffer(first), waitForOffer(other)]);

      // The other tab takes it...
      await Promise.all([other.waitForNavigation({ waitUntil: 'load', timeout: HANDOVER }), other.click(byName('Reload'))]);
      await other.waitForSelector('main:not([data-hydrating]) h1');
      expect(await mainScriptOf(other)).toBe(newMain);
      // ...so there is nothing left waiting: this tab's Reload reloads it at once, into the new version.
      await first.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null);
      await Promise.all([first.waitForNavigation({ waitUntil: 'load' }), first.click(byName('Reload'))]);
      await first.waitForSelector('main:not([data-hydrating]) h1');
      expect(await mainScriptOf(first)).toBe(newMain);
      expect(new URL(first.url()).pathname).toBe('/shop');
    } finally {
      await deployed.close();
    }
  }, 150_000);
});
