import type { Browser, HTTPRequest } from 'puppeteer';
import { expectErrors, launchBrowser, newPage, seedStorage, visit } from './support/browser';
import { byName, waitForHeading } from './support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
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
  await page.click(byName('Retry', 'button'));
  await waitForHeading(page, 'About Us');
  await page.close();
});
