/* global document, requestIdleCallback */
import { withTimeout } from '../stats.mjs';
import { trackRequests } from './requests.mjs';
// The mid-range phone of docs/performance.md, emulated in Chromium itself (not by
// Lighthouse): each load gets a new browser context (no HTTP cache, no service
// worker, no storage from an earlier load).

export const PHONE = {
  viewport: { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  cpuSlowdown: 4,
  roundTripMs: 150,
  downKbps: 1600,
  upKbps: 750,
};

export const PHONE_NOTE =
  `${PHONE.viewport.width}x${PHONE.viewport.height} at ${PHONE.viewport.deviceScaleFactor}x, mobile with touch, ` +
  `CPU ${PHONE.cpuSlowdown}x slower, ${PHONE.roundTripMs} ms round trip, ` +
  `${PHONE.downKbps / 1000} Mbps down / ${PHONE.upKbps} kbps up (Chromium's own throttling), a new browser context per load`;

/** A page in a context of its own, throttled before it navigates anywhere. */
export async function openPhonePage(browser) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(PHONE.viewport);
  // Emulation.setCPUThrottlingRate and Network.emulateNetworkConditions (latency is the round trip; bytes a second).
  await page.emulateCPUThrottling(PHONE.cpuSlowdown);
  await page.emulateNetworkConditions({
    latency: PHONE.roundTripMs,
    download: (PHONE.downKbps * 1000) / 8,
    upload: (PHONE.upKbps * 1000) / 8,
  });
  const cdp = await page.createCDPSession();
  return { context, page, cdp, requests: trackRequests(page) };
}

/**
 * One finger tap at (x, y), as Touchscreen.tap sends it (touchStart, then touchEnd), except that
 * neither waits for the page: Chromium answers a touch command only once the page's main thread
 * has taken the event, and a visitor's finger does not wait for a busy page. The events keep
 * their order and carry the moment they were sent as their time stamp.
 */
export function tap(cdp, { x, y }) {
  const point = { x, y, radiusX: 0.5, radiusY: 0.5, force: 1 };
  return Promise.all([
    cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] }),
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [point] }),
  ]);
}

const SETTLE_QUIET_MS = 1000;
const IDLE_TIMEOUT_MS = 5000;

/**
 * Waits until the page has settled: loaded, no request for a second, then an idle callback (the
 * main thread has nothing queued), then no request again (in case that work fetched something).
 * A tap that loads the page anew starts the wait over. Bounded by `timeoutMs`; resolves to null
 * once settled, or to why it did not.
 */
export async function settle(page, requests, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  while (Date.now() < deadline) {
    try {
      await page.waitForFunction(() => document.readyState === 'complete', { timeout: left(), polling: 100 });
      await requests.quiet(SETTLE_QUIET_MS, left());
      await withTimeout(
        page.evaluate(
          (idleTimeout) => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: idleTimeout })),
          IDLE_TIMEOUT_MS,
        ),
        left(),
        'an idle callback',
      );
      await requests.quiet(SETTLE_QUIET_MS / 2, left());
      if (await withTimeout(page.evaluate(() => document.readyState === 'complete'), left(), 'reading the document state')) return null;
    } catch (error) {
      // A document that went away under the wait (a tap loaded the page anew): wait for the next one.
      if (!/context was destroyed|detached|navigat/i.test(String(error))) return String(error);
    }
  }
  return `not settled within ${timeoutMs / 1000} s`;
}
