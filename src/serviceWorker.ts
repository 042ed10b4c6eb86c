// The standalone shop's service worker (built by Workbox's InjectManifest in
// webpack.config.ts; the embed build has none). It precaches the whole site
// at install: every prerendered page, every chunk, the styles and the stone
// pictures, so after one visit every screen opens without a network. A new
// deploy installs beside it and waits: open tabs keep the files they started
// with until the visitor takes the "A new version is ready - Reload" notice.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { keepDeliveries } from './keptDeliveries';
import { pageMatcher, redirectFor, type PageEntry, type PageTableFile, type RedirectEntry } from '../scripts/serving-rules.cjs';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** The build's prerendered.json, put in at build time: the pages and forwards every server and host serves by. */
declare const __PAGE_TABLE_FILE__: PageTableFile;
/** The delivery address the build was made with (STONE_DELIVERY_URL), '' for none. */
declare const __DELIVERY_URL__: string;

const pageFor = pageMatcher(__PAGE_TABLE_FILE__.pages);
const scopePath = new URL(self.registration.scope).pathname;

/** The address inside the shop (`/shop` under a base path `/stones/`), or null outside it. */
const shopPath = (url: URL) =>
  url.origin === self.location.origin && url.pathname.startsWith(scopePath) ? `/${url.pathname.slice(scopePath.length)}` : null;

// Old addresses forward as the server forwards them, query kept. What a match callback
// returns reaches its handler as `params` (workbox-routing), so each address is looked up once.
registerRoute(
  ({ request, url }) => (request.mode === 'navigate' ? (redirectFor(__PAGE_TABLE_FILE__.redirects, shopPath(url) ?? '') ?? false) : false),
  async ({ url, params }) => {
    const { to, status } = params as RedirectEntry;
    return Response.redirect(new URL(`.${to}${url.search}`, self.registration.scope).href, status);
  },
);

/** The page an address inside the shop gets; a file's own address (it has a dot: /main.js, /embed-demo.html/cart) is none. */
const pageAt = (url: URL) => {
  const path = shopPath(url);
  return path === null || path.includes('.') ? null : pageFor(path);
};

precacheAndRoute(self.__WB_MANIFEST, {
  // A page's address is answered with its prerendered file from the cache, as the server would.
  urlManipulation: ({ url }) => {
    const page = pageAt(url);
    return page?.status === 200 ? [new URL(page.file, self.registration.scope)] : [];
  },
});

// An unknown address goes to the server, which may know it and otherwise says 404; offline,
// the precached not-found page answers.
registerRoute(
  ({ request, url }) => (request.mode === 'navigate' ? (pageAt(url) ?? false) : false),
  async ({ request, params }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const cached = await matchPrecache((params as PageEntry).file);
      if (cached) return cached;
      throw error;
    }
  },
);
cleanupOutdatedCaches();

// Delivery (docs/delivery-and-desk.md): a POST to the delivery address that fails for
// want of a network is kept (IndexedDB, workbox-background-sync), one copy per record however
// often the page tries, and sent again when the browser has a connection, even with every tab
// closed (Background Sync; where the browser lacks it, when the worker next starts). The page
// still learns the outcome itself: it sends what it has not seen delivered on its next visit,
// and the receiver answers a repeat as a success.
if (__DELIVERY_URL__) {
  const deliveries = keepDeliveries(7 * 24 * 60);
  registerRoute(({ url }) => url.href === __DELIVERY_URL__, ({ request }) => deliveries.send(request), 'POST');
}

// The first install takes over the open tab, so its next screens come from the cache too.
clientsClaim();

// The update notice's Reload: the waiting version takes over, then the page reloads.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
