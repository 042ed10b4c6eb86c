// How the work grows, measured in Node against the app's own TypeScript
// sources (ts-node, transpile only): catalogue filtering and pagination,
// reading stored lists back, and replaying an action log. Run by bench.mjs as
// a child process (its own module hooks and NODE_ENV); prints one JSON object.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import * as fixtures from './fixtures.mjs';
import { summarise } from './stats.mjs';

// The shipped bundle is a production build: Redux Toolkit's development-only
// checks (immutability and serialisability middleware) are not part of it.
process.env.NODE_ENV = 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));
require('ts-node').register({
  project: path.join(root, 'tsconfig.json'),
  transpileOnly: true,
  // TypeScript 6 wants rootDir spelled out once sources come from several folders.
  compilerOptions: { module: 'CommonJS', moduleResolution: 'node10', ignoreDeprecations: '6.0', jsx: 'react-jsx', rootDir: root },
});
// Styles mean nothing in Node; a module that imports them gets an empty object.
require.extensions['.scss'] = (module) => {
  module.exports = {};
};
require.extensions['.css'] = require.extensions['.scss'];

// Loaded after the hooks above, so not as static imports; each is typed as the module it is,
// and `npm run typecheck` checks this file against them (tsconfig.bench.json).
const src = (file) => require(path.join(root, 'src', file));
/** @type {typeof import('../../src/features/catalogue/index.ts')} */
const catalogue = src('features/catalogue/index.ts');
/** @type {typeof import('../../src/app/persistence/readList.ts')} */
const { readList } = src('app/persistence/readList.ts');
/** @type {typeof import('../../src/app/persistence/storedLists.ts')} */
const { entryGuards } = src('app/persistence/storedLists.ts');
/** @type {typeof import('../../src/app/store.ts')} */
const { makeStore } = src('app/store.ts');
/** @type {typeof import('../../src/app/persistence/memoryStorage.ts')} */
const { memoryStorage } = src('app/persistence/memoryStorage.ts');
/** @type {typeof import('../../src/features/cart/index.ts')} */
const cart = src('features/cart/index.ts');
/** @type {typeof import('../../src/features/wishlist/index.ts')} */
const wishlist = src('features/wishlist/index.ts');
/** @type {typeof import('../../src/features/quotes/index.ts')} */
const quotesFeature = src('features/quotes/index.ts');
/** @type {typeof import('../../src/features/orders/index.ts')} */
const ordersFeature = src('features/orders/index.ts');
/** @type {typeof import('../../src/shared/events.ts')} */
const { orderPlaced, statusesChanged } = src('shared/events.ts');

/** Times `fn` `reps` times after `warmup` untimed calls; returns the samples in ms. */
function sample(fn, reps, warmup = 3) {
  for (let i = 0; i < warmup; i += 1) fn();
  const times = [];
  for (let i = 0; i < reps; i += 1) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  return times;
}

// ------------------------------------------------ catalogue filter + paginate

/** A catalogue of `size` stones cloned from the real 24, with prices spread over every band. */
function syntheticCatalogue(size) {
  const real = catalogue.products;
  return Array.from({ length: size }, (_, index) => {
    const base = real[index % real.length];
    const shift = ((index * 37) % 9) * 100 - 400;
    return {
      ...base,
      id: index + 1,
      name: `${base.name} ${index + 1}`,
      pricing: { small: Math.max(300, base.pricing.small + shift), big: Math.max(400, base.pricing.big + shift) },
    };
  });
}

/** What visitors do on /shop: browse everything, search, pick filters, page through. */
/** @type {Array<{ label: string, filters: Partial<import('../../src/features/catalogue/filters.ts').ShopFilters>, page: number }>} */
const QUERIES = [
  { label: 'all, page 1', filters: {}, page: 1 },
  { label: 'all, last page', filters: {}, page: Number.MAX_SAFE_INTEGER },
  { label: 'search "white"', filters: { search: 'white' }, page: 1 },
  { label: 'search "kitchen countertops"', filters: { search: 'kitchen countertops' }, page: 2 },
  { label: 'search with no match', filters: { search: 'zzqx' }, page: 1 },
  { label: 'colour black', filters: { color: 'black' }, page: 3 },
  { label: 'price 900-1100, polished', filters: { price: '900-1100', finish: 'polished' }, page: 1 },
  { label: 'every filter', filters: { search: 'granite', price: 'above-1300', color: 'white', finish: 'polished', thickness: 'various' }, page: 1 },
];

function filterAndPaginate(size) {
  const products = syntheticCatalogue(size);
  const perQuery = [];
  const all = [];
  for (const query of QUERIES) {
    const filters = { ...catalogue.DEFAULT_FILTERS, ...query.filters };
    const times = sample(() => catalogue.paginate(catalogue.filterProducts(products, filters), query.page), 25);
    perQuery.push({ label: query.label, ...summarise(times) });
    all.push(...times);
  }
  const medians = perQuery.map((entry) => entry.median);
  return { size, median: summarise(all).median, min: Math.min(...medians), max: Math.max(...medians), perQuery };
}

// ------------------------------------------------------------- rehydrating

/** A Web Storage object in memory, seeded like a long-time visitor's browser. */
class MemoryStorage {
  #map = new Map();
  constructor(entries = {}) {
    for (const [key, value] of Object.entries(entries)) this.#map.set(key, String(value));
  }
  get length() {
    return this.#map.size;
  }
  key(index) {
    return [...this.#map.keys()][index] ?? null;
  }
  getItem(key) {
    return this.#map.has(key) ? this.#map.get(key) : null;
  }
  setItem(key, value) {
    this.#map.set(key, String(value));
  }
  removeItem(key) {
    this.#map.delete(key);
  }
  clear() {
    this.#map.clear();
  }
}

const fixedServices = { now: () => Date.UTC(2026, 0, 20), random: () => 0.5, wait: () => Promise.resolve() };

function readLists(count) {
  const ordersText = JSON.stringify(fixtures.orders(count));
  const quotesText = JSON.stringify(fixtures.quotes(count));
  const orders = sample(() => {
    const { items, problem } = readList(ordersText, entryGuards.orders);
    if (items.length !== count || problem) throw new Error('orders did not read back whole');
  }, 15);
  const quotes = sample(() => {
    const { items, problem } = readList(quotesText, entryGuards.quotes);
    if (items.length !== count || problem) throw new Error('quotes did not read back whole');
  }, 15);
  return { count, orders: summarise(orders), quotes: summarise(quotes) };
}

/**
 * makeStore on a seeded storage (it reads every list back while it is made),
 * then the visitor's first change saved: written through before dispatch returns.
 */
async function storeBootstrap(count, reps = 7) {
  const seed = { orders: JSON.stringify(fixtures.orders(count)), quotes: JSON.stringify(fixtures.quotes(count)) };
  const [extra] = fixtures.orders(1);
  const read = [];
  const firstSave = [];
  for (let i = 0; i < reps + 1; i += 1) {
    const storage = new MemoryStorage(seed);
    const started = performance.now();
    const store = makeStore(undefined, fixedServices, { storage });
    const madeAt = performance.now();
    const state = store.getState();
    if (state.orders.items.length !== count || state.quotes.items.length !== count) {
      throw new Error('the store did not read every entry back');
    }
    store.dispatch(orderPlaced({ order: { ...extra, id: 'ORD-BENCH-EXTRA' } }));
    await store.flushStorage();
    const savedAt = performance.now();
    if (JSON.parse(storage.getItem('orders')).length !== count + 1) throw new Error('the first change was not saved');
    store.teardown();
    if (i > 0) {
      // the first round warms up the code paths
      read.push(madeAt - started);
      firstSave.push(savedAt - madeAt);
    }
  }
  return { count, read: summarise(read), firstSave: summarise(firstSave) };
}

// ---------------------------------------------------------------- replaying

/** A visitor's session as a log of `length` plain actions, the way DevTools would export it. */
function actionLog(length) {
  const log = [];
  const quoteIds = [];
  const orderIds = [];
  for (let i = 0; log.length < length; i += 1) {
    const line = fixtures.cartLine(i);
    switch (i % 10) {
      case 0:
      case 1:
      case 2: {
        // What the add-to-cart dialog sends: the line without its total, which the reducer works out.
        const { id, name, image, pricing, unit, quantity, size } = line;
        log.push(cart.itemAdded({ id, name, image, pricing, unit, quantity, size }));
        break;
      }
      case 3:
        log.push(cart.quantityChanged({ id: line.id, size: line.size, quantity: 1 + (i % 7) }));
        break;
      case 4:
        log.push(
          wishlist.wishlistItemAdded({
            id: line.id,
            name: line.name,
            image: line.image,
            pricing: line.pricing,
            unit: line.unit,
            category: line.id > 16 ? 'marble' : 'granite',
            description: 'A stone from the catalogue.',
          }),
        );
        break;
      case 5:
        log.push(i % 20 === 5 ? wishlist.wishlistItemRemoved({ id: line.id }) : cart.itemRemoved({ id: line.id, size: line.size }));
        break;
      case 6: {
        const entry = { ...fixtures.quote(i), status: i % 4 === 2 ? 'quoted' : 'pending' };
        quoteIds.push(entry.id);
        log.push(quotesFeature.quoteSubmitted(entry));
        break;
      }
      case 7:
        log.push(statusesChanged({ statuses: { [quoteIds[quoteIds.length - 1] ?? 'QT-NONE']: 'accepted' } }));
        break;
      case 8: {
        const entry = fixtures.order(i);
        orderIds.push(entry.id);
        log.push(orderPlaced({ order: entry }));
        break;
      }
      default:
        log.push(
          ordersFeature.reviewLeft({
            orderId: orderIds[Math.floor(orderIds.length / 2)] ?? 'ORD-NONE',
            review: { rating: 5, comment: 'Well packed.', date: new Date(Date.UTC(2026, 0, 18)).toISOString() },
          }),
        );
    }
  }
  return log;
}

function replay(length, reps = 15) {
  const log = actionLog(length);
  const times = [];
  for (let i = 0; i < reps + 1; i += 1) {
    const store = makeStore(undefined, fixedServices, { storage: memoryStorage() });
    const started = performance.now();
    for (const action of log) store.dispatch(action);
    const elapsed = performance.now() - started;
    store.teardown();
    if (i > 0) times.push(elapsed);
  }
  return { length, ...summarise(times), perAction: summarise(times).median / length };
}

/**
 * The worst case for a list: every action adds to it, so the log ends with
 * `length` orders (or quotes) in the store, as after years of use.
 */
function replayGrowingList(kind, length, reps = 3) {
  const log = Array.from({ length }, (_, index) =>
    kind === 'orders' ? orderPlaced({ order: fixtures.order(index) }) : quotesFeature.quoteSubmitted(fixtures.quote(index)),
  );
  const times = [];
  for (let i = 0; i < reps; i += 1) {
    const store = makeStore(undefined, fixedServices, { storage: memoryStorage() });
    const started = performance.now();
    for (const action of log) store.dispatch(action);
    times.push(performance.now() - started);
    store.teardown();
  }
  return { kind, length, ...summarise(times) };
}

// --------------------------------------------------------------------- main

// One untimed pass first, so the sizes measured first do not pay for the JIT warming up.
filterAndPaginate(1_000);
await storeBootstrap(1_000, 1);
replay(1_000, 2);

const results = {
  filter: [1_000, 5_000, 10_000].map(filterAndPaginate),
  readList: [100, 1_000].map(readLists),
  bootstrap: [await storeBootstrap(100), await storeBootstrap(1_000)],
  replay: [replay(100), replay(1_000)],
  growingLists: ['orders', 'quotes'].flatMap((kind) => [replayGrowingList(kind, 100, 5), replayGrowingList(kind, 1_000)]),
};
process.stdout.write(JSON.stringify(results));
