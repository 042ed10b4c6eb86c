/**
 * The system Chromium and the flags it needs on this closed network, shared by
 * the end-to-end tests and the benchmark. Without the networking flags
 * Chromium waits on services it cannot reach.
 */
const chromiumPath = () => process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium';

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

module.exports = { chromiumPath, CHROMIUM_FLAGS };
