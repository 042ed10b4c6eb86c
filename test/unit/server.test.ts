import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { hostingDirOf } from '../../scripts/build-output.cjs';
import { startServer, type RunningServer } from '../../scripts/server.cjs';
import { get, rawRequest, type Reply } from '../support/httpClient';

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'";

let root: string;
let server: RunningServer;
const script = 'const shop = "granite and marble";\n'.repeat(200);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-server-'));
  fs.mkdirSync(path.join(root, 'chunks'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Shop</title>');
  fs.writeFileSync(path.join(root, 'embed-demo.html'), '<!doctype html><title>Host</title>');
  fs.writeFileSync(path.join(root, 'main.1a2b3c4d.js'), script);
  // As the build writes them (compression-webpack-plugin).
  fs.writeFileSync(path.join(root, 'main.1a2b3c4d.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(root, 'main.1a2b3c4d.js.gz'), zlib.gzipSync(script, { level: 9 }));
  fs.writeFileSync(path.join(root, 'chunks/0123456789.js'), script);
  server = await startServer({ root, compress: true });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the static server', () => {
  it('listens on 127.0.0.1 and, for a build without a page table, falls back to index.html', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await get(`${server.url}/product/3`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>Shop</title>');
  });

  it('serves the embedding demo for the paths below it, as the shop embedded there routes them', async () => {
    const below = await get(`${server.url}/embed-demo.html/product/3`);
    expect(below.status).toBe(200);
    expect(below.body.toString()).toContain('<title>Host</title>');
    expect((await get(`${server.url}/other.html/cart`)).body.toString()).toContain('<title>Shop</title>');
  });

  it("sends the build's precompressed variant the browser accepts, else the file as it is", async () => {
    const brotli = await get(`${server.url}/main.1a2b3c4d.js`, { 'accept-encoding': 'gzip, br' });
    expect([brotli.headers['content-encoding'], brotli.headers.vary]).toEqual(['br', 'Accept-Encoding']);
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(script);
    const gzipped = await get(`${server.url}/main.1a2b3c4d.js`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await get(`${server.url}/chunks/0123456789.js`, { 'accept-encoding': 'gzip, br' });
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, script]);
  });

  it('lets browsers keep content-hashed files for good and revalidate the page', async () => {
    expect((await get(`${server.url}/main.1a2b3c4d.js`)).headers['cache-control']).toContain('immutable');
    expect((await get(`${server.url}/chunks/0123456789.js`)).headers['cache-control']).toContain('immutable');
    expect((await get(`${server.url}/`)).headers['cache-control']).toBe('no-cache');
  });
});

describe('the static server with the prerendered pages of a build', () => {
  let folder: string;
  let built: string;
  let site: RunningServer;
  const page = (name: string) => `<!doctype html><title>${name}</title>`;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-pages-'));
    built = path.join(folder, 'dist');
    for (const [file, name] of <Array<[string, string]>>[
      ['index.html', 'Home'],
      ['shop/index.html', 'Shop'],
      ['track-order/index.html', 'Track order shell'],
      ['product/not-found.html', 'Product not found'],
      ['404.html', 'Not found'],
    ]) {
      fs.mkdirSync(path.dirname(path.join(built, file)), { recursive: true });
      fs.writeFileSync(path.join(built, file), page(name));
    }
    const pages = [
      { path: '/', file: 'index.html', status: 200 },
      { path: '/shop', file: 'shop/index.html', status: 200 },
      { path: '/track-order/*', file: 'track-order/index.html', status: 200 },
      { path: '/product/*', file: 'product/not-found.html', status: 404 },
      { path: '*', file: '404.html', status: 404 },
    ];
    const redirects = [{ from: '/quote', to: '/request-quote', status: 301 }];
    // Beside the site, as the build writes them (scripts/build-output.cjs); the files only hosts read, in it.
    fs.mkdirSync(hostingDirOf(built));
    fs.writeFileSync(path.join(hostingDirOf(built), 'prerendered.json'), JSON.stringify({ pages, redirects }));
    fs.writeFileSync(path.join(hostingDirOf(built), 'content-security-policy.txt'), `Content-Security-Policy: ${POLICY}\n`);
    fs.writeFileSync(path.join(built, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    fs.writeFileSync(path.join(built, '_redirects'), '/quote  /request-quote  301\n');
    site = await startServer({ root: built });
  });

  afterAll(async () => {
    await site.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const securityHeaders = (reply: Reply) =>
    Object.fromEntries(
      ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'strict-transport-security'].map(
        (name) => [name, reply.headers[name]],
      ),
    );
  const EXPECTED_HEADERS = {
    'content-security-policy': POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin',
  };

  it.each([
    ['/', 200, 'Home'],
    ['/shop', 200, 'Shop'],
    ['/shop/', 200, 'Shop'],
    ['/shop?color=black', 200, 'Shop'],
    ['/track-order/ORD-1-abc', 200, 'Track order shell'],
    ['/product/99', 404, 'Product not found'],
    ['/kitchen-countertops', 404, 'Not found'],
  ])('answers %s with status %i and the page written for it', async (urlPath, status, name) => {
    const reply = await get(`${site.url}${urlPath}`);
    expect([reply.status, reply.body.toString()]).toEqual([status, page(name)]);
    expect(securityHeaders(reply)).toEqual({ ...EXPECTED_HEADERS, 'strict-transport-security': undefined });
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with the not-found page, as static hosts do', async () => {
    const reply = await get(`${site.url}/missing.1a2b3c4d.js`);
    expect([reply.status, reply.body.toString()]).toEqual([404, page('Not found')]);
  });

  it('sends a not-found page whole and with its status, whatever the request asks for', async () => {
    const reply = await get(`${site.url}/product/99`, { range: 'bytes=0-3', 'if-none-match': '*' });
    expect([reply.status, reply.body.toString()]).toEqual([404, page('Product not found')]);
  });

  it.each(['/_headers', '/_redirects', '/prerendered.json', '/content-security-policy.txt'])(
    'answers %s, which only hosts read, with the not-found page',
    async (urlPath) => {
      const reply = await get(`${site.url}${urlPath}`);
      expect([reply.status, reply.body.toString()]).toEqual([404, page('Not found')]);
    },
  );

  it.each([
    ['a header line without a colon', (host: string) => `GET / HTTP/1.1\r\nHost: ${host}\r\nNo colon here\r\n\r\n`, 400],
    ['headers past the size limit', (host: string) => `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: ${host}\r\n\r\n`, 431],
  ])('refuses a request with %s with the security headers', async (_, head, status) => {
    const reply = await rawRequest(site.url, head);
    expect(reply.status).toBe(status);
    expect(securityHeaders({ status, headers: reply.headers, body: Buffer.alloc(0) })).toEqual({ ...EXPECTED_HEADERS, 'strict-transport-security': undefined });
  });

  it('forwards /quote to /request-quote with its query', async () => {
    const reply = await get(`${site.url}/quote?stoneType=marble`);
    expect([reply.status, reply.headers.location]).toEqual([301, '/request-quote?stoneType=marble']);
  });

  it('adds Strict-Transport-Security over HTTPS only', async () => {
    const keys = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-tls-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', path.join(keys, 'key.pem'), '-out', path.join(keys, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
    const secure = await startServer({ root: built, tls: { key: fs.readFileSync(path.join(keys, 'key.pem')), cert: fs.readFileSync(path.join(keys, 'cert.pem')) } });
    try {
      const reply = await get(`${secure.url}/shop`);
      expect([reply.status, reply.body.toString()]).toEqual([200, page('Shop')]);
      expect(securityHeaders(reply)).toEqual({ ...EXPECTED_HEADERS, 'strict-transport-security': 'max-age=31536000' });
    } finally {
      await secure.close();
      fs.rmSync(keys, { recursive: true, force: true });
    }
  });
});
