import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer, type RunningServer } from '../../scripts/server.cjs';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

let root: string;
let server: RunningServer;
const script = 'const shop = "granite and marble";\n'.repeat(200);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-server-'));
  fs.mkdirSync(path.join(root, 'chunks'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Shop</title>');
  fs.writeFileSync(path.join(root, 'host.html'), '<!doctype html><title>Host</title>');
  fs.writeFileSync(path.join(root, 'main.1a2b3c4d.js'), script);
  fs.writeFileSync(path.join(root, 'chunks/0123456789.js'), script);
  server = await startServer({ root, compress: true });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the static server', () => {
  it('listens on 127.0.0.1 and falls back to index.html for app paths, not for missing files', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await get(`${server.url}/product/3`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>Shop</title>');
    expect((await get(`${server.url}/missing.js`)).status).toBe(404);
  });

  it('serves a page for the paths below it, as an embedded shop under that page needs', async () => {
    const below = await get(`${server.url}/host.html/product/3`);
    expect(below.status).toBe(200);
    expect(below.body.toString()).toContain('<title>Host</title>');
    expect((await get(`${server.url}/other.html/cart`)).body.toString()).toContain('<title>Shop</title>');
  });

  it('compresses like a real host, the same bytes on every request', async () => {
    const first = await get(`${server.url}/main.1a2b3c4d.js`, { 'accept-encoding': 'gzip, br' });
    const second = await get(`${server.url}/main.1a2b3c4d.js`, { 'accept-encoding': 'gzip, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(script);
    expect(second.body.equals(first.body)).toBe(true);
    const gzipped = await get(`${server.url}/main.1a2b3c4d.js`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(script);
  });

  it('lets browsers keep content-hashed files for good and revalidate the page', async () => {
    expect((await get(`${server.url}/main.1a2b3c4d.js`)).headers['cache-control']).toContain('immutable');
    expect((await get(`${server.url}/chunks/0123456789.js`)).headers['cache-control']).toContain('immutable');
    expect((await get(`${server.url}/`)).headers['cache-control']).toBe('no-cache');
  });
});

describe('the static server with the prerendered pages of a build', () => {
  let built: string;
  let site: RunningServer;
  const page = (name: string) => `<!doctype html><title>${name}</title>`;

  beforeAll(async () => {
    built = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-pages-'));
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
    fs.writeFileSync(path.join(built, 'prerendered.json'), JSON.stringify({ pages }));
    site = await startServer({ root: built });
  });

  afterAll(async () => {
    await site.close();
    fs.rmSync(built, { recursive: true, force: true });
  });

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
    expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('forwards /quote to /request-quote with its query', async () => {
    const reply = await get(`${site.url}/quote?stoneType=marble`);
    expect([reply.status, reply.headers.location]).toEqual([301, '/request-quote?stoneType=marble']);
  });
});
