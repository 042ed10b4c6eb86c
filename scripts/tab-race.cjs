/**
 * Two or more tabs of the shop adding to the cart at the same time, as fast as
 * the pages answer, with the CPU slowed as on a loaded machine or a cheap
 * phone: the end-to-end test (test/e2e/two-tabs.e2e.test.ts) and the
 * benchmark (`npm run bench -- --only tabs`) count what was lost.
 * Each page must show a product page whose Add to Cart is live.
 */

/* global document, requestAnimationFrame, window -- addRepeatedly runs in the page */

/**
 * Runs in the page: Add to Cart, then the dialog's Add, `adds` times; each
 * starts when the last dialog has closed. Started without waiting (one long
 * evaluation would outlast the DevTools protocol's time-out); it leaves the
 * slowest add in `window.__slowestAdd` when done.
 */
function addRepeatedly(adds) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const until = async (test) => {
    while (!test()) await frame();
  };
  const submit = () => document.querySelector('dialog[open] button[type="submit"]');
  const run = async () => {
    let slowest = 0;
    for (let added = 0; added < adds; added += 1) {
      const started = performance.now();
      document.querySelector('main button[aria-haspopup="dialog"]').click();
      await until(submit);
      submit().click();
      await until(() => !document.querySelector('dialog[open]'));
      slowest = Math.max(slowest, performance.now() - started);
    }
    return slowest;
  };
  void run().then((slowest) => {
    window.__slowestAdd = slowest;
  });
}

/** Asks the page twice a second whether its additions are done (each question short, so none times out). */
async function slowestAddWhenDone(page) {
  for (;;) {
    const slowest = await page.evaluate(() => window.__slowestAdd);
    if (slowest !== undefined) return slowest;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Every page adds `adds` times at once under `throttle`x CPU slow-down; resolves with the slowest single add (ms). */
async function addInParallel(pages, adds, throttle = 4) {
  const sessions = await Promise.all(pages.map((page) => page.createCDPSession()));
  await Promise.all(sessions.map((session) => session.send('Emulation.setCPUThrottlingRate', { rate: throttle })));
  try {
    await Promise.all(pages.map((page) => page.evaluate(addRepeatedly, adds)));
    return Math.max(...(await Promise.all(pages.map(slowestAddWhenDone))));
  } finally {
    await Promise.all(sessions.map((session) => session.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined)));
    await Promise.all(sessions.map((session) => session.detach().catch(() => undefined)));
  }
}

/** Pieces in the stored cart, by product id and size. */
const storedPieces = (page) =>
  page.evaluate(() => {
    const lines = JSON.parse(localStorage.getItem('cart') ?? '[]');
    return Object.fromEntries(lines.map((line) => [`${line.id}:${line.size}`, line.quantity]));
  });

module.exports = { addInParallel, storedPieces };
