// Serves a build folder for `npm start`, the end-to-end tests and the
// benchmark. The files themselves are served by sirv: it lists the folder once
// at start and answers only names on that list, so no spelling of `..` can
// reach past it, and it picks the build's precompressed .br/.gz variant when
// the browser accepts one. What is the shop's own comes from
// scripts/serving-rules.cjs: the forwards, which page answers a path that is
// not a file (and with which status), and the headers. Listens on 127.0.0.1
// unless told otherwise.
const fs = require('node:fs');
const http = require('node:http');
const http2 = require('node:http2');
const path = require('node:path');
const sirv = require('sirv');
const { servingRules } = require('./serving-rules.cjs');

/**
 * The links in the folder that point outside it, as request paths. sirv
 * follows links like any file; these answer as if they were not there.
 */
function linksLeaving(rootDir) {
  const realRoot = fs.realpathSync(rootDir);
  const outside = (target) => {
    const relative = path.relative(realRoot, target);
    return relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
  };
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        let target = null;
        try {
          target = fs.realpathSync(full);
        } catch {
          /* a broken link leads nowhere, inside or out */
        }
        if (target === null || outside(target)) found.push(`/${path.relative(rootDir, full).split(path.sep).join('/').normalize()}`);
      } else if (entry.isDirectory()) {
        walk(full);
      }
    }
  };
  walk(rootDir);
  return (requestPath) => {
    const inFolder = path.posix.normalize(requestPath);
    return found.some((link) => inFolder === link || inFolder.startsWith(`${link}/`));
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
 * Starts serving `root`. `compress`: send the build's precompressed variants.
 * `live`: look files up on every request instead of listing them once (sirv's
 * dev mode, for `npm run watch`, whose rebuilds change files in place).
 * `extraRoute(path)` may answer a path with HTML of its own (test pages).
 * `tls` ({ key, cert }): HTTP/2 over TLS, HTTP/1.1 still accepted, with HSTS.
 * Resolves to { url, port, close() }.
 */
function startServer({ root, port = 0, host = '127.0.0.1', compress = false, live = false, extraRoute = () => null, tls = null }) {
  const rootDir = path.resolve(root);
  const read = (name) => {
    try {
      return fs.readFileSync(path.join(rootDir, name), 'utf8');
    } catch {
      return null;
    }
  };
  const rules = servingRules(read);
  const https = Boolean(tls);
  const leavesFolder = linksLeaving(rootDir);
  const files = sirv(rootDir, {
    dev: live,
    etag: true,
    gzip: compress,
    brotli: compress,
    // Only exact file names: which page answers an address is the page table's call.
    extensions: [],
    setHeaders: (res, pathname) => {
      if (leavesFolder(pathname)) throw new NotServed(pathname);
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
