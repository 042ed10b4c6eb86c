import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './browser';
import { startDeliveryHub } from './deliveryHub';
import { embedHostPage } from './embedHosts';

/* eslint-disable @typescript-eslint/no-require-imports */
const { startServer } = require('../../../scripts/server.cjs') as typeof import('../../../scripts/server.cjs');

/**
 * Serves the production build on 127.0.0.1 (an ephemeral port) for the whole
 * end-to-end run; `npm test` builds it first. Starts the run's one Chromium,
 * which each test file takes a context of (openBrowser), and the delivery hub
 * that makes and serves the delivering builds (deliveryHub.ts). The addresses
 * reach the tests via env.
 */
export default async function globalSetup() {
  const root = path.resolve(process.env.STONE_DIST ?? path.join(__dirname, '../../../dist'));
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No production build in ${root}: run \`npm run build\` first.`);
  }
  const server = await startServer({ root, host: '127.0.0.1', port: 0, compress: true, extraRoute: (urlPath: string) => hostPage(urlPath) ?? embedHostPage(urlPath) });
  process.env.E2E_BASE_URL = server.url;
  (globalThis as { __E2E_SERVER__?: { close(): Promise<void> } }).__E2E_SERVER__ = server;
  const browser = await launchBrowser();
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
  (globalThis as { __E2E_BROWSER__?: { close(): Promise<void> } }).__E2E_BROWSER__ = browser;
  const hub = await startDeliveryHub();
  process.env.E2E_DELIVERY_HUB = hub.url;
  (globalThis as { __E2E_DELIVERY_HUB__?: { close(): Promise<void> } }).__E2E_DELIVERY_HUB__ = hub;
}

/** A host site that embeds the shop with one script and one element, under /host/. */
function hostPage(urlPath: string): string | null {
  // An empty page on the shop's origin, for seeding localStorage before the app starts.
  if (urlPath === '/__e2e_blank') return '<!doctype html><title>blank</title><link rel="icon" href="data:,">';
  if (!urlPath.startsWith('/host/')) return null;
  return `<!doctype html><html><head><title>Host site</title><link rel="icon" href="data:,">
<style>body{margin:0;font-family:serif;color:rgb(10, 20, 30)} p.host{font-size:20px}</style></head>
<body><p class="host">Welcome to the host site.</p><button class="host-button">Host button</button>
<div data-stone-shop data-basename="/host/shop" data-storage-prefix="stones."></div>
<script src="/embed/stone-shop.js"></script></body></html>`;
}
