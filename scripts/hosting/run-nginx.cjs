// Runs the real nginx on a build with the server block the build generated
// (dist/hosting/nginx.conf), for the end-to-end test and the benchmark: on
// 127.0.0.1 and a free port, in the foreground, with its pid file, logs and
// temporary files in a folder of its own, removed when it stops.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { PORT, ROOT } = require('./nginx.cjs');

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

/**
 * Starts nginx serving `root` with the build's own server block; only its
 * listen address and root are changed. Resolves to { url, close() }.
 */
async function startNginx({ root }) {
  const rootDir = path.resolve(root);
  const block = fs.readFileSync(path.join(rootDir, 'hosting/nginx.conf'), 'utf8');
  const port = await freePort();
  const served = block.replace(`listen ${PORT};`, `listen 127.0.0.1:${port};`).replace(`root ${ROOT};`, `root ${rootDir};`);
  if (!served.includes(`127.0.0.1:${port}`) || !served.includes(`root ${rootDir};`)) throw new Error('hosting/nginx.conf has no listen or root line to set');

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

module.exports = { startNginx };
