import type { BrowserContext, Page } from 'puppeteer';
import { wishlistEntry } from '../support/fixtures';
import { headingText, openBrowser, newPage, seedStorage, visit } from './support/browser';
import { byName } from './support/flows';

/** The shop's result line. */
async function resultLine(page: Page): Promise<string> {
  return page.$eval('main p[role="status"]', (element) => (element.textContent ?? '').trim());
}

async function waitForResultLine(page: Page, text: string) {
  await page.waitForFunction(
    (expected) => document.querySelector('main p[role="status"]')?.textContent?.trim() === expected,
    { timeout: 5000 },
    text,
  );
}

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function waitForUrl(page: Page, expected: string) {
  await page.waitForFunction((want) => `${location.pathname}${location.search}` === want, { timeout: 5000 }, expected);
}

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

describe('browsing the granite collection', () => {
  it('keeps search, filter and page in the URL, so Back, Forward, a product visit and reload restore the view', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await visit(page, '/shop');
    expect(await headingText(page)).toBe('Granite Collection');
    expect(await resultLine(page)).toBe('Showing 1-6 of 16 granite products (Page 1 of 3)');

    await page.type(byName('Search granite', 'searchbox'), 'black');
    await waitForUrl(page, '/shop?q=black');
    await waitForResultLine(page, 'Showing 1-6 of 12 granite products (Page 1 of 2)');

    await page.click(byName('Polished', 'radio'));
    await waitForUrl(page, '/shop?q=black&finish=polished');
    await waitForResultLine(page, 'Showing 1-6 of 7 granite products (Page 1 of 2)');

    await page.click(byName('Page 2', 'button'));
    await waitForUrl(page, '/shop?q=black&finish=polished&page=2');
    await waitForResultLine(page, 'Showing 7-7 of 7 granite products (Page 2 of 2)');
    expect(await page.$eval(byName('Page 2', 'button'), (button) => button.getAttribute('aria-current'))).toBe('page');

    // Back: one step per filter or page change.
    await page.goBack();
    await waitForUrl(page, '/shop?q=black&finish=polished');
    await waitForResultLine(page, 'Showing 1-6 of 7 granite products (Page 1 of 2)');
    await page.goForward();
    await waitForUrl(page, '/shop?q=black&finish=polished&page=2');
    await waitForResultLine(page, 'Showing 7-7 of 7 granite products (Page 2 of 2)');

    // To a product and Back: the same view, search box included.
    await page.click(byName('Imperial Red', 'link'));
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Imperial Red');
    await page.goBack();
    await waitForUrl(page, '/shop?q=black&finish=polished&page=2');
    await waitForResultLine(page, 'Showing 7-7 of 7 granite products (Page 2 of 2)');
    expect(await page.$eval(byName('Search granite', 'searchbox'), (input) => (input as HTMLInputElement).value)).toBe(
      'black',
    );
    expect(await page.$eval(byName('Polished', 'radio'), (input) => (input as HTMLInputElement).checked)).toBe(true);

    // A reload (or a shared link) shows the same.
    await page.reload({ waitUntil: 'load' });
    await waitForResultLine(page, 'Showing 7-7 of 7 granite products (Page 2 of 2)');
    expect(pathAndQuery(page)).toBe('/shop?q=black&finish=polished&page=2');

    // Typing wrote one history entry, not one per letter: Back from the search lands on /shop.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await waitForUrl(page, '/shop');
    await waitForResultLine(page, 'Showing 1-6 of 16 granite products (Page 1 of 3)');
    expect(await page.$eval(byName('Search granite', 'searchbox'), (input) => (input as HTMLInputElement).value)).toBe('');

    // No match: only the message.
    await page.type(byName('Search granite', 'searchbox'), 'zzz');
    await waitForResultLine(page, 'No granite products found matching your filters.');
    expect(await page.$$('main article')).toHaveLength(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches to a real list layout, rows with the image left and the actions right', async () => {
    const { page, errors } = await newPage(browser);
    await visit(page, '/shop');
    await page.click(byName('List view', 'button'));
    await waitForUrl(page, '/shop?view=list');
    // The URL changes first; the screen follows in a transition, with the button pressed.
    await page.waitForSelector('main button[aria-pressed="true"]::-p-text(List view)');
    const boxes = await page.$eval('main article', (article) => {
      const box = (element: Element | null) => element?.getBoundingClientRect().toJSON() as DOMRect;
      return { image: box(article.querySelector('img')), add: box(article.querySelector('button[aria-haspopup]')) };
    });
    expect(boxes.add.left).toBeGreaterThan(boxes.image.right);
    expect(Math.abs(boxes.add.top - boxes.image.top)).toBeLessThan(boxes.image.height);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('product pages', () => {
  it.each(['abc', '99', '1abc'])('shows Product Not Found for /product/%s', async (id) => {
    const { page, errors } = await newPage(browser);
    await visit(page, `/product/${id}`);
    expect(await headingText(page)).toBe('Product Not Found');
    expect(await page.$eval('main', (main) => main.textContent)).toContain("The product you're looking for doesn't exist.");
    expect(await page.$eval(byName('Back to Shop', 'link'), (link) => link.getAttribute('href'))).toBe('/shop');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows product 1 at /product and marble pages in full, with a working gallery', async () => {
    const { page, errors } = await newPage(browser);
    await visit(page, '/product');
    expect(await headingText(page)).toBe('Madanpalli White');
    await visit(page, '/product/22');
    expect(await headingText(page)).toBe('Jaisalmer Yellow');
    const mainImage = () => page.$eval('main section[aria-label$="images"] img', (img) => img.getAttribute('src'));
    expect(await mainImage()).toMatch(/22-1\.svg$/);
    await page.click(byName('Next image', 'button'));
    await page.waitForFunction(() =>
      document.querySelector('main section[aria-label$="images"] img')?.getAttribute('src')?.endsWith('22-2.svg'),
    );
    await page.click(byName('Show image 3 of 3', 'button'));
    await page.waitForFunction(() =>
      document.querySelector('main section[aria-label$="images"] img')?.getAttribute('src')?.endsWith('22-3.svg'),
    );
    // Every gallery image really loads (no placeholder fallback).
    const loaded = await page.$$eval('main section[aria-label$="images"] img', (images) =>
      images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    );
    expect(loaded).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('small screens', () => {
  it.each(['/shop?view=list', '/shop', '/product/1', '/wishlist'])('%s fits 320 px without sideways scrolling', async (path) => {
    const { page, errors } = await newPage(browser, { width: 320, height: 700 });
    await seedStorage(page, { wishlist: JSON.stringify([wishlistEntry()]) });
    await visit(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(errors).toEqual([]);
    await page.close();
  });
});
