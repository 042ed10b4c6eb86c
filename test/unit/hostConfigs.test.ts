import vm from 'node:vm';
import { servingRules } from '../../scripts/serving-rules.cjs';
import { cloudFrontFunction } from '../../scripts/hosting/cloudfront.cjs';
import { headersFile, nearestNotFoundPages, redirectsFile } from '../../scripts/hosting/netlify.cjs';
import { matches, parseHeaders } from '../support/headersFile';

// The host configurations the build writes (scripts/webpack/host-configs-plugin.cjs),
// made here from a small build's rules. nginx's is served for real in
// test/e2e/hosting.e2e.test.ts; these hosts cannot run here, so their files are
// read as the hosts document them, and the CloudFront function is run.

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='";
const pages = [
  { path: '/', file: 'index.html', status: 200 },
  { path: '/shop', file: 'shop/index.html', status: 200 },
  { path: '/product', file: 'product/index.html', status: 200 },
  { path: '/product/3', file: 'product/3/index.html', status: 200 },
  { path: '/track-order/*', file: 'track-order/index.html', status: 200 },
  { path: '/product/*', file: 'product/not-found.html', status: 404 },
  { path: '*', file: '404.html', status: 404 },
];
const buildFiles: Record<string, string> = {
  'prerendered.json': JSON.stringify({ pages, redirects: [{ from: '/quote', to: '/request-quote', status: 301 }] }),
  'content-security-policy.txt': `Content-Security-Policy: ${POLICY}\n`,
  'product/not-found.html': '<h1>Product Not Found</h1>',
};
const rules = servingRules((name) => buildFiles[name] ?? null);
const files = [
  ...pages.map((page) => page.file),
  'main.1a2b3c4d.js',
  'main.1a2b3c4d.js.br',
  'chunks/0123456789.js',
  'chunks/0123456789.css',
  'images/products/1-1.svg',
  'sw.js',
  'prerendered.json',
  'embed/stone-shop.js',
  'embed-demo.html',
];
/** The embed build's folders, described as webpack.config.ts does (that build runs beside the standalone one). */
const embedFolders = { 'embed/chunks/': 'hashed', 'embed/images/': 'pictures' } as const;

describe('_headers (Netlify, Cloudflare Pages)', () => {
  const parsed = parseHeaders(headersFile(rules, files, embedFolders));

  it("sends the security headers, HSTS included, for every address, and takes Cloudflare's Access-Control-Allow-Origin off", () => {
    expect(parsed[0]).toEqual([
      '/*',
      {
        'Content-Security-Policy': POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Strict-Transport-Security': 'max-age=31536000',
      },
      ['Access-Control-Allow-Origin'],
    ]);
  });

  it.each([
    // Pages keep the hosts' own default, public, max-age=0, must-revalidate: asked about on every use.
    ['/', undefined],
    ['/shop', undefined],
    ['/product/3', undefined],
    ['/track-order/ORD-1', undefined],
    ['/main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ['/chunks/0123456789.css', 'public, max-age=31536000, immutable'],
    ['/embed/chunks/home.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ['/embed/chunks/762.1a2b3c4d.js.LICENSE.txt', 'public, max-age=31536000, immutable'],
    ['/embed/images/products/1-1.svg', 'public, max-age=86400, stale-while-revalidate=604800'],
    ['/images/products/1-1.svg', 'public, max-age=86400, stale-while-revalidate=604800'],
    ['/sw.js', 'no-cache'],
    ['/embed/stone-shop.js', 'no-cache'],
  ])('gives %s at most one Cache-Control, %s (hosts join a header two rules set)', (address, value) => {
    const set = parsed.filter(([pattern, headers]) => matches(pattern, address) && headers['Cache-Control']);
    expect(set.map(([, headers]) => headers['Cache-Control'])).toEqual(value ? [value] : []);
  });
});

describe('forwards', () => {
  it('come only from prerendered.json (the route manifest): a build that lists none forwards nothing', () => {
    const withoutForwards = servingRules((name) =>
      name === 'prerendered.json' ? JSON.stringify({ pages, redirects: [] }) : (buildFiles[name] ?? null),
    );
    expect(withoutForwards.redirectFor('/quote')).toBeUndefined();
    expect(rules.redirectFor('/quote')).toEqual({ from: '/quote', to: '/request-quote', status: 301 });
  });
});

describe('_redirects (Netlify, Cloudflare Pages)', () => {
  it('forwards, then maps whole folders, then answers the rest with the not-found page', () => {
    expect(redirectsFile(rules).split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      '/quote  /request-quote  301',
      '/embed-demo.html/*  /embed-demo.html  200',
      '/track-order/*  /track-order/  200',
      '/product/*  /product/not-found.html  404',
      '/*  /404.html  404',
    ]);
  });

  it("gives Cloudflare Pages a nearest 404.html for each folder's own not-found page", () => {
    expect(nearestNotFoundPages(rules)).toEqual([['product/404.html', 'product/not-found.html']]);
  });
});

describe('the CloudFront function (S3 + CloudFront)', () => {
  type Headers = Record<string, { value: string }>;
  const handler = vm.runInNewContext(`${cloudFrontFunction(rules)}; handler`) as (event: unknown) => {
    uri?: string;
    statusCode?: number;
    headers: Headers;
  };
  const request = (uri: string, querystring: Record<string, { value: string }> = {}) => ({ uri, querystring, headers: {} });
  const onRequest = (uri: string, querystring?: Record<string, { value: string }>) =>
    handler({ context: { eventType: 'viewer-request' }, request: request(uri, querystring) });
  const onResponse = (uri: string) =>
    handler({ context: { eventType: 'viewer-response' }, request: request(uri), response: { statusCode: 200, headers: {} } });

  it.each([
    ['/', '/index.html'],
    ['/shop/', '/shop/index.html'],
    ['/product/3', '/product/3/index.html'],
    ['/product/99', '/product/not-found.html'],
    ['/track-order/ORD-1', '/track-order/index.html'],
    ['/kitchen-countertops', '/404.html'],
    ['/embed-demo.html/cart', '/embed-demo.html'],
    ['/main.1a2b3c4d.js', '/main.1a2b3c4d.js'],
  ])('maps %s onto %s in the bucket', (uri, key) => {
    expect(onRequest(uri).uri).toBe(key);
  });

  it('forwards /quote with its query, the security headers and Cache-Control', () => {
    const answer = onRequest('/quote', { stoneType: { value: 'marble' }, finish: { value: 'polished' } });
    expect([answer.statusCode, answer.headers.location?.value]).toEqual([301, '/request-quote?stoneType=marble&finish=polished']);
    expect([answer.headers['content-security-policy']?.value, answer.headers['cache-control']?.value]).toEqual([POLICY, 'no-cache']);
  });

  it.each([
    ['/product/99', 404, 'no-cache'],
    // Asked for by its own name, the page is a file like any other (as npm start and nginx answer it).
    ['/product/not-found.html', 200, 'no-cache'],
    ['/kitchen-countertops', 404, 'no-cache'],
    ['/shop', 200, 'no-cache'],
    ['/main.1a2b3c4d.js', 200, 'public, max-age=31536000, immutable'],
    ['/images/products/1-1.svg', 200, 'public, max-age=86400, stale-while-revalidate=604800'],
    ['/embed/chunks/home.1a2b3c4d.js', 200, 'public, max-age=31536000, immutable'],
    ['/embed/images/products/1-1.svg', 200, 'public, max-age=86400, stale-while-revalidate=604800'],
    ['/embed/stone-shop.js', 200, 'no-cache'],
  ])('answers %s with %i, Cache-Control %s and the security headers', (uri, status, cache) => {
    const answer = onResponse(uri);
    expect([answer.statusCode, answer.headers['cache-control']?.value]).toEqual([status, cache]);
    expect(answer.headers['content-security-policy']?.value).toBe(POLICY);
    expect(answer.headers['strict-transport-security']?.value).toBe('max-age=31536000');
    expect(answer.headers['permissions-policy']?.value).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  });
});
