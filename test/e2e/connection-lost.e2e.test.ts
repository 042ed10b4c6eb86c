import type { BrowserContext, HTTPRequest } from 'puppeteer';
import { blackLine } from '../support/fixtures';
import { expectErrors, openBrowser, newPage, seedStorage, visit, type TrackedPage } from './support/browser';
import { openCheckout, openQuoteForm, placeOrder, submitQuote, waitForHeading } from './support/flows';
import { storedList } from './support/savedRecords';

/** A visitor whose connection fails: a screen's code that cannot be fetched, and the network gone after the page loaded. */

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

it("keeps header and footer when a screen's code cannot be fetched, and Retry brings the screen once it can", async () => {
  const tracked = await newPage(browser);
  const { page } = tracked;
  // The screen's code is refused on purpose while "offline".
  expectErrors(
    tracked,
    /^Request failed \(net::ERR_INTERNET_DISCONNECTED\) .*\/chunks\//,
    // A prerendered part whose code cannot be fetched stays as the HTML shows it; React reports that.
    /Minified React error #(520|422)/,
  );
  await seedStorage(page, {});
  await visit(page, '/');
  let offline = true;
  const refused: string[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (offline && request.url().includes('/chunks/')) {
      refused.push(request.url());
      void request.abort('internetdisconnected');
    } else void request.continue();
  });

  await page.click('header nav[aria-label="Main"] a[href="/about-us"]');
  await waitForHeading(page, 'This page could not be loaded');
  expect(await page.$('header nav[aria-label="Main"]')).not.toBeNull();
  expect(refused.length).toBeGreaterThan(0);

  offline = false;
  // Found and clicked in one step in the page: while offline, the boundary's own retry (after a back-off)
  // renders the panel anew, so a button found a moment earlier may already be detached, and for that
  // moment there is none (it is waited for).
  await page.waitForFunction(() => {
    const retry = [...document.querySelectorAll('main button')].find((button) => button.textContent?.trim() === 'Retry');
    (retry as HTMLButtonElement | undefined)?.click();
    return Boolean(retry);
  });
  await waitForHeading(page, 'About Us');
  await page.close();
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
    await openCheckout(page, [blackLine({ quantity: 1, size: 'big', totalPrice: 1300 })]);
    const tried = await cutNetwork(tracked);
    const orderId = await placeOrder(page);
    expect((await storedList(page, 'orders')).map((order) => order.id)).toEqual([orderId]);
    expect(await storedList(page, 'cart')).toEqual([]);
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
    expect((await storedList(page, 'quotes')).map((quote) => quote.id)).toEqual([quoteId]);
    expect(tried.length).toBeLessThan(10);
    await page.close();
  });
});
