import type { BrowserContext } from 'puppeteer';
import { routeManifest } from '../../src/app/routes/routeManifest';
import { baseUrl, expectErrors, openBrowser, newPage } from './support/browser';

/**
 * No page is wider than the screen, at every width from 320 to 1280 px in
 * steps of 16 and on both sides of every width break the pages' stylesheets
 * declare (where a layout changes): a bar that sticks out makes a phone lay the whole page out
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
    // The width breaks of every media rule the pages' stylesheets hold, as `(min-width: 48rem)` and the like.
    // In a media query an em or rem is the browser's initial font size, 16 px.
    const breaks = new Set<number>();
    const readRules = (rules: CSSRuleList) => {
      for (const rule of [...rules]) {
        if ('conditionText' in rule && typeof rule.conditionText === 'string') {
          for (const [, value, unit] of rule.conditionText.matchAll(/width\s*[:<>=]+\s*([\d.]+)(px|rem|em)/g)) {
            breaks.add(Math.round(Number(value) * (unit === 'px' ? 1 : 16)));
          }
        }
        if ('cssRules' in rule) readRules(rule.cssRules as CSSRuleList);
      }
    };
    for (const frame of frames) for (const sheet of [...(frame.contentDocument?.styleSheets ?? [])]) readRules(sheet.cssRules);
    const widths = new Set<number>();
    for (let width = 320; width <= 1280; width += 16) widths.add(width);
    for (const at of breaks) for (const width of [at - 1, at, at + 1]) if (width >= 320 && width <= 1280) widths.add(width);
    if (breaks.size === 0) found.push('no width breaks found in the stylesheets');
    for (const width of [...widths].sort((a, b) => a - b)) {
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
}, 240_000);
