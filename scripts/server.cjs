// A small static server for the production build: each prerendered page for its
// path (dist/prerendered.json), 404 with the not-found page for unknown paths,
// or, for a build without that table, history fallback (deep links such as
// /product/3 get index.html); long caching for hashed files, and
// optional gzip/brotli like a real host, and the shop's security headers
// (scripts/security-headers.cjs). Used by `npm start`, the end-to-end
// tests and the benchmark. Listens on 127.0.0.1 unless told otherwise.
const fs = require('node:fs');
const http = require('node:http');
const http2 = require('node:http2');
const path = require('node:path');
const zlib = require('node:zlib');
const { REDIRECTS, pageMatcher } = require('./page-table.cjs');
const { securityHeaders } = require('./security-headers.cjs');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

/**
 * Compressed bodies, made once per file version and encoding, as a real host
 * serves precompressed static files. Compressing on every request (brotli at
 * its best quality takes a good part of a second for the main script) held up
 * every other request behind it and made the benchmark measure this server.
 */
const compressedCache = new Map();
function compressed(file, body, encoding) {
  const { mtimeMs, size } = fs.statSync(file);
  const key = `${encoding}:${file}:${mtimeMs}:${size}`;
  let payload = compressedCache.get(key);
  if (!payload) {
    payload = encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body, { level: 9 });
    compressedCache.set(key, payload);
  }
  return payload;
}

/** Content-hashed build files (main.1a2b3c4d.js, chunks/0123456789.js) never change. */
const isHashed = (file) => /(^|[./\\])[0-9a-f]{8,}\.(js|css)$/.test(file);

function resolveFile(rootDir, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const file = path.normalize(path.join(rootDir, decoded));
  if (!file.startsWith(rootDir)) return null; // no escaping the build folder
  try {
    if (fs.statSync(file).isFile()) return file;
  } catch {
    /* not a file */
  }
  return null;
}

/**
 * Which prerendered file answers a path (scripts/page-table.cjs), or null
 * when the build has no prerendered.json (a plain single-page build).
 */
function pageTable(rootDir) {
  try {
    return pageMatcher(JSON.parse(fs.readFileSync(path.join(rootDir, 'prerendered.json'), 'utf8')).pages);
  } catch {
    return null;
  }
}

/**
 * Starts serving `root`. `fallback` is the page for unknown paths without a
 * file extension (the single-page app's index.html). Resolves to
 * { url, port, close() }. `extraRoute(path)` may answer a path with its own HTML.
 */
function startServer({
  root,
  port = 0,
  host = '127.0.0.1',
  compress = false,
  fallback = 'index.html',
  extraRoute = () => null,
  tls = null,
}) {
  const rootDir = path.resolve(root);
  const pageFor = pageTable(rootDir);
  const handle = (req, res) => {
    const [urlPath, query] = (req.url || '/').split(/\?(.*)/s);
    const extra = extraRoute(urlPath);
    if (extra) {
      res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store' });
      res.end(extra);
      return;
    }
    if (REDIRECTS[urlPath]) {
      res.writeHead(301, { Location: `${REDIRECTS[urlPath]}${query ? `?${query}` : ''}` });
      res.end();
      return;
    }
    // A path below a page (/embed-demo.html/cart) gets that page: the embedded
    // shop's browser routing under it, as a host's rewrite rule would do.
    const pageAbove = /^(.+?\.html)\//.exec(urlPath);
    let file =
      (urlPath.endsWith('/') ? null : resolveFile(rootDir, urlPath)) ?? (pageAbove ? resolveFile(rootDir, pageAbove[1]) : null);
    let status = 200;
    if (!file) {
      if (path.extname(urlPath)) {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'] });
        res.end('Not found');
        return;
      }
      const page = pageFor?.(urlPath);
      file = path.join(rootDir, page ? page.file : fallback);
      status = page ? page.status : 200;
    }
    const ext = path.extname(file);
    const body = fs.readFileSync(file);
    const headers = {
      // Pages carry the Content Security Policy, with the hashes of their own inline code.
      ...securityHeaders(ext === '.html' ? body.toString('utf8') : undefined),
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      // Hashed file names never change; the HTML always revalidates.
      'Cache-Control': isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const accepts = String(req.headers['accept-encoding'] || '');
    let payload = body;
    if (compress && COMPRESSIBLE.has(ext)) {
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      if (encoding) {
        payload = compressed(file, body, encoding);
        headers['Content-Encoding'] = encoding;
      }
    }
    headers['Content-Length'] = payload.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  };
  // With `tls` ({ key, cert }): HTTP/2 over TLS, as real hosts serve pages today
  // (browsers speak HTTP/2 only over TLS); HTTP/1.1 stays available.
  const server = tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, handle) : http.createServer(handle);
  const scheme = tls ? 'https' : 'http';
  // Open connections (keep-alive, HTTP/2 sessions) would hold close() up; end them with it.
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const close = () =>
    new Promise((done) => {
      server.close(() => done());
      for (const socket of sockets) socket.destroy();
    });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `${scheme}://${host}:${actualPort}`,
        port: actualPort,
        close,
        server,
      });
    });
  });
}

module.exports = { startServer };
