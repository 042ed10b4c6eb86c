// Runs the real nginx on a build with the server block the build generated
// (dist-hosting/nginx.conf), for the end-to-end test and the benchmark: on
// 127.0.0.1 and a free port, in the foreground, with its pid file, logs and
// temporary files in a folder of its own, removed when it stops. Given a
// certificate, it also switches on the block's own HTTPS lines, as a site
// owner would.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { hostingDirOf } = require('../build-output.cjs');
const { HTTPS_LINES, PORT, ROOT } = require('./nginx.cjs');
const { INBOX_PORT, inboxNginxConfig } = require('./inbox-nginx.cjs');

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const MIME_TYPES = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';

/** A port nothing listens on at the moment. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Resolves once nginx answers a request at all (any status). */
function answered(url, child, deadline) {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with ${child.exitCode}`));
      if (Date.now() > deadline) return reject(new Error('nginx did not answer within 30 s'));
      http
        .get(url, (res) => {
          res.resume();
          resolve();
        })
        .on('error', () => setTimeout(attempt, 50));
    };
    attempt();
  });
}

/** `text` with `from` replaced by `to`, or an error naming the line the block lacks. */
const replaced = (text, from, to) => {
  if (!text.includes(from)) throw new Error(`nginx.conf has no line "${from}" to set`);
  return text.replace(from, to);
};

/**
 * Starts nginx serving `root` with the build's own server block; only its
 * listen address and root are changed and, with `tls` ({ cert, key }: file
 * paths), its HTTPS lines switched on for a second port.
 * Resolves to { url, httpsUrl (with tls), close() }.
 */
async function startNginx({ root, tls = null }) {
  const rootDir = path.resolve(root);
  const block = fs.readFileSync(path.join(hostingDirOf(rootDir), 'nginx.conf'), 'utf8');
  const port = await freePort();
  let served = replaced(replaced(block, `listen ${PORT};`, `listen 127.0.0.1:${port};`), `root ${ROOT};`, `root ${rootDir};`);
  const httpsPort = tls ? await freePort() : null;
  if (tls) {
    served = replaced(served, `# ${HTTPS_LINES.listen}`, HTTPS_LINES.listen.replace('443', `127.0.0.1:${httpsPort}`));
    served = replaced(served, `# ${HTTPS_LINES.certificate}`, `ssl_certificate ${tls.cert};`);
    served = replaced(served, `# ${HTTPS_LINES.key}`, `ssl_certificate_key ${tls.key};`);
  }

  const { url, close } = await runServerBlock(served, port);
  return { url, ...(tls ? { httpsUrl: `https://127.0.0.1:${httpsPort}` } : {}), close };
}

/** Runs nginx in the foreground with `served` (blocks for its http block), answering on 127.0.0.1:`port`. */
async function runServerBlock(served, port) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    conf,
    [
      // One process as the user who runs the test: no worker switching to another user.
      'daemon off;',
      'master_process off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `include ${MIME_TYPES};`,
      'default_type application/octet-stream;',
      'access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
      served,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await answered(url, child, Date.now() + 30_000);
  } catch (error) {
    await close();
    throw new Error(`${error.message}\n${stderr}`);
  }
  return { url, close };
}

/**
 * Starts nginx with the inbox's generated configuration (inbox-nginx.cjs) in front of `upstreams`
 * (host:port of each inbox process), listening on 127.0.0.1 and a free port instead of port 80.
 */
async function startInboxNginx({ upstreams }) {
  const port = await freePort();
  const config = inboxNginxConfig({ serverName: 'localhost', upstreams });
  return runServerBlock(replaced(config, `listen ${INBOX_PORT};`, `listen 127.0.0.1:${port};`), port);
}

module.exports = { startNginx, startInboxNginx };
