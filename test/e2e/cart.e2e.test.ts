import type { BrowserContext, Page } from 'puppeteer';
import { blackLine, whiteLine } from '../support/fixtures';
import { clickFooterLink, headingText, newPage, openBrowser, seedStorage, visit, waitForStorage } from './support/browser';
import { byName, cartBadge } from './support/flows';
import { storedList } from './support/savedRecords';

/** A visitor fills the cart: from the shop and a product page, then changes it on /cart. */

const white = whiteLine({ quantity: 1, size: 'small', totalPrice: 650 });
const black = blackLine({ quantity: 1, size: 'big', totalPrice: 1300 });

const mainText = (page: Page) => page.$eval('main', (main) => main.textContent ?? '');
const figure = (page: Page, testId: string) => page.$eval(`[data-testid="${testId}"]`, (element) => element.textContent);

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

describe('adding stones', () => {
  it('"Add to Cart opens a dialog with quantity and size (small or big); after adding it resets to quantity 1 and size small." A big size x3 from the shop and a small size from the product page reach the stored cart', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await visit(page, '/shop');

    await page.click(byName('Add to Cart, Kuppum Black', 'button'));
    await page.waitForSelector('dialog[open]');
    expect(await page.$eval('dialog[open] h2', (title) => title.textContent)).toBe('Kuppum Black');
    await page.click(byName('Quantity', 'textbox'), { count: 3 });
    await page.keyboard.type('3');
    await page.click('dialog[open] input[type="radio"][value="big"]');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="line-total"]')?.textContent === '₹3,900.00',
    );
    await page.click('dialog[open] button[type="submit"]');
    await page.waitForSelector('dialog[open]', { hidden: true });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Add to Cart, Kuppum Black');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="status"]')].some((region) =>
        region.textContent?.includes('Added 3 x Kuppum Black (big) to your cart.'),
      ),
    );
    expect(await cartBadge(page)).toBe('Cart, 3 items');
    // Opened again after adding: quantity 1 and the small size.
    await page.click(byName('Add to Cart, Kuppum Black', 'button'));
    await page.waitForSelector('dialog[open]');
    expect(await page.$eval(byName('Quantity', 'textbox'), (input) => (input as HTMLInputElement).value)).toBe('1');
    expect(await page.$eval('dialog[open] input[type="radio"]:checked', (input) => (input as HTMLInputElement).value)).toBe('small');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[open]', { hidden: true });

    await page.click(byName('Madanpalli White', 'link'));
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Madanpalli White');
    expect(await page.$eval('main', (main) => main.textContent)).toContain('Free shipping on orders over ₹1,000');
    await page.click('main button[aria-haspopup="dialog"]');
    await page.waitForSelector('dialog[open]');
    await page.click('dialog[open] button[type="submit"]');
    await page.waitForSelector('dialog[open]', { hidden: true });
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
    await page.click(byName('View cart', 'link'));
    await page.waitForFunction(() => location.pathname === '/cart');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('"Quantity in add-to-cart and cart: minimum 1; a non-numeric entry becomes 1." One press adds it, the note beside the added line', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await visit(page, '/shop');
    const confirmation = (text: string) =>
      page.waitForFunction((expected) => [...document.querySelectorAll('[role="status"]')].some((region) => region.textContent?.includes(expected)), {}, text);
    const typeAndAdd = async (name: string, typed: string) => {
      await page.click(byName(`Add to Cart, ${name}`, 'button'));
      await page.waitForSelector('dialog[open]');
      await page.click(byName('Quantity', 'textbox'), { count: 3 });
      await page.keyboard.type(typed);
      await page.click('dialog[open] button[type="submit"]');
      await page.waitForSelector('dialog[open]', { hidden: true });
    };

    await typeAndAdd('Madanpalli White', 'abc');
    await confirmation('Added 1 x Madanpalli White (small) to your cart. Whole numbers of 1 or more only: the quantity is now 1.');
    expect(await storedList(page, 'cart')).toEqual([white]);

    await typeAndAdd('Kuppum Black', '12000');
    await confirmation('Added 9999 x Kuppum Black (small) to your cart. At most 9,999 at a time: for more, please request a quote.');
    await waitForStorage(page, 'cart', (value) => (JSON.parse(value ?? '[]') as Array<{ quantity: number }>)[1]?.quantity === 9999);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the Total in step with the quantity box as it is typed, and adds on Enter in the box', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await visit(page, '/shop');
    await page.click(byName('Add to Cart, Kuppum Black', 'button'));
    await page.waitForSelector('dialog[open]');
    const totalSays = (text: string) =>
      page.waitForFunction((expected) => document.querySelector('[data-testid="line-total"]')?.textContent === expected, {}, text);
    await page.click(byName('Quantity', 'textbox'), { count: 3 });
    await page.keyboard.type('3');
    await totalSays('₹3,000.00');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('7');
    await totalSays('₹7,000.00');
    // Focus is still in the box: Enter adds, as a form's Enter does.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('quantity');
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open]', { hidden: true });
    await waitForStorage(page, 'cart', (value) => (JSON.parse(value ?? '[]') as Array<{ quantity: number }>)[0]?.quantity === 7);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('runs the dialog from the keyboard: Enter opens, Tab stays inside, Escape closes, focus returns', async () => {
    const { page, errors } = await newPage(browser);
    await visit(page, '/product/3');
    await page.focus('main button[aria-haspopup="dialog"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open]');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    // Tab goes round the dialog's controls, never out of it.
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[open]', { hidden: true });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the cart page', () => {
  it('shows two lines, follows quantity changes and computes the summary', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, { cart: JSON.stringify([white, black]) });
    await visit(page, '/cart');
    expect(await headingText(page)).toBe('Shopping Cart');
    const names = await page.$$eval('main ul[aria-label="Cart items"] > li h2', (items) => items.map((item) => item.textContent));
    expect(names).toEqual(['Madanpalli White', 'Kuppum Black']);
    // 650 + 1300 = 1950: free shipping, tax 195.
    expect(await figure(page, 'cart-subtotal')).toBe('₹1,950.00');
    expect(await figure(page, 'cart-shipping')).toBe('Free');
    expect(await figure(page, 'cart-tax')).toBe('₹195.00');
    expect(await figure(page, 'cart-total')).toBe('₹2,145.00');
    expect(await mainText(page)).toContain('Free shipping on orders over ₹1,000!');

    await page.click(byName('Increase quantity of Madanpalli White (Small)'));
    await page.click(byName('Increase quantity of Madanpalli White (Small)'));
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-subtotal"]')?.textContent === '₹3,250.00');
    expect(await figure(page, 'cart-total')).toBe('₹3,575.00');
    await page.click(byName('Decrease quantity of Madanpalli White (Small)'));
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-subtotal"]')?.textContent === '₹2,600.00');
    const stored = JSON.parse((await waitForStorage(page, 'cart', (value) => (value ?? '').includes('"quantity":2'))) ?? '[]');
    expect(stored.map((line: { name: string; quantity: number; totalPrice: number }) => [line.name, line.quantity, line.totalPrice])).toEqual([
      ['Madanpalli White', 2, 1300],
      ['Kuppum Black', 1, 1300],
    ]);

    // Below the threshold: 50 shipping and how much more is needed.
    await page.click(byName('Remove Kuppum Black (Big)'));
    await page.click(byName('Decrease quantity of Madanpalli White (Small)'));
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-subtotal"]')?.textContent === '₹650.00');
    expect(await figure(page, 'cart-shipping')).toBe('₹50.00');
    expect(await figure(page, 'cart-tax')).toBe('₹65.00');
    expect(await figure(page, 'cart-total')).toBe('₹765.00');
    expect(await mainText(page)).toContain('Add more than ₹350.00 to your order to get free shipping.');

    await page.click(byName('Remove Madanpalli White (Small)'));
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Your Cart is Empty');
    expect(await page.$eval('main a[href="/shop"]', (link) => link.textContent)).toBe('Continue Shopping');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends /checkout with an empty cart to /cart without trapping Back', async () => {
    const { page } = await newPage(browser);
    await seedStorage(page, {});
    await visit(page, '/about-us');
    await clickFooterLink(page, '/shipping-policy');
    await page.waitForFunction(() => location.pathname === '/shipping-policy');
    await page.evaluate(() => {
      history.pushState(null, '', '/checkout');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => location.pathname === '/cart' && document.querySelector('main h1')?.textContent === 'Your Cart is Empty');
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/shipping-policy');
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
    expect((await storedList(page, 'cart')).map((line) => line.name)).toEqual(['Kuppum Black']);
    // Focus waits on Undo, since the box it was in has gone.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Undo');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('main ul[aria-label="Cart items"] > li').length === 2);
    expect(await storedList(page, 'cart')).toEqual([white, black]);

    await page.click(quantityBox(2), { count: 3 });
    await page.keyboard.type('-1');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.querySelector('main [role="status"]')?.textContent?.includes('Removed Kuppum Black (Big)'));
    expect(await storedList(page, 'cart')).toEqual([white]);
    await page.click(byName('Undo', 'button'));
    await page.waitForFunction(() => document.querySelectorAll('main ul[aria-label="Cart items"] > li').length === 2);
    expect(await storedList(page, 'cart')).toEqual([white, black]);

    // Not a number becomes 1, saying so (in the add-to-cart dialog's words too); the minus button stops at 1.
    await page.click(quantityBox(1), { count: 3 });
    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') ?? '[]')[0]?.quantity === 1);
    const note = 'main ul[aria-label="Cart items"] > li:nth-child(1) [role="status"]';
    expect(await page.$eval(note, (element) => element.textContent)).toBe('Whole numbers of 1 or more only: the quantity is now 1.');
    expect(await page.$eval(byName('Decrease quantity of Madanpalli White (Small)'), (button) => (button as HTMLButtonElement).disabled)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
