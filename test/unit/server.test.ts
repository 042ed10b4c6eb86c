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
