// `npm run screenshots`: pictures of the production build (run `npm run build` first) for the
// README, made with the system Chromium against dist/ served on 127.0.0.1, then of the owner's desk on a
// scratch inbox (screenshots/desk.mjs); everything stops by itself.
/* global document -- in the function that runs in the page */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shootDesk } from './screenshots/desk.mjs';

const require = createRequire(import.meta.url);
const puppeteer = require('puppeteer');
const { CHROMIUM_FLAGS, chromiumPath } = require('./chromium.cjs');
const { startServer } = require('./server.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'docs', 'images');

/** What to show: the file name, the address and the window it is seen in. */
const SHOTS = [
  { file: 'home-phone.png', pathname: '/', viewport: { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true } },
  { file: 'home-desktop.png', pathname: '/', viewport: { width: 1280, height: 800 } },
  { file: 'shop-desktop.png', pathname: '/shop', viewport: { width: 1280, height: 800 } },
];

const server = await startServer({ root: path.join(root, 'dist'), host: '127.0.0.1', port: 0, compress: true });
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-screenshots-'));
const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`] });
try {
  fs.mkdirSync(out, { recursive: true });
  for (const shot of SHOTS) {
    const page = await browser.newPage();
    await page.setViewport(shot.viewport);
    // Still pictures: the hero slider stays on its first slide.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.goto(`${server.url}${shot.pathname}`, { waitUntil: 'networkidle0' });
    // Live: no part of the page is still waiting for its code.
    await page.waitForFunction(() => !document.querySelector('main[data-hydrating]'));
    await page.screenshot({ path: path.join(out, shot.file) });
    console.log(`docs/images/${shot.file}`);
    await page.close();
  }
  for (const file of await shootDesk(browser, out)) console.log(`docs/images/${file}`);
} finally {
  await browser.close();
  await server.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
