import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BrowserContext } from 'puppeteer';
import { BESIDE_THE_SITE, HOST_ONLY_FILES, hostingDirOf } from '../../scripts/build-output.cjs';
import type { PageEntry, PageTableFile } from '../../scripts/serving-rules.cjs';
import { get, rawRequest } from '../support/httpClient';
import { openBrowser, newPage, untilControlled } from './support/browser';
import { COMPARED, SECURITY_HEADERS, Site, cloudFrontAnswers, observe, staticHostAnswers, type Answer, type Field } from './support/hostAnswers';
import { KNOWN_DIFFERENCES, type Difference } from './support/knownDifferences';

/* eslint-disable @typescript-eslint/no-require-imports */
const { startServer } = require('../../scripts/server.cjs') as typeof import('../../scripts/server.cjs');
const { startNginx } = require('../../scripts/hosting/run-nginx.cjs') as typeof import('../../scripts/hosting/run-nginx.cjs');

// The deploy test. The build served by `npm start`'s server and by the real
// nginx with the server block the build generated (over HTTP, and over HTTPS
// with the block's own HTTPS lines and a certificate made here), and read as
// Netlify, Cloudflare Pages and S3 + CloudFront would serve it from the files
// the build wrote for them: every file of the site (the standalone and the
// embed build), every address of the page table, the forward and unknown
// addresses, compared path by path with `npm start` (status, body, forward,
// cache, Vary, security headers). The differences that remain are the known
// ones (support/knownDifferences.ts), each named in docs/deploying.md.
// In Chromium: the offline service worker installs and takes over under nginx.

const dist = path.resolve(process.env.STONE_DIST ?? path.join(__dirname, '../../dist'));
const hosting = hostingDirOf(dist);
const site = new Site(dist);
const table = JSON.parse(fs.readFileSync(path.join(hosting, 'prerendered.json'), 'utf8')) as PageTableFile;
const policy = /^Content-Security-Policy: (.+)$/m.exec(fs.readFileSync(path.join(hosting, 'content-security-policy.txt'), 'utf8'))?.[1];
const distFile = (name: string) => fs.readFileSync(path.join(dist, name));
const builtFile = (pattern: RegExp, folder = '') => {
  const name = fs.readdirSync(path.join(dist, folder)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in dist/${folder}`);
  return path.posix.join(folder, name);
};

/** An address each entry of the page table answers: ids and unknown paths filled in. */
const addressOf = (entry: PageEntry) => (entry.path === '*' ? '/no-such-page' : entry.path.replace(/\/\*$/, '/999'));

// ---------------------------------------------------------------- addresses

const PAGE_ADDRESSES = table.pages.flatMap((entry) => {
  const address = addressOf(entry);
  return address === '/' ? [address] : [address, `${address}/`];
});
const FORWARDS = table.redirects.flatMap((redirect) => [redirect.from, `${redirect.from}?stoneType=marble&finish=polished`]);
const UNKNOWN = [
  '/kitchen-countertops',
  '/missing.1a2b3c4d.js',
  '/chunks/missing.js',
  '/images/products/missing.svg',
  '/embed/chunks/missing.1a2b3c4d.js',
  '/embed/missing.js',
];
const OTHER_PAGES = ['/shop?color=black', '/track-order/ORD-1768473000000-a1b2c3d4e', '/embed-demo.html/cart'];
/** Every file a visitor may fetch, as published (both builds). */
const SITE_FILES = site.files.filter((file) => !/\.(br|gz)$/.test(file)).map((file) => `/${file}`);
/** What configures a host or reports on the build: none of it may be fetched. */
const NOT_PUBLISHED = [
  ...HOST_ONLY_FILES,
  ...BESIDE_THE_SITE.hosting,
  ...BESIDE_THE_SITE.reports,
  ...BESIDE_THE_SITE.hosting.map((file) => `hosting/${file}`),
].map((file) => `/${file}`);

const ADDRESSES = [...new Set([...PAGE_ADDRESSES, ...FORWARDS, ...UNKNOWN, ...OTHER_PAGES, ...NOT_PUBLISHED, ...SITE_FILES])];
/** Fewer for HTTPS: one of each kind. */
const HTTPS_ADDRESSES = [
  ...PAGE_ADDRESSES,
  ...FORWARDS,
  ...UNKNOWN,
  ...NOT_PUBLISHED,
  ...['/sw.js', '/embed/stone-shop.js', '/images/products/1-1.svg', `/${builtFile(/^main\.[0-9a-f]{8}\.js$/)}`].filter((address) => SITE_FILES.includes(address)),
];

/** What a client may say it decodes: nothing, gzip (nginx's .gz), and a browser's list (npm start's .br). */
const ENCODINGS = [undefined, 'gzip', 'gzip, deflate, br'];

// ------------------------------------------------------------------ servers

let keys: string;
let browser: BrowserContext;
const running: Array<{ close(): Promise<void> }> = [];
let nginx: { url: string; httpsUrl?: string };
let npmStart: { url: string };
let npmStartHttps: { url: string };

beforeAll(async () => {
  keys = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-nginx-tls-'));
  const cert = path.join(keys, 'cert.pem');
  const key = path.join(keys, 'key.pem');
  // A certificate for 127.0.0.1 only, made for this run.
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    { stdio: 'ignore' },
  );
  const started = await Promise.all([
    startNginx({ root: dist, tls: { cert, key } }),
    startServer({ root: dist, port: 0, compress: true }),
    startServer({ root: dist, port: 0, compress: true, tls: { cert: fs.readFileSync(cert), key: fs.readFileSync(key) } }),
  ]);
  running.push(...started);
  [nginx, npmStart, npmStartHttps] = started;
  browser = await openBrowser();
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.close()));
  if (keys) fs.rmSync(keys, { recursive: true, force: true });
});

/** Each field where `answer` differs from `reference` (npm start's). */
const differences = (host: string, address: string, reference: Answer, observed: Answer): Difference[] =>
  COMPARED.filter((field: Field) => reference[field] !== observed[field]).map((field) => ({ host, address, field, reference, observed }));

const describeDifference = ({ host, address, field, reference, observed }: Difference) =>
  `${host} ${address} ${field}: npm start ${JSON.stringify(reference[field])}, host ${JSON.stringify(observed[field])}`;

// -------------------------------------------------------------------- tests

describe('the rules of the build, as npm start and nginx serve them', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  const PICTURES = 'public, max-age=86400, stale-while-revalidate=604800';
  const REVALIDATE = 'no-cache';
  const notFoundPage = () => site.bodyOfFile('404.html');
  const expected: Array<[string, Partial<Answer>]> = [
    ...table.pages.map((entry): [string, Partial<Answer>] => [addressOf(entry), { status: String(entry.status), body: site.bodyOfFile(entry.file), 'cache-control': REVALIDATE }]),
    ['/track-order/ORD-1768473000000-a1b2c3d4e', { status: '200', body: site.bodyOfFile('track-order/index.html') }],
    ['/embed-demo.html/cart', { status: '200', body: site.bodyOfFile('embed-demo.html') }],
    ['/missing.1a2b3c4d.js', { status: '404', body: notFoundPage() }],
    ...table.redirects.map((redirect): [string, Partial<Answer>] => [
      `${redirect.from}?stoneType=marble&finish=polished`,
      { status: String(redirect.status), location: `${redirect.to}?stoneType=marble&finish=polished`, 'cache-control': REVALIDATE },
    ]),
    [`/${builtFile(/^main\.[0-9a-f]{8}\.js$/)}`, { status: '200', 'cache-control': IMMUTABLE, vary: 'Accept-Encoding' }],
    [`/${builtFile(/^main\.[0-9a-f]{8}\.css$/)}`, { status: '200', 'cache-control': IMMUTABLE }],
    [`/${builtFile(/^[0-9a-f]{10}\.js$/, 'chunks')}`, { status: '200', 'cache-control': IMMUTABLE }],
    [`/${builtFile(/\.[0-9a-f]{8}\.js$/, 'embed/chunks')}`, { status: '200', 'cache-control': IMMUTABLE }],
    ['/images/products/1-1.svg', { status: '200', 'cache-control': PICTURES }],
    ['/embed/images/products/1-1.svg', { status: '200', 'cache-control': PICTURES }],
    ['/embed/stone-shop.js', { status: '200', 'cache-control': REVALIDATE }],
    ['/sw.js', { status: '200', 'cache-control': REVALIDATE }],
    ...NOT_PUBLISHED.map((address): [string, Partial<Answer>] => [address, { status: '404', body: notFoundPage() }]),
  ];
  const SECURITY = {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin',
    // Plain HTTP here: HSTS only goes with HTTPS (below).
    'strict-transport-security': undefined,
  };

  it.each([
    ['npm start', () => npmStart.url],
    ['nginx', () => nginx.url],
  ])('%s answers the page table, the forward, each kind of file and each file it must not serve as the build says', async (_, origin) => {
    const seen = [];
    for (const [address, want] of expected) {
      const answer = await observe(site, origin(), address);
      seen.push([address, Object.fromEntries(Object.keys({ ...want, ...SECURITY }).map((field) => [field, answer[field as Field]]))]);
    }
    expect(seen).toEqual(expected.map(([address, want]) => [address, { ...want, ...SECURITY }]));
    const product = await get(`${origin()}/product/999`);
    expect(product.body.toString()).toContain('Product Not Found');
  });
});

it('nginx answers every address as npm start does, for each Accept-Encoding', async () => {
  const found: string[] = [];
  for (const address of ADDRESSES) {
    for (const encoding of ENCODINGS) {
      const [reference, answer] = await Promise.all([observe(site, npmStart.url, address, encoding), observe(site, nginx.url, address, encoding)]);
      found.push(...differences(`nginx (${encoding ?? 'no encoding'})`, address, reference, answer).map(describeDifference));
    }
  }
  expect(found).toEqual([]);
}, 120_000);

it("nginx answers over HTTPS with the block's own HTTPS lines, HSTS included, as npm start over TLS does", async () => {
  const found: string[] = [];
  for (const address of HTTPS_ADDRESSES) {
    const [reference, answer] = await Promise.all([observe(site, npmStartHttps.url, address), observe(site, nginx.httpsUrl!, address)]);
    found.push(...differences('nginx (HTTPS)', address, reference, answer).map(describeDifference));
  }
  expect(found).toEqual([]);
  expect((await observe(site, nginx.httpsUrl!, '/shop'))['strict-transport-security']).toBe('max-age=31536000');
}, 60_000);

it('nginx and npm start put the security headers on their own answers to a malformed request', async () => {
  const malformed = (host: string) => `GET / HTTP/1.1\r\nHost: ${host}\r\nNo colon here\r\n\r\n`;
  const tooLong = (host: string) => `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: ${host}\r\n\r\n`;
  const security = (headers: Record<string, string>) => Object.fromEntries(SECURITY_HEADERS.map((field) => [field, headers[field]]));
  for (const head of [malformed, tooLong]) {
    const [reference, answer] = await Promise.all([rawRequest(npmStart.url, head), rawRequest(nginx.url, head)]);
    expect(security(answer.headers)).toEqual(security(reference.headers));
    expect(security(answer.headers)['content-security-policy']).toBe(policy);
  }
  // The one difference: an address past the limit is 414 in nginx, 431 in Node (its limit is on all headers).
  expect([(await rawRequest(npmStart.url, tooLong)).status, (await rawRequest(nginx.url, tooLong)).status]).toEqual([431, 414]);
});

describe.each([
  ['Netlify', () => staticHostAnswers(site, 'Netlify')],
  ['Cloudflare Pages', () => staticHostAnswers(site, 'Cloudflare Pages')],
  ['S3 + CloudFront', () => cloudFrontAnswers(site, fs.readFileSync(path.join(hosting, 'cloudfront-function.js'), 'utf8'))],
])('%s, read from the files the build wrote for it', (host, answers) => {
  it('answers every address as npm start does over HTTPS, but for the known differences', async () => {
    const answer = answers();
    const found: Difference[] = [];
    for (const address of ADDRESSES) {
      found.push(...differences(host, address, await observe(site, npmStartHttps.url, address), answer(address)));
    }
    const known = KNOWN_DIFFERENCES.filter((difference) => difference.hosts.includes(host));
    const unexplained = found.filter((difference) => !known.some((entry) => entry.explains(difference)));
    expect(unexplained.map(describeDifference)).toEqual([]);
    // Each known difference is still there, or it must leave the list and docs/deploying.md.
    expect(known.filter((entry) => !found.some((difference) => entry.explains(difference))).map((entry) => entry.title)).toEqual([]);
  });

  it('serves none of the files that configure hosts or report on the build', () => {
    const answer = answers();
    expect(NOT_PUBLISHED.map((address) => [address, answer(address).status])).toEqual(NOT_PUBLISHED.map((address) => [address, '404']));
  });
});

it('names every known difference in docs/deploying.md', () => {
  const doc = fs.readFileSync(path.join(__dirname, '../../docs/deploying.md'), 'utf8');
  expect(KNOWN_DIFFERENCES.map((difference) => difference.title).filter((title) => !doc.includes(title))).toEqual([]);
});

it.each([
  ['nginx', () => nginx.url],
  ['npm start', () => npmStart.url],
])("%s sends the build's gzip variant to a client that accepts gzip", async (_, origin) => {
  const script = builtFile(/^main\.[0-9a-f]{8}\.js$/);
  const reply = await get(`${origin()}/${script}`, { 'accept-encoding': 'gzip' });
  expect(reply.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(reply.body).equals(distFile(script))).toBe(true);
});

// In Chromium, nginx only: npm start's server is the one the other suites run on (offline.e2e.test.ts installs
// the worker there), and both servers send the same headers and bytes for every address (above), so a page
// breaks the Content Security Policy under neither if it breaks it under none in security.e2e.test.ts.
it('lets the offline service worker install and take over under nginx', async () => {
  const origin = () => nginx.url;
  const { page } = await newPage(browser, undefined, { serviceWorker: true, origin: origin() });
  await page.goto(`${origin()}/`, { waitUntil: 'load' });
  await untilControlled(page);
  const next = await page.goto(`${origin()}/shop`, { waitUntil: 'load' });
  expect([next?.status(), next?.fromServiceWorker()]).toEqual([200, true]);
  await page.waitForSelector('main:not([data-hydrating]) h1');
}, 120_000);
