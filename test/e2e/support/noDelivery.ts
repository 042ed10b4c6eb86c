import type { Page } from 'puppeteer';

/** What the shop says of a record it sends: none of it may show without a delivery address. */
const DELIVERY_WORDS = /Sent to |Waiting for a connection|Not delivered|Message sent/;

/** Without a delivery address: no delivery wording on the page, and no delivery state or enquiry kept. */
export async function expectNoDelivery(page: Page) {
  expect(await page.$eval('body', (body) => body.innerText)).not.toMatch(DELIVERY_WORDS);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /deliveries|enquiries/.test(key)))).toEqual([]);
}
