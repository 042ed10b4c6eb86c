import type { BrowserContext } from 'puppeteer';
import { routeManifest } from '../../src/app/routes/routeManifest';
import { baseUrl, expectErrors, openBrowser, newPage } from './support/browser';

/**
 * No page is wider than the screen, at any width from 320 to 1280 px in steps
 * of 4: a bar that sticks out makes a phone lay the whole page out
 * wider and zoom it out. Every route of the manifest opens once, each in a
 * frame of the same test page (a phone-emulated page); the frames are then
 * set to each width in turn, and a frame's viewport is its own width, as a
 * phone's is with `width=device-width`. One page load per route instead of
 * one per route and width keeps this to seconds.
 */

const address = (pattern: string) =>
  pattern === '*' ? '/no-such-page' : pattern.replace(':id', '1').replace(':orderId', 'ORD-1-abcdefghi');
const ADDRESSES = routeManifest.map((route) => address(route.path));

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

it('keeps every route within the screen from 320 to 1280 px', async () => {
  const tracked = await newPage(browser, { width: 412, height: 915, isMobile: true, hasTouch: true });
  const { page } = tracked;
  // A plain text page holds the frames; the browser asks it for an icon the site does not have.
  expectErrors(tracked, /favicon\.ico$/);
  await page.goto(`${baseUrl()}/robots.txt`);
  await page.evaluate(
    (addresses: string[]) =>
      Promise.all(
        addresses.map(
          (src) =>
            new Promise((resolve) => {
              const frame = document.createElement('iframe');
              frame.style.height = '800px';
              frame.onload = resolve;
              frame.src = src;
              document.body.append(frame);
            }),
        ),
      ),
    ADDRESSES,
  );
  // Each page is the client's own, as a visitor sees it after the first second.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('iframe')].every((frame) => frame.contentDocument?.querySelector('main:not([data-hydrating]) h1')),
  );
  const tooWide = await page.evaluate(() => {
    const frames = [...document.querySelectorAll('iframe')];
    const found: string[] = [];
    for (let width = 320; width <= 1280; width += 4) {
      for (const frame of frames) frame.style.width = `${width}px`;
      for (const frame of frames) {
        const root = frame.contentDocument?.documentElement;
        if (!root || root.scrollWidth <= root.clientWidth) continue;
        const culprit = [...(frame.contentDocument?.querySelectorAll('body *') ?? [])]
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
          .map((element) => element.tagName.toLowerCase())
          .slice(0, 3);
        found.push(`${new URL(frame.src).pathname} at ${width} px: ${root.scrollWidth} px wide (${culprit.join(' > ')})`);
      }
    }
    return found;
  });
  expect(tooWide).toEqual([]);
  await page.close();
}, 120_000);
