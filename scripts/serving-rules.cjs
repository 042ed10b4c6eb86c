// How the shop is served, in one place for every server and host: `npm start`
// (scripts/server.cjs), the service worker (src/serviceWorker.ts) and the
// host configurations the build writes (scripts/webpack/host-configs-plugin.cjs).
// The facts come from the build, beside the site (scripts/build-output.cjs):
// prerendered.json says which file answers which path with which status and
// which old addresses forward where (both from the route manifest,
// src/app/routes/routeManifest.ts); content-security-policy.txt holds the
// policy with the hashes of every inline piece. This file adds what no build output says: the other security headers
// and the cache policy.

/**
 * Addresses below a file that the file itself answers: the embedding demo
 * runs the shop with browser routing under its own address (docs/embedding.md).
 */
const PAGES_BELOW_FILES = [{ path: '/embed-demo.html/*', file: 'embed-demo.html', status: 200 }];

/** A build without prerendered.json (the benchmark's bare reference) is a plain single-page app. */
const HISTORY_FALLBACK = [{ path: '*', file: 'index.html', status: 200 }];

/**
 * A function from a path (without query) to its page, or null when nothing
 * answers it. A path ending in `/*` answers every id under it; `*` is the
 * not-found page. Trailing slashes do not count.
 */
function pageMatcher(pages) {
  const exact = new Map(pages.filter((page) => !page.path.includes('*')).map((page) => [page.path, page]));
  const prefixes = pages.filter((page) => page.path.endsWith('/*')).map((page) => [page.path.slice(0, -1), page]);
  const notFound = pages.find((page) => page.path === '*') ?? null;
  return (urlPath) => {
    const pagePath = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    return exact.get(pagePath) ?? prefixes.find(([prefix]) => pagePath.startsWith(prefix))?.[1] ?? notFound;
  };
}

/** The forward for a path (without query), or undefined. */
const redirectFor = (redirects, urlPath) => redirects.find((redirect) => redirect.from === urlPath);

// ----------------------------------------------------------------- caching

const ONE_YEAR = 31_536_000;

/**
 * First match wins; `pattern` is a regular expression over the file's path in
 * the build (no leading slash), written so nginx and JavaScript read it alike.
 * - Content-hashed scripts and styles (main.1a2b3c4d.js, chunks/0123456789.js,
 *   embed/chunks/home.1a2b3c4d.js) and their license notes: a new version is a
 *   new name, so keep them.
 * - Pictures keep a stable name (images/products/2-1.svg) and rarely change: a
 *   day fresh, then served from the cache while it is checked for a week. The
 *   service worker precaches them by content revision, so an installed shop
 *   gets a changed picture with the deploy that changed it.
 * - Everything else is asked about on every use: pages, sw.js (browsers cap
 *   its cache anyway), robots.txt, the sitemap and the embed script whose
 *   name hosts put in their pages.
 */
const CACHE_POLICY = [
  { name: 'hashed', pattern: '(^|[/.])[0-9a-f]{8,}\\.(js|css)(\\.LICENSE\\.txt)?$', value: `public, max-age=${ONE_YEAR}, immutable` },
  { name: 'pictures', pattern: '\\.(svg|png|webp|avif|jpe?g|gif|ico)$', value: 'public, max-age=86400, stale-while-revalidate=604800' },
  { name: 'revalidate', pattern: '', value: 'no-cache' },
];
const cacheMatchers = CACHE_POLICY.map((rule) => [new RegExp(rule.pattern), rule]);

/** The cache rule of a file of the build (its path without a leading slash). */
const cacheRuleFor = (file) => cacheMatchers.find(([pattern]) => pattern.test(file))[1];

// -------------------------------------------------------- security headers

/** Sent with HTTPS only: a year, this host only (a host that serves every subdomain over HTTPS may add includeSubDomains). */
const HSTS = `max-age=${ONE_YEAR}`;

/**
 * What every response carries. The policy is the build's: one header fits
 * every page, as it lists the hashes of all their inline pieces. The shop asks
 * for no camera, microphone, position or payment API, so none may be used;
 * no other site's window keeps a handle on the shop's (COOP).
 */
function securityHeaders(policy, { https = false } = {}) {
  return {
    ...(policy ? { 'Content-Security-Policy': policy } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** The policy in content-security-policy.txt (`Content-Security-Policy: ...`), or null. */
const policyIn = (text) => /^Content-Security-Policy:\s*(.+)$/m.exec(text ?? '')?.[1].trim() ?? null;

/**
 * The serving rules of one build. `read(name)` gives the text of a file of the
 * build, or null: from the disk for a server, from the compilation for the build.
 */
function servingRules(read) {
  const table = JSON.parse(read('prerendered.json') ?? 'null');
  const pages = [...PAGES_BELOW_FILES, ...(table?.pages ?? HISTORY_FALLBACK)];
  const redirects = table?.redirects ?? [];
  const policy = policyIn(read('content-security-policy.txt'));
  return {
    pages,
    redirects,
    policy,
    pageFor: pageMatcher(pages),
    redirectFor: (urlPath) => redirectFor(redirects, urlPath),
    /** Every header of a file's response but those of the file itself (type, length, encoding). */
    headersFor: (file, { https = false } = {}) => ({
      ...securityHeaders(policy, { https }),
      'Cache-Control': cacheRuleFor(file).value,
    }),
  };
}

module.exports = { CACHE_POLICY, HSTS, pageMatcher, redirectFor, cacheRuleFor, securityHeaders, servingRules };
