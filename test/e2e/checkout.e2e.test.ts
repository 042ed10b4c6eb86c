import type { BrowserContext, Page } from 'puppeteer';
import { blackLine, storedOrder, whiteLine } from '../support/fixtures';
import { collectAlerts, newPage, openBrowser, readStorage, seedStorage, until, visit, waitForStorage } from './support/browser';
import { ORDER_DONE, PLACE_ORDER, cartBadge, fillAddress, fillCard, openCheckout, waitForHeading } from './support/flows';
import { allowWrites, alertText, refuseWrites, storedList, successSeen, watchSuccessHeadings } from './support/savedRecords';
import { expectTruthfulSuccessPage, itSaysEverySentence, type SuccessPage } from './support/successPages';
import { ORDER_SUCCESS_SENTENCES } from '../support/successPageSpec';

interface Line {
  id: number;
  name: string;
  image: string;
  pricing: { small: number; big: number };
  unit: string;
  quantity: number;
  size: 'small' | 'big';
  totalPrice: number;
}

interface StoredOrder {
  id: string;
  items: Line[];
  totalAmount: number;
  shippingAddress: Record<string, string>;
  paymentMethod: string;
  orderDate: string;
  status: string;
  [field: string]: unknown;
}

const white: Line = whiteLine({ quantity: 1, size: 'small', totalPrice: 650 });
const black: Line = blackLine({ quantity: 1, size: 'big', totalPrice: 1300 });

/** Payment details typed into the form; none of it may be found anywhere afterwards. */
const CARD_NUMBER = '4111 1111 1111 1111';
const CVV = '737';
const BANK = { name: 'Andhra Pragathi Grameena Bank', account: '30012345678901', ifsc: 'APGB0001234' };
const ORDER_ID = /^ORD-\d{13}-[a-z0-9]{9}$/;

const byName = (name: string) => `::-p-aria(${name})`;

/** Records every URL the page shows, including in-app history changes. */
async function recordUrls(page: Page): Promise<string[]> {
  const urls: string[] = [];
  await page.exposeFunction('__recordUrl', (url: string) => urls.push(url));
  await page.evaluateOnNewDocument(() => {
    const record = () => (window as unknown as { __recordUrl: (url: string) => void }).__recordUrl(location.href);
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        record();
      };
    }
    window.addEventListener('popstate', record);
    record();
  });
  return urls;
}

const mainText = (page: Page) => page.$eval('main', (main) => main.textContent ?? '');
const storedOrders = async (page: Page) => JSON.parse((await readStorage(page, 'orders')) ?? '[]') as StoredOrder[];
/**
 * Puts lines in the cart through storage (the shop's Add to Cart dialog is
 * built in parallel, so the cart is seeded the way a returning visitor has
 * it), then opens /checkout from the cart page.
 */
async function goToCheckout(page: Page, lines: Line[]) {
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(lines));
  await visit(page, '/cart');
  await page.click(byName('Proceed to Checkout'));
  await page.waitForFunction(() => location.pathname === '/checkout' && document.querySelector('main h1')?.textContent === 'Checkout');
}

/** Clicks Place Order twice, checks the processing state, and returns the new order id. */
async function placeOrderClickingTwice(page: Page): Promise<string> {
  await page.click(PLACE_ORDER, { count: 2 });
  await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === 'Processing...', {}, PLACE_ORDER);
  // Busy, yet focusable (aria-disabled): focus stays on the button instead of falling to the page.
  expect(await page.$eval(PLACE_ORDER, (button) => [button.getAttribute('aria-disabled'), document.activeElement === button])).toEqual([
    'true',
    true,
  ]);
  await page.waitForFunction(() => location.pathname === '/order-success', { timeout: 10_000 });
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Order Placed Successfully!');
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  expect(orderId).toMatch(ORDER_ID);
  expect(await mainText(page)).toContain(orderId);
  return orderId;
}

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});
describe('checkout', () => {
  it('alerts a missing group, then places a card order that lands in orders and tracking', async () => {
    const { page, errors } = await newPage(browser);
    const urls = await recordUrls(page);
    await seedStorage(page, { orders: '[]' });
    const alerts = collectAlerts(page);
    await goToCheckout(page, [white, black]);
    expect(await page.$eval(byName('Credit Card'), (input) => (input as HTMLInputElement).checked)).toBe(true);
    expect(await mainText(page)).toMatch(/simulated/i);
    expect(await mainText(page)).not.toMatch(/payment received|encrypt|secure/i);

    // A missing group is alerted and its first field focused and marked (every check in its order:
    // test/unit/checkoutValidate.test.ts; focus and marks for each: test/integration/checkout.test.tsx).
    await page.click(PLACE_ORDER);
    await until(() => alerts.length > 0);
    expect(alerts).toEqual(['Please fill in all address fields']);
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('name') === 'fullName' && document.activeElement.getAttribute('aria-invalid') === 'true',
    );
    await fillAddress(page);
    await fillCard(page, CARD_NUMBER, CVV);
    expect(await page.$eval(byName('Card Number'), (input) => (input as HTMLInputElement).value)).toBe(CARD_NUMBER);
    expect(await page.$eval(byName('CVV'), (input) => (input as HTMLInputElement).type)).toBe('password');
    // Nothing was stored by the failed attempts.
    expect(await storedOrders(page)).toEqual([]);

    const beforeSubmit = urls.length;
    const orderId = await placeOrderClickingTwice(page);
    expect(alerts).toHaveLength(1);
    // Straight from checkout to the confirmation: the empty-cart redirect never ran.
    expect(urls.slice(beforeSubmit).map((url) => new URL(url).pathname)).toEqual(['/order-success']);

    const orders = JSON.parse(
      (await waitForStorage(page, 'orders', (value) => (value ?? '').includes(orderId))) ?? '[]',
    ) as StoredOrder[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toEqual({
      id: orderId,
      items: [white, black],
      totalAmount: 2145,
      shippingAddress: {
        fullName: 'Asha Rao',
        address: '12-4 Temple Street',
        city: 'Tirupati',
        state: 'Andhra Pradesh',
        pincode: '517501',
        phone: '9876543210',
      },
      paymentMethod: 'credit-card',
      orderDate: new Date(Number(orderId.split('-')[1])).toISOString(),
      status: 'placed',
    });
    await waitForStorage(page, 'cart', (value) => value === '[]');
    expect(await page.$eval('header a[aria-label^="Cart"]', (link) => link.getAttribute('aria-label'))).toBe('Cart');

    // Back from the confirmation skips checkout.
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/cart');
    await page.goForward();
    await page.waitForFunction(() => location.pathname === '/order-success');

    await page.click('main a[href="/orders"]');
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'My Orders');
    const card = await page.$eval('main article', (article) => ({
      title: article.querySelector('h2')?.textContent,
      text: article.textContent ?? '',
      badge: [...article.querySelectorAll('span')].some((span) => span.textContent === 'Placed'),
    }));
    expect(card.title).toBe(`Order ${orderId}`);
    expect(card.text).toContain('Credit Card');
    expect(card.text).toContain('₹2,145.00');
    expect(card.text).toContain('Tirupati, Andhra Pradesh 517501');
    expect(card.badge).toBe(true);

    await page.click(`::-p-aria(Track Order ${orderId})`);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Track Order');
    expect(new URL(page.url()).pathname).toBe(`/track-order/${orderId}`);
    const steps = await page.$$eval('main ol[aria-label="Order progress"] > li', (items) =>
      items.map((item) => `${item.textContent}${item.getAttribute('aria-current') === 'step' ? ' <' : ''}`),
    );
    expect(steps).toEqual(['Placed (completed) <', '2Processing (not yet)', '3Shipped (not yet)', '4Delivered (not yet)']);
    expect(await mainText(page)).toContain('Current Status: Placed');
    expect(await page.$$eval('main time', (times) => times.map((time) => time.getAttribute('datetime')))).toEqual([
      orders[0]?.orderDate,
    ]);
    expect(await page.$('::-p-aria(Contact Support)')).not.toBeNull();

    expect(errors).toEqual([]);
    await page.close();
  });

  it('places a debit card order and a net-banking order, newest first, each stored before its confirmation shows', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    const alerts = collectAlerts(page);
    await watchSuccessHeadings(page);

    await goToCheckout(page, [black]);
    await fillAddress(page);
    await page.click(byName('Debit Card'));
    await fillCard(page, CARD_NUMBER, CVV);
    const debitId = await placeOrderClickingTwice(page);
    const seen = await successSeen(page);

    await goToCheckout(page, [{ ...white, quantity: 2, totalPrice: 1300 }]);
    await fillAddress(page);
    await page.click(byName('Net Banking'));
    expect(await page.$(byName('Card Number'))).toBeNull();
    await page.type(byName('Bank Name'), BANK.name);
    await page.type(byName('Account Number'), BANK.account);
    await page.type(byName('IFSC Code'), BANK.ifsc);
    const bankId = await placeOrderClickingTwice(page);
    seen.push(...(await successSeen(page)));
    expect(alerts).toEqual([]);
    // Saved means saved: each order was in storage when its confirmation appeared.
    const storedIds = (orders: string | null) => (JSON.parse(orders ?? '[]') as StoredOrder[]).map((order) => order.id);
    expect(seen.map(({ heading, orders }) => [heading, storedIds(orders)])).toEqual([
      [ORDER_DONE, [debitId]],
      [ORDER_DONE, [bankId, debitId]],
    ]);

    const orders = JSON.parse(
      (await waitForStorage(page, 'orders', (value) => (value ?? '').includes(bankId))) ?? '[]',
    ) as StoredOrder[];
    expect(orders.map((order) => [order.id, order.paymentMethod, order.totalAmount])).toEqual([
      [bankId, 'net-banking', 1430],
      [debitId, 'debit-card', 1430],
    ]);
    await visit(page, '/orders');
    const labels = await page.$$eval('main article', (articles) => articles.map((article) => article.querySelector('h2')?.textContent));
    expect(labels).toEqual([`Order ${bankId}`, `Order ${debitId}`]);
    expect(await mainText(page)).toContain('Net Banking');
    expect(await mainText(page)).toContain('Debit Card');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the visitor on checkout with every value and the cart, says why, and places the order once it can', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await refuseWrites(page, 'orders');
    await openCheckout(page, [black]);
    await fillAddress(page);
    await fillCard(page);
    await page.click(PLACE_ORDER);
    expect(await alertText(page)).toMatch(/^Your order was not placed: it could not be saved, because your browser's storage/);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.$eval(byName('City'), (input) => (input as HTMLInputElement).value)).toBe('Tirupati');
    expect(await page.$eval(byName('CVV'), (input) => (input as HTMLInputElement).value)).toBe('737');
    expect(await readStorage(page, 'orders')).toBeNull();
    expect(await storedList(page, 'cart')).toEqual([black]);
    expect(await cartBadge(page)).toBe('Cart, 1 item');
    expect(await page.$eval(PLACE_ORDER, (button) => button.textContent)).toBe('Place Order');

    await allowWrites(page);
    await page.click(PLACE_ORDER);
    await waitForHeading(page, ORDER_DONE);
    expect(await storedList(page, 'orders')).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('leaving during the payment wait keeps the order and does not pull the visitor back to the confirmation', async () => {
    const { page } = await newPage(browser);
    await seedStorage(page, {});
    await openCheckout(page, [black]);
    await fillAddress(page);
    await fillCard(page);
    await page.click(PLACE_ORDER);
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === 'Processing...', {}, PLACE_ORDER);
    await page.click('header nav[aria-label="Main"] a[href="/shop"]');
    await waitForHeading(page, 'Granite Collection');
    // The order is saved when the payment finishes...
    await waitForStorage(page, 'orders', (value) => (JSON.parse(value ?? '[]') as unknown[]).length === 1);
    expect(await storedList(page, 'cart')).toEqual([]);
    // ...and the visitor stays where they went.
    expect(new URL(page.url()).pathname).toBe('/shop');
  });
});

describe('order success page', () => {
  const orderSuccess: SuccessPage = {
    path: '/order-success',
    param: 'orderId',
    storageKey: 'orders',
    record: storedOrder(),
    done: ORDER_DONE,
    shell: 'Your Order',
    notFound: 'Order Not Found',
    notSavedHere: 'This order ID is not among the orders saved on this device.',
    fallbackId: 'ORD-UNKNOWN',
    list: { href: '/orders', text: 'View My Orders' },
  };

  it('confirms only a saved order (on a visit, a reload, another tab), else ORD-UNKNOWN and My Orders, and nothing before the code', async () => {
    await expectTruthfulSuccessPage(browser, orderSuccess);
  });

  itSaysEverySentence(() => browser, orderSuccess, ORDER_SUCCESS_SENTENCES);
});
