// System Chromium, launched with the same flags as the end-to-end tests
// (scripts/chromium.cjs), in a throw-away profile.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const puppeteer = require('puppeteer');
const { CHROMIUM_FLAGS, chromiumPath } = require('../chromium.cjs');

/**
 * `debugging: true` adds --remote-debugging-port (an ephemeral one) so
 * Lighthouse can connect; `port` then tells which one Chromium picked.
 */
export async function launchChromium({ debugging = false, acceptSelfSigned = false } = {}) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-bench-'));
  const args = [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`];
  if (debugging) args.push('--remote-debugging-port=0');
  // The benchmark's own throw-away certificate for 127.0.0.1 (HTTP/2 needs TLS).
  if (acceptSelfSigned) args.push('--ignore-certificate-errors');
  // A DevTools question to a page slowed by Chromium's CPU throttling waits while the page works:
  // in the two-tab part (g), as long as its 1,000 adds last, 60 to 95 s here.
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args, protocolTimeout: 300_000 });
  const port = Number(new URL(browser.wsEndpoint()).port);
  return {
    browser,
    port,
    version: await browser.version(),
    async close() {
      await browser.close().catch(() => undefined);
      fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
