import { execFile, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { reportsDirOf } from '../../../scripts/build-output.cjs';
import type { DeliveryBuild, DeliveryBuildOptions } from './deliveryBuild';

/**
 * The end-to-end run's one maker of delivering builds, and the one address
 * they all send to. Started by globalSetup in Jest's main process, on
 * 127.0.0.1; the workers reach it through E2E_DELIVERY_HUB (deliveryBuild.ts).
 *
 * On its control address (E2E_DELIVERY_HUB):
 * - `POST /__e2e/build` with the build's options answers once that build is
 *   made: each set of options is built once per run, however many workers ask
 *   (and reused from an earlier run while `dist/`, `src/` and the delivery
 *   port are the same), one after another.
 * - `PUT` / `DELETE /__e2e/route` with `{ origin, port }`: a served copy of a
 *   build, and the port its test's inbox listens on.
 *
 * On the delivery address (`http://127.0.0.1:<port>/deliveries`, bound at the
 * first build), every request is a delivery or a status question from a page:
 * it goes to the inbox of the page's origin (the `Origin` header). When that
 * inbox is not listening, the browser's connection is dropped, as with nothing
 * on the port: the page sees a network error.
 *
 * The delivery address is baked into a build; with the hub every worker's
 * copy sends to the same address, and each test still has an inbox of its own.
 */

const root = path.resolve(__dirname, '../../..');
const mainDist = path.resolve(process.env.STONE_DIST ?? path.join(root, 'dist'));
const cache = path.join(root, 'node_modules/.cache');
const portFile = path.join(cache, 'e2e-delivery-hub-port');
const STAMP = 'delivery-build.json';
export const DELIVERIES_PATH = '/deliveries';

/** Every file under `src/`, in name order: code only a delivering build keeps leaves `dist/` as it was. */
const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

/** Which build of `dist/` and which source a build follows: either changing makes it again. */
function sourceStamp(): string {
  const hash = createHash('sha256').update(fs.readFileSync(path.join(reportsDirOf(mainDist), 'build-manifest.json')));
  for (const file of sourceFiles(path.join(root, 'src'))) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  return hash.digest('hex');
}

/** The options as one stable text: the same options in any order are one build. */
const optionsText = ({ env = {} }: DeliveryBuildOptions): string => JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));

const folderOf = (options: DeliveryBuildOptions): string => {
  const text = optionsText(options);
  const name = text === '[]' ? 'default' : createHash('sha256').update(text).digest('hex').slice(0, 12);
  return path.join(cache, `e2e-delivery-dist-${name}`);
};

/** Writes a file by renaming a new one over it (the cache may hold files hard-linked from elsewhere). */
function replaceFile(file: string, text: string) {
  fs.writeFileSync(`${file}.new`, text);
  fs.renameSync(`${file}.new`, file);
}

/** Builds still running: stopped with the hub, so an interrupted run does not keep Jest waiting on webpack. */
const running = new Set<ChildProcess>();

const webpack = (env: NodeJS.ProcessEnv) =>
  new Promise<void>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--config-name', 'prerender', '--config-name', 'standalone'],
      { cwd: root, env, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        running.delete(child);
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve();
      },
    );
    running.add(child);
  });

async function makeBuild(options: DeliveryBuildOptions, deliveryUrl: string, sources: string): Promise<DeliveryBuild> {
  const dir = folderOf(options);
  const stamp = JSON.stringify({ sources, deliveryUrl, options: optionsText(options) });
  const stampFile = path.join(dir, STAMP);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return { dir, deliveryUrl };
  fs.rmSync(dir, { recursive: true, force: true });
  const started = Date.now();
  await webpack({ ...process.env, ...options.env, STONE_DIST: dir, STONE_DELIVERY_URL: deliveryUrl });
  // The extra cost of these tests, in the run's output.
  const named = optionsText(options) === '[]' ? '' : ` with ${optionsText(options)}`;
  process.stdout.write(`delivery build${named} (standalone only) made in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  replaceFile(stampFile, stamp);
  return { dir, deliveryUrl };
}

const readBody = (request: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

/**
 * Listens on `port` (0: any); with `preferLast`, first on the port of the last
 * run that built, when it is free (its builds then still hold), and remembers it.
 */
async function listen(server: http.Server, preferLast: boolean): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<boolean>((resolve) => {
      const failed = () => resolve(false);
      server.once('error', failed);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', failed);
        resolve(true);
      });
    });
  const last = preferLast && fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : 0;
  if (!(last > 0 && (await tryPort(last)))) await tryPort(0);
  const { port } = server.address() as net.AddressInfo;
  if (preferLast) {
    fs.mkdirSync(cache, { recursive: true });
    replaceFile(portFile, String(port));
  }
  return port;
}

/**
 * Makes `variants` ahead of an end-to-end run, for the address the run's hub will take: the port
 * of the last run that built, or a free one, remembered for the hub (listen). `npm test` runs it
 * after the production build, so the end-to-end files find the builds made. Made one after another, as
 * the hub makes them.
 */
export async function prepareDeliveryBuilds(variants: DeliveryBuildOptions[]): Promise<void> {
  const probe = http.createServer();
  const port = await listen(probe, true);
  await new Promise((closed) => probe.close(closed));
  const sources = sourceStamp();
  for (const options of variants) await makeBuild(options, `http://127.0.0.1:${port}${DELIVERIES_PATH}`, sources);
}

/** Hop-by-hop headers stay on their own connection. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);
const endToEnd = (headers: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

export async function startDeliveryHub(): Promise<{ url: string; close(): Promise<void> }> {
  const builds = new Map<string, Promise<DeliveryBuild>>();
  // One build at a time: every build writes the one prerender bundle (node_modules/.cache/stone-shop-prerender).
  let lastBuild: Promise<unknown> = Promise.resolve();
  const routes = new Map<string, number>();
  let sources: string | undefined;

  const forward = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const port = routes.get(request.headers.origin ?? '');
    if (port === undefined) {
      process.stderr.write(`delivery hub: no inbox for origin ${request.headers.origin ?? '(none)'}: ${request.method} ${request.url} dropped\n`);
      request.socket.destroy();
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers: { ...endToEnd(request.headers), host: `127.0.0.1:${port}` }, agent: false },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    // Nothing listening (a test took its inbox down): the page's request fails as it would there.
    upstream.on('error', () => request.socket.destroy());
    request.pipe(upstream);
  };

  // The address every build sends to, taken when the first build is asked for: a run that
  // builds nothing (one test file, or the two-tab run) leaves the last run's port alone.
  const deliveries = http.createServer(forward);
  let deliveryUrl: Promise<string> | undefined;
  const deliveryAddress = () =>
    (deliveryUrl ??= listen(deliveries, true).then((port) => `http://127.0.0.1:${port}${DELIVERIES_PATH}`));

  const control = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/__e2e/build' && request.method === 'POST') {
      void readBody(request)
        .then((body) => {
          const options = JSON.parse(body) as DeliveryBuildOptions;
          sources ??= sourceStamp();
          const key = optionsText(options);
          if (!builds.has(key)) {
            const stamp = sources;
            const build = lastBuild.then(async () => makeBuild(options, await deliveryAddress(), stamp));
            lastBuild = build.catch(() => undefined);
            builds.set(key, build);
          }
          return builds.get(key)!;
        })
        .then(
          (build) => answer(200, build),
          (error: unknown) => answer(500, { error: String(error) }),
        );
      return;
    }
    if (request.url === '/__e2e/route' && (request.method === 'PUT' || request.method === 'DELETE')) {
      void readBody(request)
        .then((body) => {
          const { origin, port } = JSON.parse(body) as { origin: string; port: number };
          if (request.method === 'PUT') routes.set(origin, port);
          else routes.delete(origin);
          answer(200, {});
        })
        .catch((error: unknown) => answer(400, { error: String(error) }));
      return;
    }
    response.writeHead(404).end();
  });
  const port = await listen(control, false);
  const stop = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const child of running) child.kill();
      await stop(control);
      if (deliveries.listening) await stop(deliveries);
    },
  };
}
