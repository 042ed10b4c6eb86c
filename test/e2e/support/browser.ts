import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, {
  type Browser,
  type BrowserContext,
  type CreatePageOptions,
  type HTTPRequest,
  type Page,
  type Viewport,
} from 'puppeteer';
import { CHROMIUM_FLAGS, chromiumPath, testChromium } from '../../../scripts/chromium.cjs';

/**
 * Fewer renderer processes than a visitor's browser starts: the pages of one test file's context
 * share up to two, instead of one or more each (about 3.5 per test before), and the run spends
 * about a tenth less CPU (docs/testing.md). Contexts still never share a process, and the
 * benchmark keeps Chromium's own settings.
 */
const FEWER_PROCESSES = ['--disable-site-isolation-trials', '--renderer-process-limit=2'];

/**
 * System Chromium with the flags this closed network needs, listed in docs/testing.md: its headless
 * shell where installed (scripts/chromium.cjs, decision 0048). The run starts one
 * (support/globalSetup.ts); test files take a context of it with openBrowser().
 * `fullBrowser` starts the full browser instead, for what the shell lacks: it has no tab strip, so a
 * tab behind another stays visible.
 */
export async function launchBrowser({ fullBrowser = false } = {}): Promise<Browser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-chromium-'));
  const browser = await puppeteer.launch({
    ...(fullBrowser ? { executablePath: chromiumPath(), headless: true } : testChromium()),
    args: [...CHROMIUM_FLAGS, ...FEWER_PROCESSES, `--user-data-dir=${userDataDir}`],
  });
  browser.once('disconnected', () => {
    // Chromium may still be flushing its profile; a leftover temp folder is harmless.
    fs.rm(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }, () => undefined);
  });
  return browser;
}

let connection: Promise<Browser> | undefined;
/** The file's own full browser, started by the first openBrowser({ fullBrowser: true }). */
let fullBrowser: Promise<Browser> | undefined;
const openedContexts: BrowserContext[] = [];

/**
 * A browser of the test file's own: a context of the run's Chromium, with its
 * own storage, HTTP cache and service workers, as a fresh profile has, without
 * starting Chromium again for every file. support/setup.ts closes it after the
 * file's last test. With `fullBrowser`, a context of a full Chromium the file starts for itself
 * (see launchBrowser), closed with it.
 */
export async function openBrowser(options: { fullBrowser?: boolean } = {}): Promise<BrowserContext> {
  let browser: Browser;
  if (options.fullBrowser) {
    fullBrowser ??= launchBrowser({ fullBrowser: true });
    browser = await fullBrowser;
  } else {
    const browserWSEndpoint = process.env.E2E_BROWSER_WS;
    if (!browserWSEndpoint) throw new Error('E2E_BROWSER_WS is not set: the global setup did not run');
    connection ??= puppeteer.connect({ browserWSEndpoint });
    browser = await connection;
  }
  const context = await browser.createBrowserContext();
  openedContexts.push(context);
  return context;
}

/** Closes the file's browser contexts and its own full browser, and lets go of the run's Chromium, which stays up for the next file. */
export async function closeBrowsers() {
  const connected = connection;
  const full = fullBrowser;
  connection = undefined;
  fullBrowser = undefined;
  await Promise.all(openedContexts.splice(0).map((context) => context.close().catch(() => undefined)));
  if (connected) await (await connected).disconnect();
  if (full) await (await full).close();
}

/** The page's downloads, saved into a folder: `next()` answers the path of the next one once it is complete. */
export interface Downloads {
  next(timeout?: number): Promise<string>;
}

/**
 * Saves the page's downloads into `folder` (downloads are set per browser context). A file's
 * name appears in the folder before its last byte is written, so wait with `next()`, which
 * hears Chromium say the download completed.
 */
export async function allowDownloads(page: Page, folder: string): Promise<Downloads> {
  const session = await page.createCDPSession();
  const names = new Map<string, string>();
  const completed: string[] = [];
  let heard: (() => void) | undefined;
  session.on('Browser.downloadWillBegin', (event) => names.set(event.guid, event.suggestedFilename));
  session.on('Browser.downloadProgress', (event) => {
    if (event.state !== 'completed') return;
    completed.push(path.join(folder, names.get(event.guid) ?? event.guid));
    heard?.();
  });
  await session.send('Browser.setDownloadBehavior', {
    behavior: 'allow',
    downloadPath: folder,
    browserContextId: page.browserContext().id,
    eventsEnabled: true,
  });
  return {
    async next(timeout = 15_000) {
      const deadline = Date.now() + timeout;
      while (completed.length === 0) {
        if (Date.now() > deadline) throw new Error(`no download completed within ${timeout} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, deadline - Date.now());
          heard = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return completed.shift() as string;
    },
  };
}

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not run');
  return url;
};

export interface TrackedPage {
  page: Page;
  /** console.error messages, uncaught page errors and failed same-origin requests seen so far. */
  errors: string[];
  /** Every console message, to check that nothing secret was logged. */
  logs: string[];
  /** Errors the test declared it expects (expectErrors); any other fails it. */
  expected: RegExp[];
}

/** Pages the running test opened: support/setup.ts fails the test on any error they saw that it did not expect. */
const openedInTest: TrackedPage[] = [];

/** Declares errors a test provokes on purpose (a cut network, a missing chunk); each pattern names one kind. */
export function expectErrors(tracked: TrackedPage, ...patterns: RegExp[]) {
  tracked.expected.push(...patterns);
}

/**
 * The unexpected errors of every page opened since the last call. Closes the
 * pages the test left open (a failed test stops before its own close), so
 * nothing it started can write into the next test's storage.
 */
export async function finishTestPages(): Promise<string[]> {
  const pages = openedInTest.splice(0);
  await Promise.all(pages.map(({ page }) => (page.isClosed() ? undefined : page.close().catch(() => undefined))));
  return pages.flatMap((tracked) =>
    tracked.errors.filter((error) => !tracked.expected.some((pattern) => pattern.test(error))),
  );
}

/**
 * A new page that records console errors, page errors and failed requests to
 * the shop's own origin; the test fails on any it did not declare expected. Storage is per-origin, so tests clear it.
 * A page in a window of its own (`{ type: 'window' }`) stays visible while
 * another page is in front, as two tabs side by side do.
 */
export type PageOptions = CreatePageOptions & {
  /**
   * The page has service workers, as a visitor's browser does: the shop registers its worker, which
   * then answers the page's requests. Off by default: the page runs as in a browser without service
   * workers (the shop's own path for those), since the worker's install precaches the whole site,
   * about a tenth of the end-to-end run's CPU, and what it answers from its cache would pass by the
   * request interception that many tests rely on (decision 0050).
   */
  serviceWorker?: boolean;
  /** The origin whose failed requests are the shop's (default: the shared test server's). */
  origin?: string;
};

export async function newPage(
  browser: Browser | BrowserContext,
  viewport: Viewport = { width: 1280, height: 900 },
  { serviceWorker = false, origin, ...options }: PageOptions = {},
): Promise<TrackedPage> {
  const page = await browser.newPage(options);
  await page.setViewport(viewport);
  if (!serviceWorker) {
    // A worker another page of the context registered must not answer this one either.
    await page.setBypassServiceWorker(true);
    // No `navigator.serviceWorker`, so the shop registers none (src/main.tsx checks for it).
    await page.evaluateOnNewDocument(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
  }
  const errors: string[] = [];
  const logs: string[] = [];
  const tracked: TrackedPage = { page, errors, logs, expected: [] };
  openedInTest.push(tracked);
  const ownOrigin = new URL(origin ?? baseUrl()).origin;
  page.on('console', (message) => {
    logs.push(message.text());
    // The failed request itself is reported by the response listener, with its URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('response', (response) => {
    // An unknown address is answered with 404 and the not-found page, as it should be.
    const notFoundPage = response.status() === 404 && response.request().isNavigationRequest();
    if (response.status() >= 400 && !notFoundPage) errors.push(`HTTP ${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    // ERR_ABORTED: cancelled because the page moved on, not a failure of the shop.
    if (reason !== 'net::ERR_ABORTED' && request.url().startsWith(ownOrigin)) {
      errors.push(`Request failed (${reason}) ${request.url()}`);
    }
  });
  return tracked;
}

/** The selector of a part whose code is not live yet (src/shared/hydrationMarks.ts): the shop's own public signal. */
export const AWAITING_CODE = '[data-hydrating]';

/**
 * Waits until `selector` is on the page and its part is live: no longer
 * inside a part marked `data-hydrating`, so a click or a keystroke reaches its
 * code directly (before that, the early event contract holds it).
 */
export const waitUntilLive = (page: Page, selector = 'main') =>
  page.waitForFunction(
    (target: string, awaiting: string) => {
      const element = document.querySelector(target);
      return element !== null && !element.closest(awaiting);
    },
    {},
    selector,
    AWAITING_CODE,
  );

/**
 * Scrolls down as a reader would until `selector` is in the page, brings it
 * into view and waits until it is live: parts further down hydrate when
 * they are scrolled to.
 */
export async function scrollToLive(page: Page, selector: string) {
  await page.waitForFunction(
    (target: string) => {
      const element = document.querySelector(target);
      if (element) element.scrollIntoView({ block: 'center' });
      else window.scrollBy(0, window.innerHeight);
      return element !== null;
    },
    { polling: 'raf' },
    selector,
  );
  await waitUntilLive(page, selector);
}

/** Scrolls down the page a screen at a time, as a reader would, then back to the top. */
export async function scrollThrough(page: Page) {
  for (let step = 0; step < 20; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    // Two frames: the observers that load what came into view have run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (atEnd) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Opens `pathname` and waits until its screen is the client's own: live, with what only the browser knows. */
export async function visit(page: Page, pathname: string) {
  await page.goto(`${baseUrl()}${pathname}`, { waitUntil: 'load' });
  await waitUntilLive(page, 'main h1');
}

/**
 * Holds back every request of the page that `which` picks until `release()`, as a slow line
 * does; the others go on. Release lets the held ones go, in order, and turns interception off.
 */
export async function holdRequests(page: Page, which: (request: HTTPRequest) => boolean) {
  const held: HTTPRequest[] = [];
  let holding = true;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (holding && which(request)) held.push(request);
    // Once interception is off again, requests go on by themselves.
    else if (!request.isInterceptResolutionHandled()) request.continue().catch(() => undefined);
  });
  return {
    held,
    async release() {
      holding = false;
      for (const request of held) await request.continue();
      await page.setRequestInterception(false);
    },
  };
}

/**
 * Holds back every script the page asks for (or those whose address passes
 * `which`) until `release()`, as a slow connection does: what the visitor
 * sees and does before the code arrives.
 */
export const holdScripts = (page: Page, which: (url: string) => boolean = () => true) =>
  holdRequests(page, (request) => request.resourceType() === 'script' && which(request.url()));

/**
 * Opens `url` with its scripts held back (all, or those `which` picks); resolves once the page has
 * asked for one. `release()` lets them come and waits for the page's load. The navigation has no
 * time limit of its own: its load waits for the release, which the test makes when it is ready
 * (however long a busy machine takes), and Jest's limit still bounds the test.
 */
export async function openWithScriptsHeld(page: Page, url: string, which?: (url: string) => boolean) {
  const scripts = await holdScripts(page, which);
  const loaded = page.goto(url, { waitUntil: 'load', timeout: 0 });
  await until(() => scripts.held.length > 0, 30_000);
  return {
    held: scripts.held,
    async release() {
      await scripts.release();
      await loaded;
    },
  };
}

/** Seeds localStorage for the app's origin (before the app reads it). */
export async function seedStorage(page: Page, values: Record<string, string>) {
  await page.goto(`${baseUrl()}/__e2e_blank`);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** The trimmed text of the main heading. */
export async function headingText(page: Page): Promise<string> {
  return page.$eval('main h1', (element) => (element.textContent ?? '').trim());
}

/**
 * Reads the page until it shows `expected` (what a screen shows once it has
 * hydrated and taken what only the browser knows), then asserts it, so a
 * failure still shows the difference.
 */
export async function expectEventually<T>(read: () => Promise<T>, expected: T, timeout = 5000) {
  const started = Date.now();
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() - started < timeout) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    last = await read();
  }
  expect(last).toEqual(expected);
}

/** Polls a condition on the test side (alerts and requests arrive as Puppeteer events). */
export async function until(check: () => boolean, timeout = 5000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeout) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until the shop has written `key` with a value that passes `check`. */
export async function waitForStorage(page: Page, key: string, check: (value: string | null) => boolean, timeout = 5000) {
  const started = Date.now();
  for (;;) {
    const value = await readStorage(page, key);
    if (check(value)) return value;
    if (Date.now() - started > timeout) throw new Error(`localStorage.${key} never matched; last value: ${value}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The footer's code hydrates as the visitor scrolls down to it: scroll there, wait for it, click the link. */
export async function clickFooterLink(page: Page, href: string) {
  const selector = `footer a[href="${href}"]`;
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await waitUntilLive(page, selector);
  await page.click(selector);
}

/** Records, from before the app runs, every Content Security Policy violation the page reports. */
export async function recordViolations(page: Page) {
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/**
 * Every request the page makes that is not a GET of the shop's own origin, as `METHOD url`
 * (mailto: is the mail program, not the network; data: never leaves the page).
 */
export function requestsOffTheShop(page: Page): string[] {
  const origin = new URL(baseUrl()).origin;
  const off: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('mailto:') || url.startsWith('data:')) return;
    if (new URL(url).origin !== origin || request.method() !== 'GET') off.push(`${request.method()} ${url}`);
  });
  return off;
}

/** Waits until the service worker has installed everything and controls the page. */
export const untilControlled = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });

/** Accepts every alert the page shows and keeps its text, in order. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}
