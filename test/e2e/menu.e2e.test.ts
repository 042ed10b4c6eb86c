import type { BrowserContext, Page } from 'puppeteer';
import { baseUrl, openWithScriptsHeld, newPage, openBrowser, visit, waitUntilLive } from './support/browser';
import { waitForHeading } from './support/flows';

/**
 * The small-screen menu (src/app/layout/MobileMenu.tsx) is a native modal
 * <dialog> that its button opens by an invoker command: focus, Escape and the
 * page behind it are the browser's, so they are checked in one; Tab would go
 * on to the browser's toolbar after the last link, and the early event
 * contract keeps it inside (shared/ui/tabRound.ts). (Opening before the code
 * has come: early-taps.e2e.test.ts.)
 */

const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };
const MENU_BUTTON = 'header button[aria-label="Open menu"]';

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

const openDialogs = (page: Page) => page.$$eval('dialog[open]', (dialogs) => dialogs.map((dialog) => dialog.getAttribute('aria-label')));

/** What has focus: in the menu, in the page behind it, or nothing in the page (the browser's own toolbar). */
const focusStop = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'outside the page';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim();
    return element.closest('dialog') ? `menu: ${name}` : `page: ${name}`;
  });

/** The menu's stops in Tab's order. */
const MENU_STOPS = ['Close menu', 'Home', 'Shop', 'Portfolio', 'About', 'Contact', 'Get Quote'].map((name) => `menu: ${name}`);

/** Presses Tab (or Shift+Tab) three times round the menu's stops and says where the focus went each time. */
async function tabLaps(page: Page, backwards: boolean) {
  const stops: string[] = [];
  if (backwards) await page.keyboard.down('Shift');
  for (let step = 0; step < MENU_STOPS.length * 3; step += 1) {
    await page.keyboard.press('Tab');
    stops.push(await focusStop(page));
  }
  if (backwards) await page.keyboard.up('Shift');
  return stops;
}

/** The stops of three laps that start from Close menu, given the order from Close menu on. */
const laps = (order: string[]) => Array.from({ length: order.length * 3 }, (_, step) => order[(step + 1) % order.length]);
const [CLOSE, ...LINKS] = MENU_STOPS;

/** Opens the menu from the keyboard and goes three times round it each way. */
async function expectTabToStayInMenu(page: Page) {
  await page.focus(MENU_BUTTON);
  await page.keyboard.press('Enter');
  expect(await openDialogs(page)).toEqual(['Site menu']);
  expect(await focusStop(page)).toBe('menu: Close menu');
  expect(await tabLaps(page, false)).toEqual(laps(MENU_STOPS));
  // Back at Close menu after whole laps.
  expect(await tabLaps(page, true)).toEqual(laps([CLOSE!, ...[...LINKS].reverse()]));
  await page.keyboard.press('Escape');
  expect(await openDialogs(page)).toEqual([]);
}

async function livePage(pathname: string) {
  const { page } = await newPage(browser, PHONE);
  await visit(page, pathname);
  await waitUntilLive(page, MENU_BUTTON);
  return page;
}

describe('the small-screen menu', () => {
  it('takes the focus, keeps Tab away from the page behind, closes on Escape and gives the focus back', async () => {
    const page = await livePage('/about-us');
    await page.focus(MENU_BUTTON);
    await page.keyboard.press('Enter');
    expect(await openDialogs(page)).toEqual(['Site menu']);
    expect(await focusStop(page)).toBe('menu: Close menu');
    const stops: string[] = [];
    for (let step = 0; step < 16; step += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focusStop(page));
    }
    expect(stops.filter((stop) => stop.startsWith('page'))).toEqual([]);
    // Round the menu at least twice: its close button, five links and Get Quote.
    expect(stops.filter((stop) => stop === 'menu: Close menu').length).toBeGreaterThanOrEqual(2);
    expect(new Set(stops.filter((stop) => stop.startsWith('menu')))).toEqual(
      new Set(['Close menu', 'Home', 'Shop', 'Portfolio', 'About', 'Contact', 'Get Quote'].map((name) => `menu: ${name}`)),
    );
    await page.keyboard.press('Escape');
    expect(await openDialogs(page)).toEqual([]);
    expect(await focusStop(page)).toBe('page: Open menu');
    await page.close();
  });

  it('keeps Tab and Shift+Tab going round it, lap after lap, never out to the browser, before and after the code is live', async () => {
    const { page } = await newPage(browser, PHONE);
    const scripts = await openWithScriptsHeld(page, `${baseUrl()}/`);
    await page.waitForSelector(`${MENU_BUTTON}`, { visible: true });
    // The header's code has not come: the menu works from the HTML and the early event contract.
    expect(await page.$eval('header', (header) => header.hasAttribute('data-hydrating'))).toBe(true);
    await expectTabToStayInMenu(page);
    await scripts.release();
    await waitUntilLive(page, MENU_BUTTON);
    await expectTabToStayInMenu(page);
    await page.close();
  });

  it('closes from its backdrop once the visitor can have seen it, and from a link', async () => {
    const page = await livePage('/about-us');
    // When the menu opened, on the page's clock (its toggle event keeps that time), and the clicks it had.
    await page.evaluate(() => {
      const dialog = document.querySelector('dialog')!;
      Object.assign(window, { clicks: 0 });
      dialog.addEventListener('toggle', (event) => Object.assign(window, { openedAt: event.timeStamp }));
      dialog.addEventListener('click', () => Object.assign(window, { clicks: (window as unknown as { clicks: number }).clicks + 1 }));
    });
    const openedAt = async () => {
      await page.waitForFunction(() => 'openedAt' in window);
      return page.evaluate(() => performance.timeOrigin + (window as unknown as { openedAt: number }).openedAt);
    };
    await page.tap(MENU_BUTTON);
    // Right of the drawer (at most 80% of the width): the backdrop. A tap made 100 ms after the
    // menu opened (its time stamp says so, whenever it is sent) is one the visitor made before seeing it.
    const cdp = await page.createCDPSession();
    const point = { x: PHONE.width - 20, y: PHONE.height / 2, radiusX: 0.5, radiusY: 0.5, force: 1 };
    const timestamp = (await openedAt()) / 1000 + 0.1;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point], timestamp });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp });
    await page.waitForFunction(() => (window as unknown as { clicks: number }).clicks === 1);
    expect(await openDialogs(page)).toEqual(['Site menu']);
    // 300 ms after it opened, a tap there is an answer to the menu.
    await page.waitForFunction(() => performance.now() > (window as unknown as { openedAt: number }).openedAt + 300);
    await page.touchscreen.tap(point.x, point.y);
    await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
    await page.tap(MENU_BUTTON);
    await page.tap('dialog[open] a[href="/portfolio"]');
    await waitForHeading(page, 'Our Portfolio');
    expect(await openDialogs(page)).toEqual([]);
    expect(await page.evaluate(() => location.pathname)).toBe('/portfolio');
    await page.close();
  });

  it('stays open when a second tap, made while the page was busy, lands on its backdrop', async () => {
    const page = await livePage('/');
    const box = (await (await page.$(MENU_BUTTON))!.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // Busy for a while, as while a page loads: both taps wait, and the menu the first opens is
    // under the second when it is handled.
    await page.evaluate(() => {
      // Clicks that reached the dialog, counted after the shop's own listeners (React's, at its root) have run.
      Object.assign(window, { dialogClicks: 0 });
      document.addEventListener('click', (event) => {
        if ((event.target as Element).tagName === 'DIALOG') Object.assign(window, { dialogClicks: (window as unknown as { dialogClicks: number }).dialogClicks + 1 });
      });
      setTimeout(() => {
        const end = performance.now() + 500;
        while (performance.now() < end);
      });
    });
    // Sent at once, as a finger does not wait for a busy page (Touchscreen.tap waits between touches).
    const cdp = await page.createCDPSession();
    const point = { x, y, radiusX: 0.5, radiusY: 0.5, force: 1 };
    await Promise.all(
      ['touchStart', 'touchEnd', 'touchStart', 'touchEnd'].map((type) =>
        cdp.send('Input.dispatchTouchEvent', { type: type as 'touchStart' | 'touchEnd', touchPoints: type === 'touchEnd' ? [] : [point] }),
      ),
    );
    // The second tap's click, on the backdrop of the menu the first one opened.
    await page.waitForFunction(() => (window as unknown as { dialogClicks: number }).dialogClicks === 1);
    expect(await openDialogs(page)).toEqual(['Site menu']);
    await page.close();
  });

  it('left open while the window widens, stays in view until closed, so the page is never inert behind nothing', async () => {
    const page = await livePage('/');
    await page.tap(MENU_BUTTON);
    // Still a touch screen: a change of `isMobile` would make Puppeteer load the page again.
    await page.setViewport({ ...PHONE, width: 1280, height: 900 });
    const shown = await page.$eval('dialog[open]', (dialog) => dialog.getBoundingClientRect().width > 0);
    expect(shown).toBe(true);
    await page.keyboard.press('Escape');
    expect(await openDialogs(page)).toEqual([]);
    await page.close();
  });
});
