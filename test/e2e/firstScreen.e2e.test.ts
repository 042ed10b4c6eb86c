import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'puppeteer';
import { launchBrowser, newPage, visit } from './support/browser';

/**
 * The first screen (issue 7): index.html starts fetching the route's code and
 * its largest picture together with the main script, and the app paints the
 * header and the page in one go instead of an empty page that fills in later.
 */

const distDir = path.resolve(__dirname, '../..', process.env.STONE_DIST ?? 'dist');
const groups = (JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
  groups: Record<string, string[]>;
}).groups;
const routeFiles = (...names: string[]) =>
  names.flatMap((name) => groups[name] ?? []).filter((file) => /\.(js|css)$/.test(file));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Paths of the preload links the page's inline script added, and of the stylesheets the page has inline. */
async function firstScreenOf(pathname: string) {
  const { page, errors } = await newPage(browser);
  await visit(page, pathname);
  const preloads = await page.$$eval('link[rel="preload"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname.slice(1)),
  );
  const inline = await page.$$eval('style[data-href]', (styles) => styles.map((style) => style.dataset.href?.slice(1)));
  await page.close();
  expect(errors).toEqual([]);
  return { preloads: new Set(preloads), inline: new Set(inline) };
}

const scriptsOf = (files: string[]) => files.filter((file) => file.endsWith('.js'));
const stylesOf = (files: string[]) => files.filter((file) => file.endsWith('.css'));

describe('the first screen', () => {
  it("preloads the product page's code and its main picture on /product/3, its styles inline", async () => {
    const { preloads, inline } = await firstScreenOf('/product/3');
    expect(preloads).toEqual(new Set([...scriptsOf(routeFiles('product')), 'images/products/3-1.svg']));
    for (const file of stylesOf(routeFiles('main', 'product'))) expect(inline).toContain(file);
  });

  it("preloads the quote page with its form's code, and the home page with its hero", async () => {
    const quote = await firstScreenOf('/request-quote');
    expect(quote.preloads).toEqual(new Set(scriptsOf(routeFiles('request-quote', 'request-quote.form'))));
    for (const file of stylesOf(routeFiles('request-quote', 'request-quote.form'))) expect(quote.inline).toContain(file);
    const home = await firstScreenOf('/');
    expect(home.preloads).toEqual(new Set([...scriptsOf(routeFiles('home')), 'images/hero/1.svg']));
  });

  it('paints the header and the page together', async () => {
    const { page, errors } = await newPage(browser);
    // Records what the page held the first time the header appeared.
    await page.evaluateOnNewDocument(() => {
      const seen = { headingWithHeader: null as boolean | null };
      Object.assign(window, { __firstScreen: seen });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('header')) return;
        seen.headingWithHeader = Boolean(document.querySelector('main h1'));
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    for (const pathname of ['/cart', '/shop', '/about-us']) {
      await visit(page, pathname);
      const seen = await page.evaluate(() => (window as unknown as { __firstScreen: { headingWithHeader: boolean } }).__firstScreen);
      expect([pathname, seen.headingWithHeader]).toEqual([pathname, true]);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
