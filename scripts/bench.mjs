// `npm run bench`: builds the shop and a bare one-screen app of the same stack
// (bench/bare/), serves both on 127.0.0.1 with compression like a real host,
// and prints (a) first-visit bytes per type, (b) Lighthouse 12 mobile and
// desktop figures, median of 3 runs with min and max, (c) how the work grows
// with long catalogues, lists and action logs, (d) how soon a tap works on a phone,
// beside the same shop rendered in the browser (scripts/bench/interaction.mjs), (e) the
// server under load beside nginx and (f) the reference inbox under load.
// The figures also go to .bench/last-run.md as Markdown tables.
//
// Options: --skip-build (measure the builds already in .bench/), --runs N
// (Lighthouse runs per page and preset, and interaction runs, default 3),
// --write-docs (also rewrite the figures between the bench markers of docs/performance.md),
// --only interaction|server|inbox|lighthouse|tabs (one part alone, with the builds it needs;
// lighthouse is the mobile runs of the HTML-first pages and the bare reference, both protocols).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBuild } from './bench/build.mjs';
import { makeClientRendered } from './bench/client-rendered.mjs';
import { INTERACTION_COLUMNS, INTERACTION_NOTE, interactionSections, interactionTargets, measureInteraction } from './bench/interaction.mjs';
import { makeLocalCertificate } from './bench/tls.mjs';
import { BYTE_TYPES, firstVisitBytes } from './bench/bytes.mjs';
import { launchChromium } from './bench/chromium.mjs';
import { METRICS, PRESETS, runLighthouse, summariseRuns } from './bench/lighthouse.mjs';
import { FLOOD_REFUSED_TARGET, INBOX_FLOOD_COLUMNS, inboxFloodProblems, inboxFloodRows, measureInboxFlood } from './bench/inbox-flood.mjs';
import { INBOX_SEVERAL_COLUMNS, inboxSeveralProblems, inboxSeveralRows, measureInboxSeveral, PROCESSES } from './bench/inbox-several.mjs';
import { INBOX_LOAD_COLUMNS, inboxLoadProblems, inboxLoadRows, measureInboxLoad } from './bench/inbox-load.mjs';
import { CSV_MEMORY_TARGET_MB, INBOX_SCALE_COLUMNS, inboxScaleProblems, inboxScaleRows, LIST_TARGET_MS, measureInboxScale } from './bench/inbox-scale.mjs';
import { measureListRendering } from './bench/render.mjs';
import { measureServerLoad, SERVER_LOAD_COLUMNS } from './bench/server-load.mjs';
import { withTimeout } from './bench/stats.mjs';
import { measureTabs, TABS_COLUMNS, tabsProblems, tabsRows } from './bench/tabs.mjs';
import { FRAME_MS, frames, kib, markdownTable, ms, signedMs, textTable } from './bench/table.mjs';

const require = createRequire(import.meta.url);
const { startServer } = require('./server.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, '.bench');
const shopDir = path.join(benchDir, 'shop');
const bareDir = path.join(benchDir, 'bare');
const clientDir = path.join(benchDir, 'shop-client');

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
const skipBuild = argv.includes('--skip-build');
const RUNS = Math.max(1, Number(option('runs', 3)) || 3);
const only = option('only', null);
const ALONE = ['interaction', 'server', 'inbox', 'lighthouse', 'tabs'];
if (only !== null && !ALONE.includes(only)) throw new Error(`--only ${only}: the parts that run alone are ${ALONE.join(', ')}`);

const PAGES = ['/', '/shop', '/product/1', '/request-quote', '/cart'];
const VIEWPORT = { width: 1280, height: 900 };
const BUILD_TIMEOUT_MS = 6 * 60_000;
const LIGHTHOUSE_RUN_TIMEOUT_MS = 90_000;
const GROWTH_TIMEOUT_MS = 3 * 60_000;
const INBOX_TIMEOUT_MS = 8 * 60_000;
const INBOX_SENDERS = 50;
const INBOX_SECONDS = 10;
/** Everything is bounded; this is the last resort if something hangs anyway. */
const WATCHDOG_MS = 45 * 60_000;

const started = Date.now();
const clock = () => {
  const seconds = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const progress = (message) => process.stderr.write(`[bench ${clock()}] ${message}\n`);

const markdown = [];
function section(title, note, columns, rows) {
  console.log(`\n${title}\n${note ? `${note}\n` : ''}\n${textTable(columns, rows)}`);
  markdown.push(`### ${title}\n\n${note ? `${note}\n\n` : ''}${markdownTable(columns, rows)}\n`);
}
function lines(title, items) {
  console.log(`\n${title}\n${items.map((item) => `  ${item}`).join('\n')}`);
  markdown.push(`### ${title}\n\n${items.map((item) => `- ${item}`).join('\n')}\n`);
}

// ------------------------------------------------------------------- build

async function build() {
  const dirs =
    { null: [shopDir, bareDir, clientDir], interaction: [shopDir, clientDir], server: [shopDir], lighthouse: [shopDir, bareDir] }[String(only)] ?? [];
  if (skipBuild) {
    for (const dir of dirs) {
      if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`--skip-build: no build in ${dir}`);
    }
    progress('using the builds already in .bench/');
    return;
  }
  const webpack = path.join(root, 'node_modules/webpack/bin/webpack.js');
  const withBare = only === null || only === 'lighthouse';
  progress(`building the shop${withBare ? ' and the bare reference' : ''} (webpack production)`);
  const builds = [
    // The standalone shop only: the embeddable bundle is the same code and is not what visitors load here.
    runBuild({
      label: 'shop',
      // With its prerendered pages, as `npm run build` writes them.
      args: [webpack, '--mode', 'production', '--config-name', 'standalone', '--config-name', 'prerender'],
      cwd: root,
      env: { STONE_DIST: shopDir },
      timeoutMs: BUILD_TIMEOUT_MS,
    }),
  ];
  if (withBare) {
    builds.push(
      runBuild({
        label: 'bare reference',
        args: [webpack, '--mode', 'production', '--config', path.join(root, 'bench/bare/webpack.config.mjs')],
        cwd: root,
        timeoutMs: BUILD_TIMEOUT_MS,
      }),
    );
  }
  const results = await Promise.all(builds);
  // The shop rendered in the browser only, for part (d) (scripts/bench/client-rendered.mjs).
  if (only === null || only === 'interaction') {
    results.push(await makeClientRendered({ root, webpack, shopDir, dir: clientDir, timeoutMs: BUILD_TIMEOUT_MS }));
  }
  progress(`built: ${results.map((result) => `${result.label} ${result.seconds.toFixed(0)} s`).join(', ')}`);
}

// ------------------------------------------------------------- (a) bytes

async function measureBytes(browser, targets) {
  const results = [];
  for (const target of targets) {
    progress(`bytes: ${target.label}`);
    results.push({ ...target, ...(await firstVisitBytes(browser, { url: target.url, root: target.root, viewport: VIEWPORT })) });
  }
  const types = BYTE_TYPES.filter((type) => type !== 'other' || results.some((result) => result.totals.other.files > 0));
  const rows = [];
  for (const result of results) {
    for (const type of [...types, 'total']) {
      const bucket = result.totals[type];
      rows.push([type === types[0] ? result.label : '', type, bucket.files, kib(bucket.raw), kib(bucket.gzip), kib(bucket.brotli)]);
    }
    rows.push(null);
  }
  rows.pop();
  section(
    '(a) First-visit bytes by type (KiB)',
    `Chromium ${VIEWPORT.width}x${VIEWPORT.height}, fresh profile, until network idle, no scrolling; each file sized ` +
      'on disk as the server sends it (gzip -9, brotli q11; PNG/WebP as is).',
    [
      { title: 'page', align: 'left' },
      { title: 'type', align: 'left' },
      { title: 'files', align: 'right' },
      { title: 'raw', align: 'right' },
      { title: 'gzip', align: 'right' },
      { title: 'brotli', align: 'right' },
    ],
    rows,
  );
  return results;
}

// -------------------------------------------------------- (b) Lighthouse

async function measureLighthouse(targets, { presets = PRESETS, served = '', throttling = 'simulate' } = {}) {
  const chromium = await launchChromium({ debugging: true, acceptSelfSigned: targets.some((target) => target.url.startsWith('https:')) });
  const runs = new Map(targets.flatMap((target) => presets.map((preset) => [`${preset} ${target.label}`, []])));
  const warnings = new Set();
  let version = '';
  try {
    // Rounds go across every page and preset, so a burst of load on the machine spreads over all rows.
    for (let round = 1; round <= RUNS; round += 1) {
      for (const preset of presets) {
        for (const target of targets) {
          progress(`lighthouse ${preset}${served} ${throttling} ${target.label} (round ${round}/${RUNS})`);
          const once = () =>
            withTimeout(
              runLighthouse({ url: target.url, port: chromium.port, preset, throttling }),
              LIGHTHOUSE_RUN_TIMEOUT_MS,
              `Lighthouse ${preset} ${target.url}`,
            );
          // Lighthouse now and then loses the start of its own trace (NO_NAVSTART, twice in a day on a busy
          // machine): that run is made again, once, and said; any other failure ends the benchmark.
          const run = await once().catch((error) => {
            if (!String(error?.message).includes('NO_NAVSTART')) throw error;
            warnings.add(`a ${preset} run of ${target.label} lost its trace (NO_NAVSTART) and was made again`);
            return once();
          });
          runs.get(`${preset} ${target.label}`).push(run.figures);
          run.warnings.forEach((warning) => warnings.add(warning));
          version = run.version;
        }
      }
    }
  } finally {
    await chromium.close();
  }

  const summaries = {};
  for (const preset of presets) {
    summaries[preset] = {};
    const rows = targets.map((target) => {
      const summary = summariseRuns(runs.get(`${preset} ${target.label}`));
      summaries[preset][target.label] = summary;
      return [
        target.label,
        ...METRICS.map((metric) => {
          const { median, min, max } = summary[metric.key];
          const show = (value) => value.toFixed(metric.digits);
          return `${show(median)} [${show(min)}-${show(max)}]`;
        }),
      ];
    });
    section(
      `(b) Lighthouse ${version} ${preset}${served}${throttling === 'devtools' ? ', observed' : ''}: median [min-max] of ${RUNS} run${RUNS === 1 ? '' : 's'}`,
      throttling === 'devtools'
        ? "Loaded through Chromium's own throttling (Lighthouse's devtools method: 562.5 ms round trip, 1.47 Mbps, 4x CPU slowdown); the figures are what happened, not an estimate."
        : preset === 'mobile'
          ? 'Default config: Moto G Power class screen, simulated slow 4G and 4x CPU slowdown.'
          : 'desktop-config.js: 1350x940 screen, simulated fast network, no CPU slowdown.',
      [{ title: 'page', align: 'left' }, ...METRICS.map((metric) => ({ title: metric.label, align: 'right' }))],
      rows,
    );
  }
  if (warnings.size > 0) lines('Lighthouse warnings', [...warnings]);
  return summaries;
}

/** The issue's targets, checked against this run's figures. */
function reportTargets(lighthouse, bareLabel) {
  const items = [];
  for (const preset of PRESETS) {
    const bare = lighthouse[preset][bareLabel];
    for (const label of PAGES) {
      const page = lighthouse[preset][label];
      const lcpDelta = (page.lcp.median / bare.lcp.median - 1) * 100;
      const checks = [
        `LCP ${lcpDelta >= 0 ? '+' : ''}${lcpDelta.toFixed(1)}% vs bare ${lcpDelta <= 10 ? 'ok' : 'OVER 10%'}`,
        `CLS ${page.cls.max === 0 ? '0 ok' : `${page.cls.max.toFixed(3)} NOT 0`}`,
      ];
      if (preset === 'mobile') checks.unshift(`score ${page.score.median} ${page.score.median >= 95 ? 'ok' : 'UNDER 95'}`);
      items.push(`${preset.padEnd(7)} ${label.padEnd(14)} ${checks.join(', ')}`);
    }
  }
  lines('Targets (docs/performance.md): mobile score >= 95, LCP within 10% of the bare build, CLS 0', items);
}

/** Prerendered pages paint well before the bare client-rendered floor, on both protocols. */
const HTML_FIRST_PAGES = ['/', '/shop', '/product/1'];
const LCP_RATIO_TARGET = 0.75;
const MOBILE_SCORE_TARGET = 98;

function reportHtmlFirst(byProtocol, bareLabel) {
  const items = [];
  for (const [protocol, lighthouse] of byProtocol) {
    const bare = lighthouse.mobile[bareLabel];
    for (const label of HTML_FIRST_PAGES) {
      const page = lighthouse.mobile[label];
      const ratio = page.lcp.median / bare.lcp.median;
      const tbt = page.tbt.median;
      items.push(
        `${protocol.padEnd(17)} ${label.padEnd(11)} mobile LCP ${page.lcp.median.toFixed(0)} ms vs bare ${bare.lcp.median.toFixed(0)} ms: ` +
          `${ratio.toFixed(2)}x ${ratio <= LCP_RATIO_TARGET ? 'ok' : `OVER ${LCP_RATIO_TARGET}x`}, ` +
          `TBT ${tbt.toFixed(0)} ms vs bare ${bare.tbt.median.toFixed(0)} ms ${tbt <= bare.tbt.median ? 'ok' : 'OVER'}, ` +
          `score ${page.score.median} ${page.score.median >= MOBILE_SCORE_TARGET ? 'ok' : `UNDER ${MOBILE_SCORE_TARGET}`}`,
      );
    }
  }
  lines(
    `Targets (HTML-first pages, HTTP/1.1): mobile LCP at most ${LCP_RATIO_TARGET}x the bare reference, TBT at most the bare reference's, mobile score >= ${MOBILE_SCORE_TARGET}`,
    items,
  );
}

// ------------------------------------------------------------ (c) growth

function growthInNode() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/bench/growth-node.mjs')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), GROWTH_TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`growth measurements failed (${signal ?? `exit ${code}`}):\n${err.slice(-4000)}`));
      else resolve(JSON.parse(out));
    });
  });
}

function reportGrowth(node, rendering) {
  const rows = [];
  const row = (measure, size, stats, reference = stats.median) => [
    measure,
    size.toLocaleString('en-US'),
    ms(stats.median),
    ms(stats.min),
    ms(stats.max),
    frames(reference),
  ];
  for (const entry of node.filter) {
    rows.push(row('filter + paginate, median query', entry.size, { median: entry.median, min: entry.min, max: entry.max }));
  }
  for (const entry of node.filter) {
    const slowest = entry.perQuery.reduce((a, b) => (b.median > a.median ? b : a));
    rows.push(row(`filter + paginate, slowest: ${slowest.label}`, entry.size, slowest));
  }
  rows.push(null);
  for (const entry of node.readList) rows.push(row('readList orders (JSON + guards)', entry.count, entry.orders));
  for (const entry of node.readList) rows.push(row('readList quotes (JSON + guards)', entry.count, entry.quotes));
  for (const entry of node.bootstrap) rows.push(row('makeStore reading N orders + N quotes', entry.count, entry.read));
  for (const entry of node.bootstrap) {
    rows.push(row('first change saved (redux-persist started, lists written)', entry.count, entry.firstSave));
  }
  rows.push(null);
  for (const entry of node.replay) rows.push(row('replay an action log, total', entry.length, entry));
  for (const entry of node.replay) {
    rows.push(row('replay an action log, per action', entry.length, { median: entry.perAction, min: entry.min / entry.length, max: entry.max / entry.length }));
  }
  for (const entry of node.growingLists) {
    const what = entry.kind === 'orders' ? 'orders placed' : 'quotes submitted';
    rows.push(row(`replay N ${what} (the list grows to N), total`, entry.length, entry));
  }
  rows.push(null);
  for (const entry of rendering) {
    rows.push(row(`render ${entry.pathname} to its last card (${entry.cards} card${entry.cards === 1 ? '' : 's'})`, entry.count, entry));
  }
  section(
    `(c) How the work grows (ms; 1 frame = ${FRAME_MS} ms)`,
    'Node rows: the app\'s TypeScript sources through ts-node, NODE_ENV=production; median [min, max] of repeated runs ' +
      '(filter rows: median over the per-query medians, 25 runs per query). Render rows: production build in Chromium, ' +
      'navigation start to the last card in the DOM, median of 3 loads.',
    [
      { title: 'measure', align: 'left' },
      { title: 'N', align: 'right' },
      { title: 'median', align: 'right' },
      { title: 'min', align: 'right' },
      { title: 'max', align: 'right' },
      { title: 'median in frames', align: 'right' },
    ],
    rows,
  );

  const ratio = (small, large) => (large / small).toFixed(1);
  const [filter1k, , filter10k] = node.filter;
  const slowestMedian = (entry) => Math.max(...entry.perQuery.map((query) => query.median));
  lines('Growth from the small to the large size (x; linear = the size ratio)', [
    `filter + paginate 1,000 -> 10,000 products (10x): median query ${ratio(filter1k.median, filter10k.median)}x, ` +
      `slowest query ${ratio(slowestMedian(filter1k), slowestMedian(filter10k))}x`,
    `readList 100 -> 1,000 (10x): orders ${ratio(node.readList[0].orders.median, node.readList[1].orders.median)}x, ` +
      `quotes ${ratio(node.readList[0].quotes.median, node.readList[1].quotes.median)}x`,
    `makeStore reading 100 -> 1,000 (10x): ${ratio(node.bootstrap[0].read.median, node.bootstrap[1].read.median)}x, ` +
      `first change saved ${ratio(node.bootstrap[0].firstSave.median, node.bootstrap[1].firstSave.median)}x`,
    `replay 100 -> 1,000 actions (10x): ${ratio(node.replay[0].median, node.replay[1].median)}x`,
    ...['orders', 'quotes'].map((kind) => {
      const [small, large] = node.growingLists.filter((entry) => entry.kind === kind);
      return `replay 100 -> 1,000 ${kind === 'orders' ? 'orders placed' : 'quotes submitted'} (10x): ${ratio(small.median, large.median)}x`;
    }),
    ...['/orders', '/my-quotes'].map((pathname) => {
      const [small, large] = rendering.filter((entry) => entry.pathname === pathname);
      const extra = large.median - small.median;
      const cards = large.cards - small.cards;
      return `render ${pathname} ${small.count} -> ${large.count} entries: ${signedMs(extra)} ms for ${cards} more cards (${signedMs(extra / cards)} ms a card)`;
    }),
  ]);
}

// ------------------------------------------------------------- (f) inbox

async function measureInbox() {
  const results = await withTimeout(
    measureInboxLoad({ connections: INBOX_SENDERS, seconds: INBOX_SECONDS, progress }),
    INBOX_TIMEOUT_MS,
    'inbox load',
  );
  section(
    `(f) The inbox under load: ${INBOX_SENDERS} concurrent senders for ${INBOX_SECONDS} s`,
    'autocannon against `npm run inbox`\'s build in its own process on 127.0.0.1; every delivery a new order ' +
      '(schema check, one INSERT) from a visitor of its own behind a trusted proxy (X-Forwarded-For); latency of the answers in ms; rows counted afterwards.',
    INBOX_LOAD_COLUMNS,
    inboxLoadRows(results),
  );
  const flood = await withTimeout(measureInboxFlood({ seconds: INBOX_SECONDS, progress }), INBOX_TIMEOUT_MS, 'inbox flood');
  section(
    `(f) The flood: one client as fast as it can, another one real order a second, for ${INBOX_SECONDS} s`,
    'autocannon from 127.0.0.1 (10 connections, a new order each time) beside a client on 127.0.0.2 that sends one ' +
      `order a second and retries a 429 after Retry-After, as the shop does; e-mail on, into an SMTP server in the bench. ` +
      `Targets: at least ${FLOOD_REFUSED_TARGET * 100}% of the flood refused with 429; every real order stored and its owner's e-mail sent.`,
    INBOX_FLOOD_COLUMNS,
    inboxFloodRows(flood),
  );
  const several = await withTimeout(measureInboxSeveral({ seconds: INBOX_SECONDS, progress }), INBOX_TIMEOUT_MS, 'inbox several');
  section(
    `(f) Several inboxes: ${PROCESSES} processes on one PostgreSQL, a flood from many addresses beside real orders, for ${INBOX_SECONDS} s`,
    several.length === 0
      ? 'Not measured: it needs DATABASE_URL (PGlite serves one process).'
      : `autocannon to all ${PROCESSES} at once, each request from its own address (X-Forwarded-For through TRUST_PROXY), beside a client ` +
          'on 127.0.0.2 sending one order a second to each in turn and retrying a 429 after Retry-After; e-mail on. Targets: at most ' +
          'NEW_RECORDS_PER_MINUTE (300) stored in any minute from all processes together; every real order stored; every record in exactly one e-mail, none sent twice.',
    INBOX_SEVERAL_COLUMNS,
    inboxSeveralRows(several),
  );
  const scale = await withTimeout(measureInboxScale({ progress }), INBOX_TIMEOUT_MS, 'inbox scale');
  section(
    '(f) The desk with 100,000 records',
    'Time until the whole list page has arrived (median of 3): the first page, a page deep in the keyset, a search; then the ' +
      `whole CSV streamed, and how far the inbox process's resident memory grew meanwhile. Targets: the list under ${LIST_TARGET_MS} ms; ` +
      `the CSV within ${CSV_MEMORY_TARGET_MB} MB.`,
    INBOX_SCALE_COLUMNS,
    inboxScaleRows(scale),
  );
  const problems = [...inboxLoadProblems(results, INBOX_SENDERS), ...inboxFloodProblems(flood), ...inboxSeveralProblems(several), ...inboxScaleProblems(scale)];
  if (problems.length > 0) {
    lines('Inbox problems', problems);
    process.exitCode = 1;
  }
}

// ------------------------------------------------------- (e) server load

async function reportServerLoad() {
  const { rows, note, failures } = await measureServerLoad({ root: shopDir, progress });
  section('(e) The server under load: npm start beside nginx', note, SERVER_LOAD_COLUMNS, rows);
  if (failures.length > 0) {
    lines('Server load: requests failed or connections dropped', failures);
    process.exitCode = 1;
  }
}

// ------------------------------------------------------- (d) interaction

async function reportInteraction(chromium) {
  // Plain HTTP/1.1, both builds alike (the issue's phone figures were taken that way).
  const shop = await startServer({ root: shopDir, host: '127.0.0.1', port: 0, compress: true });
  closers.push(shop.close);
  const client = await startServer({ root: clientDir, host: '127.0.0.1', port: 0, compress: true });
  closers.push(client.close);
  const builds = [
    { label: 'prerendered', url: shop.url },
    { label: 'client-rendered', url: client.url },
  ];
  const results = await measureInteraction(chromium.browser, { builds, runs: RUNS, progress });
  const sections = interactionSections(results, builds);
  for (const [index, { title, rows }] of sections.entries()) {
    section(title, index === 0 ? `${INTERACTION_NOTE} Served over HTTP/1.1.` : '', INTERACTION_COLUMNS, rows);
  }
  const notes = sections.flatMap((entry) => entry.notes);
  if (notes.length > 0) lines('Interaction notes (what happened in particular runs)', notes);
  lines(
    'Targets (docs/performance.md, prerendered build): 0 taps lost; a tap made the moment the control appears honoured once within 1.0 s (0.3 s for Add to Cart); ' +
      'the first working tap no later than on the client-rendered build',
    interactionTargets(results, { shop: 'prerendered', client: 'client-rendered' }),
  );
}

// ------------------------------------------------------- (g) two tabs at once

async function reportTabs(chromium) {
  const shop = await startServer({ root: shopDir, host: '127.0.0.1', port: 0, compress: true });
  closers.push(shop.close);
  const results = await measureTabs(chromium.browser, { baseUrl: shop.url, runs: RUNS, progress });
  section(
    '(g) Two tabs adding to the cart at once',
    'Each run: two visible windows, each adding its own line 1,000 times as fast as its page answers, with the CPU slowed 4x; ' +
      'lost = additions missing from the stored cart once both tabs settled. Target: 0 lost.',
    TABS_COLUMNS,
    tabsRows(results),
  );
  const problems = tabsProblems(results);
  if (problems.length > 0) {
    lines('Two tabs: additions lost', problems);
    process.exitCode = 1;
  }
}

// -------------------------------------------------------------------- main

const closers = [];
async function closeAll() {
  while (closers.length > 0) await closers.pop()().catch(() => undefined);
}

const watchdog = setTimeout(() => {
  progress(`still running after ${WATCHDOG_MS / 60_000} min: giving up`);
  void closeAll().finally(() => process.exit(1));
}, WATCHDOG_MS);
watchdog.unref();
process.once('SIGINT', () => void closeAll().finally(() => process.exit(130)));

async function main() {
  if (only === 'inbox') {
    const header = `Run ${new Date().toISOString()}; Node ${process.version}; ${machine()}; the inbox step only.`;
    console.log(header);
    await measureInbox();
    writeLastRun(header, '-- --only inbox');
    return;
  }
  await build();
  if (only === 'server') {
    const header = `Run ${new Date().toISOString()}; Node ${process.version}; ${machine()}; only the server under load.`;
    console.log(header);
    await reportServerLoad();
    writeLastRun(header, '-- --only server');
    return;
  }
  if (only === 'lighthouse') {
    const header = `Run ${new Date().toISOString()}; Node ${process.version}; ${machine()}; only the mobile Lighthouse runs of the HTML-first pages.`;
    console.log(header);
    await reportHtmlFirstAlone();
    writeLastRun(header, '-- --only lighthouse');
    return;
  }
  // The parts that need only a browser: (d) and (g).
  const browserParts = { interaction: ['d', reportInteraction], tabs: ['g', reportTabs] };
  if (only in browserParts) {
    const [part, report] = browserParts[only];
    const chromium = await launchChromium();
    closers.push(chromium.close);
    const header = `Run ${new Date().toISOString()}; Node ${process.version}; ${chromium.version}; ${machine()}; only part (${part}).`;
    console.log(header);
    await report(chromium);
    writeLastRun(header, `-- --only ${only}`);
    return;
  }

  // HTTP/2 over TLS with compression, as a real host serves pages; both builds alike.
  const tls = makeLocalCertificate();
  if (!tls) progress('openssl not found: serving over HTTP/1.1, which penalises every split file with its own connection');
  const protocol = tls ? 'HTTP/2 (TLS, self-signed for 127.0.0.1)' : 'HTTP/1.1';
  const shop = await startServer({ root: shopDir, host: '127.0.0.1', port: 0, compress: true, tls });
  closers.push(shop.close);
  const bare = await startServer({ root: bareDir, host: '127.0.0.1', port: 0, compress: true, tls });
  closers.push(bare.close);
  const bareLabel = 'bare reference /';
  const targets = [
    ...PAGES.map((pathname) => ({ label: pathname, url: `${shop.url}${pathname}`, root: shopDir })),
    { label: bareLabel, url: `${bare.url}/`, root: bareDir },
  ];

  const chromium = await launchChromium({ acceptSelfSigned: Boolean(tls) });
  closers.push(chromium.close);
  const header = `Run ${new Date().toISOString()}; Node ${process.version}; ${chromium.version}; ${machine()}; served over ${protocol}.`;
  console.log(header);

  await measureBytes(chromium.browser, targets);

  progress('growth: Node measurements');
  const node = await growthInNode();
  progress('growth: rendering long lists in Chromium');
  const rendering = await measureListRendering(chromium.browser, { baseUrl: shop.url, counts: [1, 1_000], runs: 3, viewport: VIEWPORT });
  await chromium.close();
  closers.pop();

  const lighthouse = await measureLighthouse(targets, { served: tls ? ', HTTP/2' : ', HTTP/1.1' });
  reportTargets(lighthouse, bareLabel);
  const byProtocol = [[tls ? 'HTTP/2' : 'HTTP/1.1', lighthouse]];
  if (tls) byProtocol.push(['HTTP/1.1', await measureHtmlFirstPlain(bareLabel)]);
  // What the simulation estimates, beside what a throttled load shows (Lantern counts every request made before the largest paint).
  byProtocol.push(['HTTP/1.1 observed', await measureHtmlFirstPlain(bareLabel, 'devtools')]);
  reportHtmlFirst(byProtocol, bareLabel);
  reportGrowth(node, rendering);

  const interactionChromium = await launchChromium();
  closers.push(interactionChromium.close);
  await reportInteraction(interactionChromium);
  await reportTabs(interactionChromium);
  await reportServerLoad();
  await measureInbox();
  writeLastRun(header, '');
}

/** The HTML-first pages and the bare reference over plain HTTP/1.1, mobile: every file on a connection of its own. */
async function measureHtmlFirstPlain(bareLabel, throttling = 'simulate') {
  const shopPlain = await startServer({ root: shopDir, host: '127.0.0.1', port: 0, compress: true });
  closers.push(shopPlain.close);
  const barePlain = await startServer({ root: bareDir, host: '127.0.0.1', port: 0, compress: true });
  closers.push(barePlain.close);
  const plainTargets = [
    ...HTML_FIRST_PAGES.map((pathname) => ({ label: pathname, url: `${shopPlain.url}${pathname}`, root: shopDir })),
    { label: bareLabel, url: `${barePlain.url}/`, root: bareDir },
  ];
  return measureLighthouse(plainTargets, { presets: ['mobile'], served: ', HTTP/1.1', throttling });
}

/** `--only lighthouse`: the LCP targets of docs/performance.md alone, mobile, over HTTP/2 and HTTP/1.1. */
async function reportHtmlFirstAlone() {
  const tls = makeLocalCertificate();
  const bareLabel = 'bare reference /';
  const byProtocol = [];
  if (tls) {
    const shop = await startServer({ root: shopDir, host: '127.0.0.1', port: 0, compress: true, tls });
    closers.push(shop.close);
    const bare = await startServer({ root: bareDir, host: '127.0.0.1', port: 0, compress: true, tls });
    closers.push(bare.close);
    const targets = [
      ...HTML_FIRST_PAGES.map((pathname) => ({ label: pathname, url: `${shop.url}${pathname}`, root: shopDir })),
      { label: bareLabel, url: `${bare.url}/`, root: bareDir },
    ];
    byProtocol.push(['HTTP/2', await measureLighthouse(targets, { presets: ['mobile'], served: ', HTTP/2' })]);
  }
  byProtocol.push(['HTTP/1.1', await measureHtmlFirstPlain(bareLabel)]);
  byProtocol.push(['HTTP/1.1 observed', await measureHtmlFirstPlain(bareLabel, 'devtools')]);
  reportHtmlFirst(byProtocol, bareLabel);
}

const machine = () =>
  `${os.cpus().length} cores, ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ` +
  `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;

/** `--write-docs`: replaces the figures between the bench markers of docs/performance.md with this run's. */
function writeDocs(reproduce) {
  const file = path.join(root, 'docs', 'performance.md');
  const [start, end] = ['<!-- bench:start -->', '<!-- bench:end -->'];
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md lacks ${start} … ${end}`);
  const day = new Date().toISOString().slice(0, 10);
  const figures = `${start}\n\nMeasured ${day} on ${machine()} with \`${reproduce}\`.\n\n${markdown.join('\n')}\n`;
  fs.writeFileSync(file, text.slice(0, from) + figures + text.slice(to));
  console.log('Figures written to docs/performance.md');
}

function writeLastRun(header, options) {
  const took = `Took ${clock()} (min:s).`;
  console.log(`\n${took}`);
  fs.mkdirSync(benchDir, { recursive: true });
  const file = path.join(benchDir, 'last-run.md');
  const reproduce = `npm run bench${options ? ` ${options}` : ''}`;
  fs.writeFileSync(file, `## Benchmark: last run\n\n${header} ${took}\nReproduce: \`${reproduce}\`.\n\n${markdown.join('\n')}`);
  console.log(`Figures written to ${path.relative(root, file)}`);
  if (argv.includes('--write-docs')) writeDocs(reproduce);
}

try {
  await main();
} catch (error) {
  process.exitCode = 1;
  console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
} finally {
  await closeAll();
  clearTimeout(watchdog);
}
