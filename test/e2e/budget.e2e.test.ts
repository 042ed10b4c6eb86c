import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Viewport } from 'puppeteer';
import { reportsDirOf } from '../../scripts/build-output.cjs';
import { COMMITTED_MODULES, growthReport, modulesOf, readCommitted, REFRESH_VARIABLE, writeCommitted } from '../support/moduleGrowth';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { deliveryBuild } from './support/deliveryBuild';

/* eslint-disable @typescript-eslint/no-require-imports */
const { startServer } = require('../../scripts/server.cjs') as typeof import('../../scripts/server.cjs');

/**
 * Weight budgets (docs/performance.md), read from the production build in bytes, never
 * time, so the test is as stable on a busy machine as on an idle one. Sizes
 * are the files on disk gzipped at level 9, as a real host would serve them.
 */

const KiB = 1024;
/**
 * The 100 KB target (docs/performance.md), read as KiB like every other budget here. The libraries
 * (React DOM 19 alone is about 64 KB) are most of it, so the shop keeps its
 * own start-up small: React Router's unused data-router, form and prefetch
 * code is dropped at build time (scripts/webpack), screens load with their
 * routes, and what only forms or tests need (the not-saved wording, the
 * in-memory storage) stays out of the modules the saving step shares.
 */
// Half a KiB more since the tabs' change bookkeeping (src/app/persistence/tabVersions.ts): without
// it, two tabs adding at once lost additions; see docs/decisions/0026-two-tabs-lose-nothing.md.
const FIRST_LOAD_JS_BUDGET = 100.5 * KiB;
// A build with a delivery address is held to a quarter of a KiB more, for now: its main script carries
// the delivery contract's version and the quote orders' rule, and comes to 100.73 KiB. Winning those
// bytes back is open work; see docs/decisions/0025-first-download-budget.md.
const DELIVERING_FIRST_LOAD_JS_BUDGET = 100.75 * KiB;
const FIRST_LOAD_CSS_BUDGET = 15 * KiB;
const PRODUCT_IMAGE_BUDGET = 20 * KiB;
const LAZY_CHUNK_BUDGET = 40 * KiB;

const distDir = path.resolve(__dirname, '../..', process.env.STONE_DIST ?? 'dist');

/** A built site and where it is served: the default build, or the build with a delivery address. */
interface Site {
  dir: string;
  url: string;
}
const defaultSite = (): Site => ({ dir: distDir, url: baseUrl() });

interface Sized {
  file: string;
  bytes: number;
}

const gzipSize = (file: string, dir = distDir) => zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

interface BuildManifest {
  groups: Record<string, string[]>;
}

const readManifest = (dir = distDir) =>
  JSON.parse(fs.readFileSync(path.join(reportsDirOf(dir), 'build-manifest.json'), 'utf8')) as BuildManifest;

/** Which chunk groups (entry, routes, on-demand pieces) each file belongs to. */
function groupsByFile(manifest: BuildManifest): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const [group, files] of Object.entries(manifest.groups)) {
    for (const file of files) byFile.set(file, [...(byFile.get(file) ?? []), group]);
  }
  return byFile;
}

/** The modules of the scripts of a first visit (dist-reports/module-sizes.json, scripts/webpack/module-sizes-plugin.ts). */
const firstLoadModules = (scripts: string[], dir = distDir) =>
  modulesOf(JSON.parse(fs.readFileSync(path.join(reportsDirOf(dir), 'module-sizes.json'), 'utf8')), scripts);

/** Fails with every file and its size listed, and the modules that grew, so an overrun says where it came from. */
function expectWithin(label: string, budget: number, files: Sized[], modules?: () => string[], dir = distDir) {
  const total = files.reduce((sum, entry) => sum + entry.bytes, 0);
  if (total > budget) {
    const groups = groupsByFile(readManifest(dir));
    const lines = [...files]
      .sort((a, b) => b.bytes - a.bytes)
      .map((entry) => {
        const owners = groups.get(entry.file)?.join(', ') ?? 'in no chunk group';
        return `  ${String(entry.bytes).padStart(8)} B  ${entry.file} (${owners})`;
      });
    const grown = modules
      ? `\nModules against ${path.relative(process.cwd(), COMMITTED_MODULES)} (refresh it with ${REFRESH_VARIABLE}=1):\n${modules().join('\n')}`
      : '';
    throw new Error(
      `${label}: ${total} B (${kib(total)}) gzipped is over the budget of ${budget} B (${kib(budget)}) by ` +
        `${total - budget} B.\n${lines.join('\n')}${grown}`,
    );
  }
  expect(total).toBeLessThanOrEqual(budget);
}

/** The build file a URL points at; the server maps URL paths straight onto the build folder. */
function fileOf(url: string, site: Site): string {
  const parsed = new URL(url);
  const file = decodeURIComponent(parsed.pathname).replace(/^\/+/, '');
  if (parsed.origin !== new URL(site.url).origin || !fs.existsSync(path.join(site.dir, file))) {
    throw new Error(`${url} is not a file of the build in ${site.dir}`);
  }
  return file;
}

interface FirstVisit {
  /** Scripts of the first download: everything but what comes after the shop is live. */
  scripts: string[];
  /** Scripts asked for after the shop is live (the service worker's registration), with whether each was. */
  afterLive: Array<{ file: string; requestedAfterLive: boolean }>;
  styles: string[];
}

/** Chunk groups src/main.tsx asks for only once the shop is live: not part of the first download. */
const AFTER_LIVE_GROUPS = ['service-worker', 'delivery'];

/** Notes, in the page's own clock, when the header and the screen have both lost their `data-hydrating` mark. */
function noteWhenLive() {
  const state = window as unknown as { shopLiveAt?: number };
  const live = () => document.querySelector('header') && document.querySelector('main') && !document.querySelector('header[data-hydrating], main[data-hydrating]');
  new MutationObserver((_records, observer) => {
    if (!live()) return;
    state.shopLiveAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrating'] });
}

/** Everything Chromium fetches on a first visit of `/` in a fresh profile, up to network idle, without scrolling. */
async function recordFirstVisit(browser: Browser, viewport?: Viewport, site = defaultSite()): Promise<FirstVisit> {
  const { page } = await newPage(browser, viewport, { serviceWorker: true });
  await page.evaluateOnNewDocument(noteWhenLive);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') scripts.add(response.url());
    if (type === 'stylesheet') styles.add(response.url());
  });
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('main h1');
  const afterLiveFiles = new Set(AFTER_LIVE_GROUPS.flatMap((group) => readManifest(site.dir).groups[group] ?? []));
  const afterLive = await page.evaluate(
    (files: string[]) =>
      files.map((file) => {
        const started = performance.getEntriesByName(new URL(`/${file}`, location.href).href)[0]?.startTime;
        const liveAt = (window as unknown as { shopLiveAt?: number }).shopLiveAt;
        return { file, requestedAfterLive: started !== undefined && liveAt !== undefined && started >= liveAt };
      }),
    [...scripts].map((url) => fileOf(url, site)).filter((file) => afterLiveFiles.has(file)),
  );
  // A prerendered page has its stylesheets inline, each named by its file: they count as downloaded.
  const inline = await page.$$eval('style[data-href]', (elements) =>
    elements.map((element) => new URL(element.dataset.href ?? '', location.href).href),
  );
  await page.close();
  const later = new Set(afterLive.map(({ file }) => file));
  return {
    scripts: [...scripts].map((url) => fileOf(url, site)).filter((file) => !later.has(file)),
    afterLive,
    styles: [...new Set([...styles, ...inline])].map((url) => fileOf(url, site)),
  };
}

let browser: Browser;
let firstVisit: FirstVisit;
beforeAll(async () => {
  // A browser of its own: a fresh profile, so nothing is cached from another suite.
  browser = await launchBrowser();
  firstVisit = await recordFirstVisit(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('weight budgets of the production build', () => {
  it(`loads at most ${FIRST_LOAD_JS_BUDGET / KiB} KiB of gzipped JavaScript on a first visit of /`, () => {
    // The entry script must be among them, or the recording itself is broken.
    expect(firstVisit.scripts.some((file) => /^main\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    const files = firstVisit.scripts.map((file) => ({ file, bytes: gzipSize(file) }));
    const current = firstLoadModules(firstVisit.scripts);
    if (process.env[REFRESH_VARIABLE]) writeCommitted(current);
    expectWithin('JavaScript on a first visit of /', FIRST_LOAD_JS_BUDGET, files, () => growthReport(readCommitted().modules, current));
  });

  it('asks for the service worker and workbox-window only once the shop is live, and counts nothing else out', () => {
    expect(firstVisit.afterLive).toEqual([{ file: expect.any(String), requestedAfterLive: true }]);
  });

  // A phone shows less at once, and so hydrates less; a page laid out wider than the phone would show (and load) more.
  it.each([360, 390, 412])(`loads at most ${FIRST_LOAD_JS_BUDGET / KiB} KiB of gzipped JavaScript on a first visit of / on a %i px phone`, async (width) => {
    // A browser of its own for each width: nothing comes from the cache.
    const phoneBrowser = await launchBrowser();
    try {
      const visit = await recordFirstVisit(phoneBrowser, { width, height: 800, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      expect(visit.scripts.some((file) => /^main\.[0-9a-f]+\.js$/.test(file))).toBe(true);
      const files = visit.scripts.map((file) => ({ file, bytes: gzipSize(file) }));
      expectWithin(`JavaScript on a first visit of / at ${width} px`, FIRST_LOAD_JS_BUDGET, files);
    } finally {
      await phoneBrowser.close();
    }
  });

  it('loads at most 15 KiB of gzipped CSS on a first visit of /', () => {
    expect(firstVisit.styles.length).toBeGreaterThan(0);
    const files = firstVisit.styles.map((file) => ({ file, bytes: gzipSize(file) }));
    expectWithin('CSS on a first visit of /', FIRST_LOAD_CSS_BUDGET, files);
  });

  it('keeps every product image at or under 20 KB', () => {
    const dir = path.join(distDir, 'images/products');
    const images = fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isFile());
    expect(images.length).toBeGreaterThanOrEqual(24 * 3);
    const tooBig = images
      .map((name) => ({ file: `images/products/${name}`, bytes: fs.statSync(path.join(dir, name)).size }))
      .filter((entry) => entry.bytes > PRODUCT_IMAGE_BUDGET);
    expect(tooBig).toEqual([]);
  });

  it('has no lazy chunk over 40 KiB gzipped, the invoice PDF library included', () => {
    const manifest = readManifest();
    const entryFiles = new Set(manifest.groups.main ?? []);
    expect(entryFiles.size).toBeGreaterThan(0);
    const lazyFiles = [...groupsByFile(manifest)].filter(([file]) => file.endsWith('.js') && !entryFiles.has(file));
    expect(lazyFiles.length).toBeGreaterThan(0);
    expect(manifest.groups['invoice-pdf']?.length).toBeGreaterThan(0);

    const overruns: string[] = [];
    for (const [file, groups] of lazyFiles) {
      const bytes = gzipSize(file);
      if (bytes > LAZY_CHUNK_BUDGET) {
        overruns.push(`${file} (${groups.join(', ')}): ${bytes} B (${kib(bytes)}), over by ${bytes - LAZY_CHUNK_BUDGET} B`);
      }
    }
    expect(overruns).toEqual([]);
  });
});

describe('the first visit of a build with a delivery address', () => {
  let site: Site;
  let server: { url: string; close(): Promise<void> };
  let visit: FirstVisit;
  beforeAll(async () => {
    const build = await deliveryBuild();
    server = await startServer({ root: build.dir, host: '127.0.0.1', port: 0 });
    site = { dir: build.dir, url: server.url };
    visit = await recordFirstVisit(browser, undefined, site);
  }, 900_000);
  afterAll(async () => {
    await server?.close();
  });

  it(`stays within ${DELIVERING_FIRST_LOAD_JS_BUDGET / KiB} KiB of gzipped JavaScript`, () => {
    expect(visit.scripts.some((file) => /^main\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    const files = visit.scripts.map((file) => ({ file, bytes: gzipSize(file, site.dir) }));
    expectWithin('JavaScript on a first visit of / with delivery on', DELIVERING_FIRST_LOAD_JS_BUDGET, files, undefined, site.dir);
  });

  it('asks for the sender only once the shop is live (with the service worker), and carries no status code', () => {
    const later = firstLoadModules(visit.afterLive.map(({ file }) => file), site.dir);
    expect(Object.keys(later)).toContain('src/features/delivery/startDelivery.ts');
    expect(visit.afterLive.every(({ requestedAfterLive }) => requestedAfterLive)).toBe(true);
    const modules = firstLoadModules(visit.scripts, site.dir);
    expect(Object.keys(modules).filter((module) => /features\/delivery\/|shared\/statusAnswers/.test(module))).toEqual([]);
  });
});
