import type { Page } from 'puppeteer';
import { readStorage } from './browser';

/** A list the shop keeps in localStorage, parsed (empty when the key is missing). */
export const storedList = async (page: Page, key: string) =>
  JSON.parse((await readStorage(page, key)) ?? '[]') as Array<Record<string, unknown> & { id?: string }>;

interface SuccessSeen {
  heading: string;
  orders: string | null;
  quotes: string | null;
}

/**
 * Installs, before the app runs, an observer that notes what storage held at
 * the moment a success heading first appeared ("saved means saved").
 */
export async function watchSuccessHeadings(page: Page) {
  await page.evaluateOnNewDocument(() => {
    const seen: SuccessSeen[] = [];
    (window as unknown as { __successSeen: SuccessSeen[] }).__successSeen = seen;
    new MutationObserver(() => {
      const heading = document.querySelector('main h1')?.textContent ?? '';
      const last = seen[seen.length - 1];
      if (!/Successfully!|Submitted!/.test(heading) || last?.heading === heading) return;
      seen.push({ heading, orders: localStorage.getItem('orders'), quotes: localStorage.getItem('quotes') });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** What watchSuccessHeadings noted since this page load. */
export const successSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __successSeen: SuccessSeen[] }).__successSeen);

/** Makes writes of `key` throw QuotaExceededError until allowWrites(page), as a full or locked-down storage does. */
export async function refuseWrites(page: Page, key: string) {
  await page.evaluateOnNewDocument((refused) => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function setItem(k: string, value: string) {
      if (k === refused && !(window as unknown as { __allowWrites?: boolean }).__allowWrites) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return original.call(this, k, value);
    };
  }, key);
}

export const allowWrites = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __allowWrites: boolean }).__allowWrites = true;
  });

/** The text of the alerts in main, once there is one. */
export const alertText = (page: Page) =>
  page
    .waitForFunction(
      () => [...document.querySelectorAll('main [role="alert"]')].map((alert) => alert.textContent).join(' ').trim() || null,
      { timeout: 10_000 },
    )
    .then((handle) => handle.jsonValue());
