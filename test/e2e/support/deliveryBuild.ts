import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { reportsDirOf } from '../../../scripts/build-output.cjs';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server is a CommonJS script
const { startServer } = require('../../../scripts/server.cjs') as typeof import('../../../scripts/server.cjs');

/**
 * The standalone shop built with a delivery address (STONE_DELIVERY_URL), for
 * the delivery tests. Only the standalone build and its prerendering step are
 * made (`--config-name`), into a folder of its own, once per build of `dist/`:
 * a later run reuses it while `dist/` is the same build and its port is free.
 * The address is `http://127.0.0.1:<port>/deliveries`, a port free when it
 * was built, where the tests start the inbox (test/support/inbox.ts).
 *
 * Each Jest worker has its own folder and port. With one shared folder, two
 * workers' files rebuilt it at once: webpack emptied the folder under the
 * other's open page (a 404 for its main script), and both inboxes wanted the
 * one port.
 */

const root = path.resolve(__dirname, '../../..');
const mainDist = path.resolve(process.env.STONE_DIST ?? path.join(root, 'dist'));
const cache = path.join(root, 'node_modules/.cache');
const folderPrefix = 'e2e-delivery-dist-';
const stampName = 'delivery-build.json';

/**
 * Which delivering build. The default speaks delivery schema version 2;
 * `schemaVersion: 1` is built with STONE_DELIVERY_SCHEMA=1, for a receiver of
 * the first contract. `firstRetryMs` is a test setting: the page's first wait
 * between tries, in ms (STONE_TEST_DELIVERY_RETRY_MS), for scenarios that stay
 * offline through many failed tries. Each variant has its own folder (and
 * port) per worker.
 */
export interface DeliveryBuildVariant {
  schemaVersion?: 1 | 2;
  firstRetryMs?: number;
}

const variantName = ({ schemaVersion = 2, firstRetryMs }: DeliveryBuildVariant) =>
  `${schemaVersion === 1 ? 'schema-v1-' : ''}${firstRetryMs ? `retry-${firstRetryMs}-` : ''}`;
const folderOf = (variant: DeliveryBuildVariant) => path.join(cache, `${folderPrefix}${variantName(variant)}worker-${process.env.JEST_WORKER_ID ?? '1'}`);

export interface DeliveryBuild {
  /** The built site, to serve with scripts/server.cjs. */
  dir: string;
  /** The address the shop sends to. */
  deliveryUrl: string;
  /** Where the inbox must listen. */
  inboxPort: number;
}

const anyFreePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The ports other builds send to (other workers', other variants'): their inboxes will listen there. */
function otherWorkersPorts(folder: string): Set<number> {
  const ports = new Set<number>();
  for (const name of fs.existsSync(cache) ? fs.readdirSync(cache) : []) {
    const stamp = path.join(cache, name, stampName);
    if (!name.startsWith(folderPrefix) || path.join(cache, name) === folder || !fs.existsSync(stamp)) continue;
    try {
      ports.add((JSON.parse(fs.readFileSync(stamp, 'utf8')) as DeliveryBuild).inboxPort);
    } catch {
      // A stamp another worker is writing this instant: skipped. Its port then clashes only if the system hands out the same free port twice.
    }
  }
  return ports;
}

async function freePort(folder: string): Promise<number> {
  const taken = otherWorkersPorts(folder);
  for (;;) {
    const port = await anyFreePort();
    if (!taken.has(port)) return port;
  }
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Every file under `src/`, in name order: code only a delivering build keeps leaves `dist/` as it was. */
const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

/** Which build of `dist/` this one follows, and which source: either changing makes it again. */
function sourceStamp(): string {
  const hash = createHash('sha256').update(fs.readFileSync(path.join(reportsDirOf(mainDist), 'build-manifest.json')));
  for (const file of sourceFiles(path.join(root, 'src'))) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  return hash.digest('hex');
}

export async function deliveryBuild(variant: DeliveryBuildVariant = {}): Promise<DeliveryBuild> {
  const folder = folderOf(variant);
  const stampFile = path.join(folder, stampName);
  const stamp = sourceStamp();
  if (fs.existsSync(stampFile)) {
    const previous = JSON.parse(fs.readFileSync(stampFile, 'utf8')) as DeliveryBuild & { stamp: string };
    if (previous.stamp === stamp && (await portIsFree(previous.inboxPort))) return previous;
  }
  const inboxPort = await freePort(folder);
  const deliveryUrl = `http://127.0.0.1:${inboxPort}/deliveries`;
  const started = Date.now();
  await promisify(execFile)(
    process.execPath,
    [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--config-name', 'prerender', '--config-name', 'standalone'],
    {
      cwd: root,
      env: {
        ...process.env,
        STONE_DIST: folder,
        STONE_DELIVERY_URL: deliveryUrl,
        STONE_DELIVERY_SCHEMA: String(variant.schemaVersion ?? 2),
        STONE_TEST_DELIVERY_RETRY_MS: String(variant.firstRetryMs ?? ''),
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  // The extra cost of these tests, in the run's output (docs/delivery-and-desk.md).
  process.stdout.write(`delivery build (standalone only, schema ${variant.schemaVersion ?? 2}) made in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const build: DeliveryBuild = { dir: folder, deliveryUrl, inboxPort };
  fs.writeFileSync(stampFile, JSON.stringify({ ...build, stamp }));
  return build;
}

/** A page of the shop's origin that runs nothing: for seeding storage before the shop starts. */
export const BLANK = '/__blank';
const BLANK_PAGE = '<!doctype html><title>blank</title><link rel="icon" href="data:,">';

/** The delivering build served on a free port of 127.0.0.1, with BLANK beside its pages. */
export const serveDeliveryBuild = (build: DeliveryBuild): Promise<{ url: string; close(): Promise<void> }> =>
  startServer({ root: build.dir, host: '127.0.0.1', port: 0, extraRoute: (urlPath: string) => (urlPath === BLANK ? BLANK_PAGE : null) });
