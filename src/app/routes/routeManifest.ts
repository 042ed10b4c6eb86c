import type { ComponentType } from 'react';

/**
 * Every route of the shop in one table: the one place route facts are
 * written. The router (each screen's code), the prerenderer (which pages are
 * written, which are shells, which answer 404, each page's styles and preload
 * tags) and, through the build's page list (dist-hosting/prerendered.json), the
 * server and the service worker all read it.
 *
 * A screen's module is named by its lazy import, whose comment names its
 * chunk: webpack reads chunk names from that comment only, so `chunk` says it
 * once more, and test/unit/routeManifest.test.ts fails when the two differ.
 * Facts only the build needs stay out of the browser's download (`forBuild`).
 * The imports are never called outside the browser and the prerenderer.
 */

/** One route of the route table (docs/product.md, Addresses at a glance, plus the shop's own additions). */
export interface RouteEntry {
  /** The path pattern, as React Router matches it (`:name` is one segment, `*` any other path). */
  readonly path: string;
  /** Loads the screen's module (its default export is the screen). */
  readonly load: () => Promise<{ default: ComponentType }>;
  /**
   * The screen depends on the visitor's saved lists: it is prerendered as its
   * shell (heading only) titled `title`, and shows itself once the browser has
   * read the lists.
   */
  readonly savedData: boolean;
  /** The page's title: the screen names itself while it renders, or (shells) this text. */
  readonly title: 'screen' | string;
  /** What only the build reads; `false` in the browser's bundles (see `forBuild`). */
  readonly build: RouteBuildFacts | false;
}

/** The facts of a route that only the build reads: which files and pages it has. */
export interface RouteBuildFacts {
  /** The chunk group of the screen's code (the webpackChunkName of `load`). */
  readonly chunk: string;
  /** Lazy parts of the screen that its first screen shows at once: their code and styles come with the page. */
  readonly parts?: readonly string[];
  /**
   * The picture that is the page's largest paint on a phone, fetched first; `:id`
   * stands for the route's parameter. None where the largest paint is text.
   */
  readonly largestPicture?: string;
  /**
   * Parts of the first screen with code of their own (lazy chunks) that render
   * in the HTML but hydrate only when scrolled to: their styles are in the page,
   * their code is not fetched with it.
   */
  readonly belowTheFold?: readonly string[];
  /**
   * How the build writes the route's pages. `page` (default): one file;
   * `each-product`: one per catalogue product, and any other id is the
   * screen's own 404; `any-id`: one file answers every value of the
   * parameter; `alias`: one file, left out of the sitemap (another address is
   * the one to index); `unlisted`: one file, left out of the sitemap (a step of
   * the visitor's own, like the checkout); `not-found`: the 404 page for every
   * unknown path.
   */
  readonly pages?: 'page' | 'each-product' | 'any-id' | 'alias' | 'unlisted' | 'not-found';
}

/** An old address that forwards to another, query kept (`/quote` forwards to `/request-quote`; docs/product.md, Addresses at a glance). */
export interface RedirectEntry {
  readonly from: string;
  readonly to: string;
  readonly status: 301;
}

type Load = RouteEntry['load'];
type Build = RouteEntry['build'];

/**
 * False in the browser's bundles, true where the build facts are read (the
 * prerenderer, Node, tests): webpack.config.ts defines `process.env.STONE_BUNDLE`
 * as 'browser' there, so each `forBuild && { ... }` below is `false` and the
 * minifier leaves the facts out of the download.
 */
const forBuild = process.env.STONE_BUNDLE !== 'browser';

/** The build facts of `route`: only the build asks, never the browser. */
export function buildFactsOf(route: RouteEntry): RouteBuildFacts {
  if (!route.build) throw new Error(`The build facts of ${route.path} are not in the browser's bundle`);
  return route.build;
}

const content = (path: string, load: Load, build: Build): RouteEntry => ({ path, load, savedData: false, title: 'screen', build });

const savedData = (path: string, load: Load, title: string, build: Build): RouteEntry => ({
  path,
  load,
  savedData: true,
  title,
  build,
});


/** The route table, in the order the router lists it. */
export const routeManifest: readonly RouteEntry[] = [
  content(
    '/',
    () => import(/* webpackChunkName: "home" */ '../../features/home/HomePage'),
    forBuild && {
      chunk: 'home',
      largestPicture: 'images/hero/1.svg',
      belowTheFold: ['home-sections', 'home-featured'],
    },
  ),
  content(
    '/shop',
    () => import(/* webpackChunkName: "shop" */ '../../features/catalogue/ShopPage'),
    forBuild && { chunk: 'shop' },
  ),
  // Without an id the product page shows product 1; /product/1 is the address to index.
  content(
    '/product',
    () => import(/* webpackChunkName: "product" */ '../../features/catalogue/ProductPage'),
    forBuild && { chunk: 'product', largestPicture: 'images/products/1-1.svg', pages: 'alias' },
  ),
  content(
    '/product/:id',
    () => import(/* webpackChunkName: "product" */ '../../features/catalogue/ProductPage'),
    forBuild && { chunk: 'product', largestPicture: 'images/products/:id-1.svg', pages: 'each-product' },
  ),
  savedData(
    '/cart',
    () => import(/* webpackChunkName: "cart" */ '../../features/cart/CartPage'),
    'Shopping Cart',
    forBuild && { chunk: 'cart' },
  ),
  savedData(
    '/wishlist',
    () => import(/* webpackChunkName: "wishlist" */ '../../features/wishlist/WishlistPage'),
    'My Wishlist',
    forBuild && { chunk: 'wishlist' },
  ),
  savedData(
    '/orders',
    () => import(/* webpackChunkName: "orders" */ '../../features/orders/OrdersPage'),
    'My Orders',
    forBuild && { chunk: 'orders' },
  ),
  // Prerendered as its form, whose Place Order answers before the code has come; the cart's lines
  // fill the summary once the browser has read them (CheckoutPage.tsx).
  content(
    '/checkout',
    () => import(/* webpackChunkName: "checkout" */ '../../features/checkout/CheckoutPage'),
    forBuild && { chunk: 'checkout', pages: 'unlisted' },
  ),
  // In the checkout's chunk: a confirmation must show even if the connection dropped while paying.
  // Its shell confirms nothing: only the saved orders can say whether the address's order was placed.
  savedData(
    '/order-success',
    () => import(/* webpackChunkName: "checkout" */ '../../features/checkout/OrderSuccessPage'),
    'Your Order',
    forBuild && { chunk: 'checkout' },
  ),
  savedData(
    '/track-order/:orderId',
    () => import(/* webpackChunkName: "track-order" */ '../../features/orders/TrackOrderPage'),
    'Track Order',
    forBuild && { chunk: 'track-order', pages: 'any-id' },
  ),
  content(
    '/request-quote',
    () => import(/* webpackChunkName: "request-quote" */ '../../features/quotes/RequestQuotePage'),
    forBuild && { chunk: 'request-quote', parts: ['request-quote.form'] },
  ),
  // Fetched with the form, and a shell that confirms nothing, for the same reasons as the order confirmation.
  savedData(
    '/quote-success',
    () => import(/* webpackChunkName: "request-quote.form" */ '../../features/quotes/QuoteSuccessPage'),
    'Your Quote Request',
    forBuild && { chunk: 'request-quote.form' },
  ),
  savedData(
    '/my-quotes',
    () => import(/* webpackChunkName: "my-quotes" */ '../../features/quotes/MyQuotesPage'),
    'My Quotes',
    forBuild && { chunk: 'my-quotes' },
  ),
  content(
    '/about-us',
    () => import(/* webpackChunkName: "about-us" */ '../../features/content/AboutPage'),
    forBuild && { chunk: 'about-us' },
  ),
  content(
    '/portfolio',
    () => import(/* webpackChunkName: "portfolio" */ '../../features/content/PortfolioPage'),
    forBuild && { chunk: 'portfolio' },
  ),
  content(
    '/process-quality',
    () => import(/* webpackChunkName: "process-quality" */ '../../features/content/ProcessQualityPage'),
    forBuild && { chunk: 'process-quality' },
  ),
  content(
    '/contact-us',
    () => import(/* webpackChunkName: "contact-us" */ '../../features/content/ContactPage'),
    forBuild && { chunk: 'contact-us' },
  ),
  content(
    '/granite-slabs',
    () => import(/* webpackChunkName: "granite-slabs" */ '../../features/content/GraniteSlabsPage'),
    forBuild && { chunk: 'granite-slabs' },
  ),
  content(
    '/marble-slabs',
    () => import(/* webpackChunkName: "marble-slabs" */ '../../features/content/MarbleSlabsPage'),
    forBuild && { chunk: 'marble-slabs' },
  ),
  content(
    '/privacy-policy',
    () => import(/* webpackChunkName: "privacy-policy" */ '../../features/content/policies/PrivacyPolicyPage'),
    forBuild && { chunk: 'privacy-policy' },
  ),
  content(
    '/terms-of-service',
    () => import(/* webpackChunkName: "terms-of-service" */ '../../features/content/policies/TermsOfServicePage'),
    forBuild && { chunk: 'terms-of-service' },
  ),
  content(
    '/terms-and-conditions',
    () => import(/* webpackChunkName: "terms-and-conditions" */ '../../features/content/policies/TermsAndConditionsPage'),
    forBuild && { chunk: 'terms-and-conditions' },
  ),
  content(
    '/returns-exchange',
    () => import(/* webpackChunkName: "returns-exchange" */ '../../features/content/policies/ReturnsExchangePage'),
    forBuild && { chunk: 'returns-exchange' },
  ),
  content(
    '/cancellation-refund',
    () => import(/* webpackChunkName: "cancellation-refund" */ '../../features/content/policies/CancellationRefundPage'),
    forBuild && { chunk: 'cancellation-refund' },
  ),
  content(
    '/shipping-policy',
    () => import(/* webpackChunkName: "shipping-policy" */ '../../features/content/policies/ShippingPolicyPage'),
    forBuild && { chunk: 'shipping-policy' },
  ),
  savedData(
    '/your-data',
    () => import(/* webpackChunkName: "your-data" */ '../../features/privacy/YourDataPage'),
    'Your data',
    forBuild && { chunk: 'your-data' },
  ),
  content(
    '*',
    () => import(/* webpackChunkName: "not-found" */ '../layout/NotFoundPage'),
    forBuild && { chunk: 'not-found', pages: 'not-found' },
  ),
];

export const redirects: readonly RedirectEntry[] = [{ from: '/quote', to: '/request-quote', status: 301 }];

/**
 * Chunk groups of the layout every page shows: the footer is in every page's
 * HTML and hydrates when scrolled to; a shell's heading and busy area come
 * with `stored-data`.
 */
export const LAYOUT_BELOW_THE_FOLD = ['footer'] as const;
export const SHELL_CHUNK = 'stored-data';

/** The chunk groups whose styles a page needs at first paint, and which of them it fetches code for at once. */
export function pageChunks(route: RouteEntry): { styles: string[]; code: string[] } {
  const { chunk, parts = [], belowTheFold = [] } = buildFactsOf(route);
  const screen = [...(route.savedData ? [SHELL_CHUNK] : []), chunk, ...parts];
  const later = [...belowTheFold, ...LAYOUT_BELOW_THE_FOLD];
  // A shell shows no screen until the lists are read, so only its own styles are in the page.
  const styles = route.savedData ? [SHELL_CHUNK, ...LAYOUT_BELOW_THE_FOLD] : [...screen, ...later];
  return { styles, code: screen };
}

/** The largest picture of a page of `route` at `params`, or undefined. */
export function largestPictureOf(route: RouteEntry, params: Record<string, string> = {}): string | undefined {
  return buildFactsOf(route).largestPicture?.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
}
