// First-visit weight of a page: what Chromium fetches in a fresh profile until
// the network is idle (no scrolling), each response mapped back to its file in
// the build and sized raw, gzip -9 and brotli, as the bench server sends them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const { hostingDirOf } = require('../build-output.cjs');

export const BYTE_TYPES = ['js', 'css', 'img', 'html', 'other'];
const TYPE_OF = { script: 'js', stylesheet: 'css', image: 'img', document: 'html' };
// The same set scripts/server.cjs compresses; images like PNG or WebP go out as they are.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

const sizeCache = new Map();

function sizesOf(file) {
  let sizes = sizeCache.get(file);
  if (!sizes) {
    const body = fs.readFileSync(file);
    const compressible = COMPRESSIBLE.has(path.extname(file));
    sizes = {
      raw: body.length,
      gzip: compressible ? zlib.gzipSync(body, { level: 9 }).length : body.length,
      brotli: compressible ? zlib.brotliCompressSync(body).length : body.length,
    };
    sizeCache.set(file, sizes);
  }
  return sizes;
}

/** A build's prerendered pages by path (prerendered.json), or none for a plain single-page build. */
function prerenderedFiles(root) {
  try {
    const { pages } = JSON.parse(fs.readFileSync(path.join(hostingDirOf(root), 'prerendered.json'), 'utf8'));
    return new Map(pages.map((page) => [page.path, page.file]));
  } catch {
    return new Map();
  }
}

/**
 * The build file behind a URL: the server maps paths onto the folder, pages onto their prerendered
 * files, and (a build without them) unknown routes onto index.html.
 */
function fileFor(root, url) {
  const pathname = decodeURIComponent(new URL(url).pathname);
  const candidate = path.join(root, pathname);
  if (candidate.startsWith(root) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  const page = prerenderedFiles(root).get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (page) return path.join(root, page);
  if (!path.extname(pathname)) return path.join(root, 'index.html');
  throw new Error(`${url} matches no file in ${root}`);
}

export const emptyTotals = () =>
  Object.fromEntries([...BYTE_TYPES, 'total'].map((type) => [type, { files: 0, raw: 0, gzip: 0, brotli: 0 }]));

/** Loads `url` in a fresh browser context and sums what it fetched from `root`, by type. */
export async function firstVisitBytes(browser, { url, root, viewport }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(viewport);
    const origin = new URL(url).origin;
    const seen = new Map();
    page.on('response', (response) => {
      if (new URL(response.url()).origin !== origin || response.status() >= 300) return;
      seen.set(response.url(), TYPE_OF[response.request().resourceType()] ?? 'other');
    });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.close();

    const totals = emptyTotals();
    const files = [];
    for (const [responseUrl, type] of seen) {
      const file = fileFor(root, responseUrl);
      const sizes = sizesOf(file);
      files.push({ file: path.relative(root, file), type, ...sizes });
      for (const bucket of [totals[type], totals.total]) {
        bucket.files += 1;
        bucket.raw += sizes.raw;
        bucket.gzip += sizes.gzip;
        bucket.brotli += sizes.brotli;
      }
    }
    return { totals, files };
  } finally {
    await context.close();
  }
}
