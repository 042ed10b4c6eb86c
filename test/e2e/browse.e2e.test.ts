import type { Browser, Page } from 'puppeteer';
import { wishlistEntry } from '../support/fixtures';
import { headingText, launchBrowser, newPage, readStorage, seedStorage, visit, waitForStorage } from './support/browser';

/** An element by its accessible name (and role, when given). */
const aria = (name: string, role?: string) => (role ? `::-p-aria([name="${name}"][role="${role}"])` : `::-p-aria(${name})`);

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

const cartBadge = (page: Page) => page.$eval('header a[aria-label^="Cart"]', (link) => link.getAttribute('aria-label'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('browsing the granite collection', () => {
  it('keeps search, filter and page in the URL, so Back, Forward, a product visit and reload restore the view', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await visit(page, '/shop');
    expect(await headingText(page)).toBe('Granite Collection');
    expect(await resultLine(page)).toBe('Showing 1-6 of 16 granite products (Page 1 of 3)');

    await page.type(aria('Search granite', 'searchbox'), 'black');
    await waitForUrl(page, '/shop?q=black');
    await waitForResultLine(page, 'Showing 1-6 of 12 granite products (Page 1 of 2)');

    await page.click(aria('Polished', 'radio'));
    await waitForUrl(page, '/shop?q=black&finish=polished');
    await waitForResultLine(page, 'Showing 1-6 of 7 granite products (Page 1 of 2)');

    await page.click(aria('Page 2', 'button'));
    await waitForUrl(page, '/shop?q=black&finish=polished&page=2');
    await waitForResultLine(page, 'Showing 7-7 of 7 granite products (Page 2 of 2)');
    expect(await page.$eval(aria('Page 2', 'button'), (button) => button.getAttribute('aria-current'))).toBe('page');

    // Back: one step per filter or page change.
    await page.goBack();
    await waitForUrl(page, '/shop?q=black&finish=polished');
    await waitForResultLine(page, 'Showing 1-6 of 7 granite products (Page 1 of 2)');
    await page.goForward();
    await waitForUrl(page, '/shop?q=black&finish=polished&page=2');
    await waitForResultLine(page, 'Showing 7-7 of 7 granite products (Page 2 of 2)');

    // To a product and Back: the same view, search box included.
    await page.click(aria('Imperial Red', 'link'));
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Imperial Red');
    await page.goBack();
    await waitForUrl(page, '/shop?q=black&finish=polished&page=2');
    await waitForResultLine(page, 'Showing 7-7 of 7 granite products (Page 2 of 2)');
    expect(await page.$eval(aria('Search granite', 'searchbox'), (input) => (input as HTMLInputElement).value)).toBe(
      'black',
    );
    expect(await page.$eval(aria('Polished', 'radio'), (input) => (input as HTMLInputElement).checked)).toBe(true);

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
    expect(await page.$eval(aria('Search granite', 'searchbox'), (input) => (input as HTMLInputElement).value)).toBe('');

    // No match: only the message.
    await page.type(aria('Search granite', 'searchbox'), 'zzz');
    await waitForResultLine(page, 'No granite products found matching your filters.');
    expect(await page.$$('main article')).toHaveLength(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches to a real list layout, rows with the image left and the actions right', async () => {
    const { page, errors } = await newPage(browser);
    await visit(page, '/shop');
    await page.click(aria('List view', 'button'));
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

describe('choosing stones', () => {
  it('adds a big size x3 from the shop and a small size from the product page to the stored cart', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await visit(page, '/shop');

    await page.click(aria('Add to Cart, Kuppum Black', 'button'));
    await page.waitForSelector('[role="dialog"]');
    expect(await page.$eval('[role="dialog"] h2', (title) => title.textContent)).toBe('Kuppum Black');
    await page.click(aria('Quantity', 'textbox'), { count: 3 });
    await page.keyboard.type('3');
    await page.click('[role="dialog"] input[type="radio"][value="big"]');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="line-total"]')?.textContent === '₹3,900.00',
    );
    await page.click('[role="dialog"] button[type="submit"]');
    await page.waitForSelector('[role="dialog"]', { hidden: true });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Add to Cart, Kuppum Black');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="status"]')].some((region) =>
        region.textContent?.includes('Added 3 x Kuppum Black (big) to your cart.'),
      ),
    );
    expect(await cartBadge(page)).toBe('Cart, 3 items');

    await page.click(aria('Madanpalli White', 'link'));
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Madanpalli White');
    expect(await page.$eval('main', (main) => main.textContent)).toContain('Free shipping on orders over ₹1,000');
    await page.click('main button[aria-haspopup="dialog"]');
    await page.waitForSelector('[role="dialog"]');
    await page.click('[role="dialog"] button[type="submit"]');
    await page.waitForSelector('[role="dialog"]', { hidden: true });
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.getAttribute('aria-label') === 'Cart, 4 items',
      {},
      'header a[aria-label^="Cart"]',
    );

    const stored = await waitForStorage(page, 'cart', (value) => (JSON.parse(value ?? '[]') as unknown[]).length === 2);
    const lines = JSON.parse(stored ?? '[]') as Array<Record<string, unknown>>;
    expect(lines).toEqual([
      {
        id: 2,
        name: 'Kuppum Black',
        image: 'images/products/2-1.svg',
        pricing: { small: 1000, big: 1300 },
        unit: 'per CBM',
        quantity: 3,
        size: 'big',
        totalPrice: 3900,
      },
      {
        id: 1,
        name: 'Madanpalli White',
        image: 'images/products/1-1.svg',
        pricing: { small: 650, big: 950 },
        unit: 'per CBM',
        quantity: 1,
        size: 'small',
        totalPrice: 650,
      },
    ]);
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(['id', 'image', 'name', 'pricing', 'quantity', 'size', 'totalPrice', 'unit']);
    }

    // The confirmation leads to the cart.
    await page.click(aria('View cart', 'link'));
    await waitForUrl(page, '/cart');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('runs the dialog from the keyboard: Enter opens, Escape closes, focus returns', async () => {
    const { page, errors } = await newPage(browser);
    await visit(page, '/product/3');
    await page.focus('main button[aria-haspopup="dialog"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="dialog"]');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"]', { hidden: true });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('toggles the wishlist, which persists across a reload and shows on /wishlist', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await visit(page, '/shop');
    await page.click(aria('Add Tan Brown to wishlist', 'button'));
    await page.waitForSelector(aria('Remove Tan Brown from wishlist', 'button'));
    expect(
      await page.$eval(aria('Remove Tan Brown from wishlist', 'button'), (button) => button.getAttribute('aria-pressed')),
    ).toBe('true');
    const stored = await waitForStorage(page, 'wishlist', (value) => value !== null && value !== '[]');
    expect(JSON.parse(stored ?? '[]')).toEqual([
      {
        id: 5,
        name: 'Tan Brown',
        image: 'images/products/5-1.svg',
        pricing: { small: 940, big: 1080 },
        unit: 'per CBM',
        category: 'granite',
        description: expect.stringContaining('Karimnagar'),
      },
    ]);

    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector(aria('Remove Tan Brown from wishlist', 'button'));
    expect(await page.$eval('header a[aria-label^="Wishlist"]', (link) => link.getAttribute('aria-label'))).toBe(
      'Wishlist, 1 item',
    );

    await visit(page, '/wishlist');
    expect(await headingText(page)).toBe('My Wishlist');
    expect(await page.$$eval('main article h2', (names) => names.map((name) => name.textContent))).toEqual(['Tan Brown']);

    await visit(page, '/product/5');
    await page.click(aria('In Wishlist', 'button'));
    await page.waitForSelector(aria('Add to Wishlist', 'button'));
    await waitForStorage(page, 'wishlist', (value) => value === '[]');
    await visit(page, '/wishlist');
    expect(await headingText(page)).toBe('Your Wishlist is Empty');
    expect(await readStorage(page, 'wishlist')).toBe('[]');
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
    expect(await page.$eval(aria('Back to Shop', 'link'), (link) => link.getAttribute('href'))).toBe('/shop');
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
    await page.click(aria('Next image', 'button'));
    await page.waitForFunction(() =>
      document.querySelector('main section[aria-label$="images"] img')?.getAttribute('src')?.endsWith('22-2.svg'),
    );
    await page.click(aria('Show image 3 of 3', 'button'));
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
