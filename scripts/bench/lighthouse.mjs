// Lighthouse 12 through its Node API, connected to one Chromium started with
// --remote-debugging-port. Only the performance category is gathered.
import { median } from './stats.mjs';

export const METRICS = [
  { key: 'score', label: 'score', digits: 0 },
  { key: 'fcp', label: 'FCP ms', audit: 'first-contentful-paint', digits: 0 },
  { key: 'lcp', label: 'LCP ms', audit: 'largest-contentful-paint', digits: 0 },
  { key: 'tbt', label: 'TBT ms', audit: 'total-blocking-time', digits: 0 },
  { key: 'cls', label: 'CLS', audit: 'cumulative-layout-shift', digits: 3 },
];

let modules;
async function loadLighthouse() {
  if (!modules) {
    const [{ default: lighthouse }, { default: desktopConfig }] = await Promise.all([
      import('lighthouse'),
      import('lighthouse/core/config/desktop-config.js'),
    ]);
    modules = { lighthouse, presets: { mobile: undefined, desktop: desktopConfig } };
  }
  return modules;
}

export const PRESETS = ['mobile', 'desktop'];

/**
 * One Lighthouse run; figures are the metric values Lighthouse scores. `throttling`
 * 'simulate' (Lighthouse's default) loads the page at full speed and estimates the
 * metrics from that trace; 'devtools' loads it through Chromium's own throttling and
 * reports what happened.
 */
export async function runLighthouse({ url, port, preset, throttling = 'simulate' }) {
  const { lighthouse, presets } = await loadLighthouse();
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: throttling,
    // The full-page screenshot is a report picture, not a measurement; it costs about a second a run.
    disableFullPageScreenshot: true,
  };
  const result = await lighthouse(url, flags, presets[preset]);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse ${preset} ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const figures = { score: Math.round((lhr.categories.performance.score ?? NaN) * 100) };
  for (const metric of METRICS) {
    if (metric.audit) figures[metric.key] = lhr.audits[metric.audit]?.numericValue ?? NaN;
  }
  return { figures, warnings: lhr.runWarnings ?? [], version: lhr.lighthouseVersion };
}

/** Median, min and max per metric over a list of runs' figures. */
export function summariseRuns(runs) {
  return Object.fromEntries(
    METRICS.map((metric) => {
      const values = runs.map((run) => run[metric.key]);
      return [metric.key, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
    }),
  );
}
