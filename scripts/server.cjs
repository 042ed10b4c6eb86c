// Serves a build folder for `npm start`, the end-to-end tests and the
// benchmark. The server lists the folder once at start and answers only files
// on that list, so no spelling of `..` can reach past it, nor a link that leads
// out of it; a link that leads nowhere is left off the list. The files
// themselves are sent by sirv, which picks the build's precompressed .br/.gz
// variant when the browser accepts one. What is the shop's own comes from
// scripts/serving-rules.cjs over the facts the build wrote beside the folder
// (scripts/build-output.cjs): the forwards, which page answers a path that is
// not a file (and with which status), and the headers. Listens on 127.0.0.1
// unless told otherwise.
const fs = require('node:fs');
const http = require('node:http');
const http2 = require('node:http2');
const path = require('node:path');
const sirv = require('sirv');
const { HOST_ONLY_FILES, hostingDirOf } = require('./build-output.cjs');
const { securityHeaders, servingRules } = require('./serving-rules.cjs');

const HOST_ONLY = new Set(HOST_ONLY_FILES.map((file) => `/${file}`));

/** A request path's file: `/a/b.js` -> `<root>/a/b.js`. */
const fileOf = (rootDir, requestPath) => path.join(rootDir, ...requestPath.split('/'));

/** Whether a real path (links resolved) is the folder or inside it. */
const insideOf = (realRoot) => (target) => {
  const relative = path.relative(realRoot, target);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
};

/**
 * The request paths of the files a visitor may fetch: every file of the
 * folder and of the folders below it, through links that stay inside it;
 * not dot files (sirv's own rule), not the files only hosts read, and not a
 * link that leads out of the folder or nowhere. sirv's own listing stops at
 * the first link that leads nowhere (its stat throws), so the server keeps
 * the list and sirv looks each listed file up.
 */
function listFiles(rootDir) {
  const realRoot = fs.realpathSync(rootDir);
  const inside = insideOf(realRoot);
  const listed = new Set();
  const walked = new Set();
  const walk = (dir, prefix) => {
    const real = fs.realpathSync(dir);
    if (walked.has(real)) return;
    walked.add(real);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') && entry.name !== '.well-known') continue;
      const full = path.join(dir, entry.name);
      const requestPath = `${prefix}/${entry.name}`.normalize();
      let target = full;
      if (entry.isSymbolicLink()) {
        try {
          target = fs.realpathSync(full);
        } catch {
          continue; // leads nowhere
        }
        if (!inside(target)) continue;
      }
      const stats = fs.statSync(target);
      if (stats.isDirectory()) walk(full, requestPath);
      else if (stats.isFile() && !HOST_ONLY.has(requestPath)) listed.add(requestPath);
    }
  };
  walk(rootDir, '');
  return listed;
}

/**
 * `live`: the folder changes while it is served (`npm run watch`), so each
 * request is checked as it comes: a file whose real path is inside the folder.
 */
function servableFiles(rootDir, live) {
  if (!live) {
    const listed = listFiles(rootDir);
    return (requestPath) => listed.has(requestPath);
  }
  const inside = insideOf(fs.realpathSync(rootDir));
  return (requestPath) => {
    if (HOST_ONLY.has(requestPath)) return false;
    try {
      return inside(fs.realpathSync(fileOf(rootDir, requestPath)));
    } catch {
      return false;
    }
  };
}

/** Thrown from sirv's header hook to refuse a file before any byte of it is sent. */
class NotServed extends Error {}

/**
 * sirv always answers 200 (or 206/304); a not-found page goes out whole, with
 * its own status, whatever the request's range or validators.
 */
function answerWithStatus(req, res, status) {
  delete req.headers.range;
  delete req.headers['if-none-match'];
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (_status, ...rest) => writeHead(status, ...rest);
}

/**
 * Answers a request Node's parser refused (a bad request line or header, a
 * header past Node's size limit) as Node would, with the security headers.
 */
function refuseMalformed(error, socket, rules) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const headers = { ...securityHeaders(rules.policy), 'Cache-Control': 'no-cache', Connection: 'close' };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('')}\r\n`);
}

/**
 * Starts serving `root`, by the facts the build wrote in `hosting` (beside it).
 * `compress`: send the build's precompressed variants.
 * `live`: check files on every request instead of listing them once (for
 * `npm run watch`, whose rebuilds change files in place).
 * `extraRoute(path)` may answer a path with HTML of its own (test pages).
 * `tls` ({ key, cert }): HTTP/2 over TLS, HTTP/1.1 still accepted, with HSTS.
 * Resolves to { url, port, close() }.
 */
function startServer({ root, hosting = hostingDirOf(root), port = 0, host = '127.0.0.1', compress = false, live = false, extraRoute = () => null, tls = null }) {
  const rootDir = path.resolve(root);
  const read = (name) => {
    try {
      return fs.readFileSync(path.join(hosting, name), 'utf8');
    } catch {
      return null;
    }
  };
  const rules = servingRules(read);
  const https = Boolean(tls);
  const servable = servableFiles(rootDir, live);
  const files = sirv(rootDir, {
    // Its lookup of each file as asked; the list above says which may be sent.
    dev: true,
    etag: true,
    gzip: compress,
    brotli: compress,
    // Only exact file names: which page answers an address is the page table's call.
    extensions: [],
    setHeaders: (res, pathname) => {
      if (!servable(pathname)) throw new NotServed(pathname);
      for (const [name, value] of Object.entries(rules.headersFor(pathname.slice(1), { https }))) res.setHeader(name, value);
    },
  });
  /** sirv's answer, or `otherwise()` when the path is no file of the folder. */
  const serveFile = (req, res, otherwise) => {
    try {
      files(req, res, otherwise);
    } catch (error) {
      if (!(error instanceof NotServed)) throw error;
      otherwise();
    }
  };
  const plainNotFound = (res) => {
    res.writeHead(404, { ...rules.headersFor('404.txt', { https }), 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  };

  const handle = (req, res) => {
    const url = req.url || '/';
    const queryAt = url.indexOf('?');
    const urlPath = queryAt < 0 ? url : url.slice(0, queryAt);
    const query = queryAt < 0 ? '' : url.slice(queryAt);
    const extra = extraRoute(urlPath);
    if (extra) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(extra);
      return;
    }
    const redirect = rules.redirectFor(urlPath);
    if (redirect) {
      res.writeHead(redirect.status, { ...rules.headersFor('', { https }), Location: `${redirect.to}${query}` });
      res.end();
      return;
    }
    serveFile(req, res, () => {
      const page = rules.pageFor(urlPath);
      if (!page) return plainNotFound(res);
      req.url = `/${page.file}`;
      if (page.status !== 200) answerWithStatus(req, res, page.status);
      serveFile(req, res, () => plainNotFound(res));
    });
  };

  const server = tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, handle) : http.createServer(handle);
  if (!tls) server.on('clientError', (error, socket) => refuseMalformed(error, socket, rules));
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
      resolve({ url: `${scheme}://${host}:${actualPort}`, port: actualPort, close, server });
    });
  });
}

module.exports = { startServer };
