/**
 * The system Chromium and the flags it needs on this closed network, shared by
 * the end-to-end tests and the benchmark. Without the networking flags
 * Chromium waits on services it cannot reach.
 */
const fs = require('node:fs');

const chromiumPath = () => process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium';

/** Debian's package of the same Chromium release built as a headless shell (`chromium-headless-shell`). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests' browser: the system Chromium's headless shell where it is installed
 * (decision 0048: the same engine, at about half the CPU per page), else chromiumPath().
 * PUPPETEER_EXECUTABLE_PATH still decides when set. `headless` is Puppeteer's mode for it.
 */
function testChromium() {
  const executablePath = process.env.PUPPETEER_EXECUTABLE_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath());
  return { executablePath, headless: /headless[-_]shell/.test(executablePath) ? 'shell' : true };
}

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { chromiumPath, testChromium, CHROMIUM_FLAGS };
