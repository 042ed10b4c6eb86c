import http from 'node:http';
import net from 'node:net';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the server is a CommonJS script
const { startServer } = require('../../../scripts/server.cjs') as typeof import('../../../scripts/server.cjs');

/**
 * The standalone shop built with a delivery address (STONE_DELIVERY_URL), for
 * the delivery tests:
 *
 *   const build = await deliveryBuild();                    // or deliveryBuild({ env: { ... } })
 *   const shop = await serveDeliveryBuild(build);
 *   const inbox = await startInbox({ shopOrigin: shop.url, port: shop.inboxPort });
 *
 * Only the standalone build and its prerendering step are made
 * (`--config-name`), into a folder of its own under node_modules/.cache, by
 * the run's delivery hub (deliveryHub.ts, started by globalSetup): each set of
 * options once per run, shared by every Jest worker, and kept for the next run
 * while `dist/` and `src/` are the same. Every build sends to the hub's
 * address, which hands each request to the inbox of the page's origin, so
 * each served copy has an inbox of its own on `inboxPort`.
 */

export interface DeliveryBuildOptions {
  /**
   * Build-time settings of a variant, as environment variables of its webpack
   * run beside STONE_DELIVERY_URL (e.g. STONE_DELIVERY_SCHEMA). Each distinct set
   * is one more build (a minute or two on a busy 2-core machine): prefer
   * settings the tests can give at run time.
   */
  env?: Record<string, string>;
}

/** The variant for a receiver of the contract's first version. */
export const VERSION_ONE_BUILD: DeliveryBuildOptions = { env: { STONE_DELIVERY_SCHEMA: '1' } };

/**
 * Every build the end-to-end files ask for: `npm test` makes them ahead, after the production build
 * (prepareDeliveryBuilds.ts). One not listed is still made when asked for, during the run.
 */
export const PREPARED_BUILDS: DeliveryBuildOptions[] = [{}, VERSION_ONE_BUILD];

export interface DeliveryBuild {
  /** The built site, to serve with scripts/server.cjs (serveDeliveryBuild). */
  dir: string;
  /** The address the shop sends to: the hub's, the same for every build of the run. */
  deliveryUrl: string;
}

export interface ServedDeliveryBuild {
  /** The shop's origin, `http://127.0.0.1:<port>`: the inbox's `shopOrigin`. */
  url: string;
  /** Where this copy's inbox must listen: the hub sends this origin's deliveries there. */
  inboxPort: number;
  close(): Promise<void>;
}

/** One request to the hub; no time limit (a build takes minutes on a busy machine, and Jest's hook timeout applies). */
function askHub(method: string, pathname: string, body: unknown): Promise<unknown> {
  const hub = process.env.E2E_DELIVERY_HUB;
  if (!hub) return Promise.reject(new Error('No delivery hub: the e2e project starts one in its globalSetup (jest --selectProjects e2e).'));
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    // With its length: Node sends a DELETE's body unframed otherwise, and the hub would read none.
    const headers = { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) };
    // A connection of its own (agent: false): a kept-alive one the hub closed while this worker was
    // busy loading the next test file would be written to and hang up.
    const request = http.request(`${hub}${pathname}`, { method, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        const answer = JSON.parse(text) as { error?: string };
        if (response.statusCode === 200) resolve(answer);
        else reject(new Error(`delivery build failed: ${answer.error}`));
      });
    });
    request.on('error', (error) => reject(new Error(`delivery hub, ${method} ${pathname}: ${error.message}`)));
    request.end(text);
  });
}

/** The delivering build with these options: made once per run, whoever asks first. */
export const deliveryBuild = async (options: DeliveryBuildOptions = {}): Promise<DeliveryBuild> =>
  (await askHub('POST', '/__e2e/build', options)) as DeliveryBuild;

const anyFreePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A page of the shop's origin that runs nothing: for seeding storage before the shop starts. */
export const BLANK = '/__blank';
const BLANK_PAGE = '<!doctype html><title>blank</title><link rel="icon" href="data:,">';

/** The delivering build served on a free port of 127.0.0.1, with BLANK beside its pages, and a port for its inbox. */
export async function serveDeliveryBuild(build: DeliveryBuild): Promise<ServedDeliveryBuild> {
  const server = await startServer({ root: build.dir, host: '127.0.0.1', port: 0, extraRoute: (urlPath: string) => (urlPath === BLANK ? BLANK_PAGE : null) });
  const route = { origin: server.url, port: await anyFreePort() };
  await askHub('PUT', '/__e2e/route', route);
  return {
    url: server.url,
    inboxPort: route.port,
    close: async () => {
      await askHub('DELETE', '/__e2e/route', route);
      await server.close();
    },
  };
}
