import type { Page } from 'puppeteer';
import { baseUrl } from './browser';

/** A query for an element inside the shop's shadow root on the page's `host` element (Puppeteer's `>>>` pierces it). */
export const inShop = (selector: string, host = '#shop') => `${host} >>> ${selector}`;

/**
 * Waits for `selector` inside the shop's shadow root. Not waitForSelector with
 * `>>>`: it re-checks on the document's mutations, and the shop's own happen
 * in its shadow root, so it can miss them; this checks on every frame.
 */
export const waitInShop = (page: Page, selector: string, host = '#shop') =>
  page.waitForFunction(
    (hostSelector, inner) =>
      document.querySelector(hostSelector)?.querySelector('stone-shop-root')?.shadowRoot?.querySelector(inner) ?? false,
    { timeout: 15_000 },
    host,
    selector,
  );

/** Opens a host page from support/embedHosts.ts and waits for the shop's script. */
export async function openHost(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof (window as { StoneShop?: unknown }).StoneShop === 'object');
}

/** Options a test hands to StoneShop.mount; `callbacks` adds recording host callbacks (see `received`). */
export interface TestMountOptions {
  basename?: string;
  routing?: 'browser' | 'hash' | 'memory';
  initialPath?: string;
  storageKeyPrefix?: string;
  title?: boolean;
  name?: string;
  callbacks?: boolean;
}

/**
 * Mounts the shop on `#shop` from the page's own script, as a scripted host
 * does. With `callbacks`, onOrderPlaced, onQuoteSubmitted and onChange record
 * what they get in `window.__received`, and the host's backend refuses while
 * `window.__refuse` is true.
 */
export async function mountShop(page: Page, options: TestMountOptions, host = '#shop') {
  await page.evaluate(
    ({ callbacks, ...plain }, selector) => {
      type Received = { kind: string; value: unknown }[];
      const win = window as unknown as { __received: Received; __refuse?: boolean; StoneShop: { mount(e: Element, o: object): unknown } };
      win.__received = win.__received ?? [];
      const answer = (kind: string) => (value: unknown) => {
        win.__received.push({ kind, value });
        return win.__refuse ? Promise.reject(new Error('the office is closed')) : Promise.resolve();
      };
      const hooks = callbacks
        ? {
            onOrderPlaced: answer('order'),
            onQuoteSubmitted: answer('quote'),
            onChange: (change: unknown) => win.__received.push({ kind: 'change', value: change }),
          }
        : {};
      win.StoneShop.mount(document.querySelector(selector) as Element, { ...plain, ...hooks });
    },
    options,
    host,
  );
}

/** Waits for the shop's main heading to read `text`. */
export const waitForShopHeading = (page: Page, text: string, host = '#shop') =>
  page.waitForFunction(
    (selector, expected) =>
      document.querySelector(selector)?.querySelector('stone-shop-root')?.shadowRoot?.querySelector('main h1')?.textContent ===
      expected,
    { timeout: 15_000 },
    host,
    text,
  );

/** The shop's main heading, or null. */
export const shopHeading = (page: Page, host = '#shop') =>
  page.evaluate(
    (selector) =>
      document.querySelector(selector)?.querySelector('stone-shop-root')?.shadowRoot?.querySelector('main h1')?.textContent ?? null,
    host,
  );

/** Calls a method of the element's handle (`element.stoneShop`). */
export const callHandle = (page: Page, method: 'unmount' | 'navigate', arg?: string | number, host = '#shop') =>
  page.evaluate(
    (selector, name, value) => {
      type Handle = { unmount(): void; navigate(to: string | number): void };
      const handle = (document.querySelector(selector) as HTMLElement & { stoneShop?: Handle }).stoneShop;
      if (!handle) throw new Error(`no shop on ${selector}`);
      if (name === 'unmount') handle.unmount();
      else handle.navigate(value as string | number);
    },
    host,
    method,
    arg ?? null,
  );
