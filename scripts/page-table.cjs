// Which prerendered page answers an address: one rule for the server
// (scripts/server.cjs) and the service worker (src/serviceWorker.ts), so a
// page opens the same online and offline. The table is the build's
// prerendered.json: { path, file, status }, where a path ending in `/*`
// answers every id under it and `*` is the not-found page.

/** Old addresses the route table forwards; the server and the service worker forward them too. */
const REDIRECTS = { '/quote': '/request-quote' };

/** A function from a path (without query) to its page, or null when nothing answers it. */
function pageMatcher(pages) {
  const exact = new Map(pages.filter((page) => !page.path.includes('*')).map((page) => [page.path, page]));
  const prefixes = pages.filter((page) => page.path.endsWith('/*')).map((page) => [page.path.slice(0, -1), page]);
  const notFound = pages.find((page) => page.path === '*') ?? null;
  return (urlPath) => {
    const pagePath = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    return exact.get(pagePath) ?? prefixes.find(([prefix]) => pagePath.startsWith(prefix))?.[1] ?? notFound;
  };
}

module.exports = { REDIRECTS, pageMatcher };
