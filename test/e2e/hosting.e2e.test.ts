import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BrowserContext } from 'puppeteer';
import type { PageEntry, PageTableFile } from '../../scripts/serving-rules.cjs';
import { get } from '../support/httpClient';
import { openBrowser, newPage, untilControlled } from './support/browser';

/* eslint-disable @typescript-eslint/no-require-imports */
const { startServer } = require('../../scripts/server.cjs') as typeof import('../../scripts/server.cjs');
const { startNginx } = require('../../scripts/hosting/run-nginx.cjs') as typeof import('../../scripts/hosting/run-nginx.cjs');

// The build served by real nginx with the server block the build generated
// (dist/hosting/nginx.conf), and by `npm start`'s server: every address of the
// page table, the forward, files of each cache class and the headers, checked
// against the build's own rules, then the two compared. In Chromium: no page
// breaks the Content Security Policy, and the offline service worker installs
// and takes over.

const dist = path.resolve(process.env.STONE_DIST ?? path.join(__dirname, '../../dist'));
const table = JSON.parse(fs.readFileSync(path.join(dist, 'prerendered.json'), 'utf8')) as PageTableFile;
const policy = /^Content-Security-Policy: (.+)$/m.exec(fs.readFileSync(path.join(dist, 'content-security-policy.txt'), 'utf8'))?.[1];
const distFile = (name: string) => fs.readFileSync(path.join(dist, name));
const builtFile = (pattern: RegExp, folder = '') => {
  const name = fs.readdirSync(path.join(dist, folder)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in dist/${folder}`);
  return path.posix.join(folder, name);
};

/** An address each entry of the page table answers: ids and unknown paths filled in. */
const addressOf = (entry: PageEntry) => (entry.path === '*' ? '/no-such-page' : entry.path.replace(/\/\*$/, '/999'));

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PICTURES = 'public, max-age=86400, stale-while-revalidate=604800';
const REVALIDATE = 'no-cache';

interface Expected {
  address: string;
  status: number;
  /** The file of the build the body is, byte for byte. */
  file?: string;
  cache: string;
  location?: string;
}

const FILES: Expected[] = [
  { file: builtFile(/^main\.[0-9a-f]{8}\.js$/), cache: IMMUTABLE },
  { file: builtFile(/^main\.[0-9a-f]{8}\.css$/), cache: IMMUTABLE },
  { file: builtFile(/^[0-9a-f]{10}\.js$/, 'chunks'), cache: IMMUTABLE },
  { file: builtFile(/\.[0-9a-f]{8}\.js$/, 'embed/chunks'), cache: IMMUTABLE },
  { file: 'images/products/1-1.svg', cache: PICTURES },
  { file: 'sw.js', cache: REVALIDATE },
  { file: 'prerendered.json', cache: REVALIDATE },
  { file: 'embed/stone-shop.js', cache: REVALIDATE },
  { file: 'robots.txt', cache: REVALIDATE },
].map((entry) => ({ ...entry, address: `/${entry.file}`, status: 200 }));

const EXPECTED: Expected[] = [
  ...table.pages.map((entry) => ({ address: addressOf(entry), status: entry.status, file: entry.file, cache: REVALIDATE })),
  { address: '/shop/', status: 200, file: 'shop/index.html', cache: REVALIDATE },
  { address: '/track-order/ORD-1768473000000-a1b2c3d4e', status: 200, file: 'track-order/index.html', cache: REVALIDATE },
  { address: '/kitchen-countertops', status: 404, file: '404.html', cache: REVALIDATE },
  { address: '/missing.1a2b3c4d.js', status: 404, file: '404.html', cache: REVALIDATE },
  { address: '/embed-demo.html/cart', status: 200, file: 'embed-demo.html', cache: REVALIDATE },
  ...table.redirects.flatMap((redirect) => [
    { address: redirect.from, status: redirect.status, cache: REVALIDATE, location: redirect.to },
    { address: `${redirect.from}?stoneType=marble&finish=polished`, status: redirect.status, cache: REVALIDATE, location: `${redirect.to}?stoneType=marble&finish=polished` },
  ]),
  ...FILES,
];

const SECURITY_HEADERS = {
  'content-security-policy': policy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
  // Plain HTTP here: HSTS only goes with HTTPS (test/unit/server.test.ts reads it there).
  'strict-transport-security': undefined,
};

/** What an address answers, in the terms of `Expected`, with the security headers beside it. */
async function observe(origin: string, expected: Expected) {
  const reply = await get(`${origin}${expected.address}`);
  const security = Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, reply.headers[name]]));
  const body = expected.file && reply.body.equals(distFile(expected.file)) ? expected.file : reply.body.toString('utf8').slice(0, 120);
  return {
    answer: {
      address: expected.address,
      status: reply.status,
      ...(expected.file ? { file: body } : {}),
      cache: reply.headers['cache-control'],
      ...(expected.location ? { location: reply.headers.location } : {}),
    },
    security,
    type: String(reply.headers['content-type'] ?? '').replace(/\s/g, '').toLowerCase(),
    text: reply.body.toString('utf8'),
  };
}

const SERVERS = ['nginx', 'npm start'] as const;
const running: Partial<Record<(typeof SERVERS)[number], { url: string; close(): Promise<void> }>> = {};
const seen: Partial<Record<(typeof SERVERS)[number], unknown[]>> = {};

let browser: BrowserContext;
beforeAll(async () => {
  running.nginx = await startNginx({ root: dist });
  running['npm start'] = await startServer({ root: dist, port: 0, compress: true });
  browser = await openBrowser();
});
afterAll(async () => {
  await Promise.all(Object.values(running).map((server) => server.close()));
});

describe.each(SERVERS)('served by %s', (name) => {
  const origin = () => running[name]!.url;

  it('answers every address of the page table, the forward and each kind of file as the build says, with the security headers', async () => {
    const observed = [];
    for (const expected of EXPECTED) {
      const { answer, security, type, text } = await observe(origin(), expected);
      expect(answer).toEqual(expected);
      expect([expected.address, security]).toEqual([expected.address, SECURITY_HEADERS]);
      const page = expected.file?.endsWith('.html');
      if (page) expect([expected.address, type]).toEqual([expected.address, 'text/html;charset=utf-8']);
      observed.push({ answer, security, ...(page ? { type } : {}) });
      if (expected.address === '/product/999') expect(text).toContain('Product Not Found');
      if (expected.address === '/no-such-page') expect(text).toContain('Oops! Page not found');
    }
    seen[name] = observed;
  });

  it("sends the build's gzip variant to a client that accepts gzip", async () => {
    const script = FILES[0]!.file!;
    const reply = await get(`${origin()}/${script}`, { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(reply.body).equals(distFile(script))).toBe(true);
  });
});

it('nginx and npm start answer alike', () => {
  expect(seen['npm start']).toBeDefined();
  expect(seen['npm start']).toEqual(seen.nginx);
});

// In Chromium, nginx only: npm start's server is the one the other suites run on (offline.e2e.test.ts installs
// the worker there), and both servers send the same headers and bytes for every address (above), so a page
// breaks the Content Security Policy under neither if it breaks it under none in security.e2e.test.ts.
it('lets the offline service worker install and take over under nginx', async () => {
  const origin = () => running.nginx!.url;
  const { page } = await newPage(browser, undefined, { serviceWorker: true, origin: origin() });
  await page.goto(`${origin()}/`, { waitUntil: 'load' });
  await untilControlled(page);
  const next = await page.goto(`${origin()}/shop`, { waitUntil: 'load' });
  expect([next?.status(), next?.fromServiceWorker()]).toEqual([200, true]);
  await page.waitForSelector('main:not([data-hydrating]) h1');
}, 120_000);
