// A small static server for the production build: history fallback (deep links
// such as /product/3 get index.html), long caching for hashed files, and
// optional gzip/brotli like a real host. Used by `npm start`, the end-to-end
// tests and the benchmark. Listens on 127.0.0.1 unless told otherwise.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');

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
 * Starts serving `root`. `fallback` is the page for unknown paths without a
 * file extension (the single-page app's index.html). Resolves to
 * { url, port, close() }. `extraRoute(path)` may answer a path with its own HTML.
 */
function startServer({ root, port = 0, host = '127.0.0.1', compress = false, fallback = 'index.html', extraRoute = () => null }) {
  const rootDir = path.resolve(root);
  const server = http.createServer((req, res) => {
    const urlPath = (req.url || '/').split('?')[0];
    const extra = extraRoute(urlPath);
    if (extra) {
      res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store' });
      res.end(extra);
      return;
    }
    let file = resolveFile(rootDir, urlPath);
    let status = 200;
    if (!file) {
      if (path.extname(urlPath)) {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'] });
        res.end('Not found');
        return;
      }
      file = path.join(rootDir, fallback);
    }
    const ext = path.extname(file);
    const body = fs.readFileSync(file);
    const headers = {
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      // Hashed file names never change; the HTML always revalidates.
      'Cache-Control': /\.[0-9a-f]{8}\./.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const accepts = String(req.headers['accept-encoding'] || '');
    let payload = body;
    if (compress && COMPRESSIBLE.has(ext)) {
      if (/\bbr\b/.test(accepts)) {
        payload = zlib.brotliCompressSync(body);
        headers['Content-Encoding'] = 'br';
      } else if (/\bgzip\b/.test(accepts)) {
        payload = zlib.gzipSync(body, { level: 9 });
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = payload.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        port: actualPort,
        close: () => new Promise((done) => server.close(() => done())),
        server,
      });
    });
  });
}

module.exports = { startServer };
