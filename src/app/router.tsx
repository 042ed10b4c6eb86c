import { Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { preloadable } from '../shared/ui/preloadable';
import { Layout } from './layout/Layout';
import { ScreenErrorBoundary } from './layout/ScreenErrorBoundary';
import { paths } from '../shared/paths';

/** What `page()` keeps on each route so the screen's code can be fetched before the first render. */
interface PageHandle {
  preload(): Promise<void>;
}

/**
 * Each screen is its own chunk, fetched when its route is first visited.
 * Chunk names follow the route's first path segment ('home' for /), so the
 * build manifest reads like the route table; the two confirmations share
 * their form's chunk.
 * Declarative routes (useRoutes) rather than the data router: the data
 * router's code alone would cost about 17 KB gzipped on every first visit,
 * and the shop loads no route data.
 */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'element' | 'handle'> => {
  const { Component, preload } = preloadable(load);
  const handle: PageHandle = { preload };
  return { element: <Component />, handle };
};

/**
 * A screen of the visitor's saved data: prerendered as its shell titled
 * `title` (shared/ui/StoredDataGate.tsx), which comes with the screen's code to
 * keep it out of the first download of every other page.
 */
const storedDataPage = (title: string, load: () => Promise<{ default: ComponentType }>) =>
  page(() =>
    Promise.all([import(/* webpackChunkName: "stored-data" */ '../shared/ui/StoredDataGate'), load()]).then(
      ([gate, screen]) => ({ default: gate.withShell(title, screen.default) }),
    ),
  );

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, ...page(() => import(/* webpackChunkName: "home" */ '../features/home/HomePage')) },
      { path: 'shop', ...page(() => import(/* webpackChunkName: "shop" */ '../features/catalogue/ShopPage')) },
      { path: 'product', ...page(() => import(/* webpackChunkName: "product" */ '../features/catalogue/ProductPage')) },
      { path: 'product/:id', ...page(() => import(/* webpackChunkName: "product" */ '../features/catalogue/ProductPage')) },
      { path: 'cart', ...storedDataPage('Shopping Cart', () => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage')) },
      { path: 'wishlist', ...storedDataPage('My Wishlist', () => import(/* webpackChunkName: "wishlist" */ '../features/wishlist/WishlistPage')) },
      { path: 'orders', ...storedDataPage('My Orders', () => import(/* webpackChunkName: "orders" */ '../features/orders/OrdersPage')) },
      { path: 'checkout', ...storedDataPage('Checkout', () => import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutPage')) },
      {
        path: 'order-success',
        // In the checkout's chunk: a confirmation must show even if the connection dropped while paying.
        ...storedDataPage('Order Placed Successfully!', () => import(/* webpackChunkName: "checkout" */ '../features/checkout/OrderSuccessPage')),
      },
      {
        path: 'track-order/:orderId',
        ...storedDataPage('Track Order', () => import(/* webpackChunkName: "track-order" */ '../features/orders/TrackOrderPage')),
      },
      {
        path: 'request-quote',
        ...page(() => import(/* webpackChunkName: "request-quote" */ '../features/quotes/RequestQuotePage')),
      },
      // An older reading of the spec names /quote; keep the query (pre-fill) when forwarding.
      { path: 'quote', element: <QuoteRedirect /> },
      {
        path: 'quote-success',
        // Fetched with the form, for the same reason as the order confirmation.
        ...storedDataPage('Quote Request Submitted!', () => import(/* webpackChunkName: "request-quote.form" */ '../features/quotes/QuoteSuccessPage')),
      },
      { path: 'my-quotes', ...storedDataPage('My Quotes', () => import(/* webpackChunkName: "my-quotes" */ '../features/quotes/MyQuotesPage')) },
      { path: 'about-us', ...page(() => import(/* webpackChunkName: "about-us" */ '../features/content/AboutPage')) },
      { path: 'portfolio', ...page(() => import(/* webpackChunkName: "portfolio" */ '../features/content/PortfolioPage')) },
      {
        path: 'process-quality',
        ...page(() => import(/* webpackChunkName: "process-quality" */ '../features/content/ProcessQualityPage')),
      },
      { path: 'contact-us', ...page(() => import(/* webpackChunkName: "contact-us" */ '../features/content/ContactPage')) },
      {
        path: 'granite-slabs',
        ...page(() => import(/* webpackChunkName: "granite-slabs" */ '../features/content/GraniteSlabsPage')),
      },
      {
        path: 'marble-slabs',
        ...page(() => import(/* webpackChunkName: "marble-slabs" */ '../features/content/MarbleSlabsPage')),
      },
      {
        path: 'privacy-policy',
        ...page(() => import(/* webpackChunkName: "privacy-policy" */ '../features/content/policies/PrivacyPolicyPage')),
      },
      {
        path: 'terms-of-service',
        ...page(() => import(/* webpackChunkName: "terms-of-service" */ '../features/content/policies/TermsOfServicePage')),
      },
      {
        path: 'terms-and-conditions',
        ...page(() => import(/* webpackChunkName: "terms-and-conditions" */ '../features/content/policies/TermsAndConditionsPage')),
      },
      {
        path: 'returns-exchange',
        ...page(() => import(/* webpackChunkName: "returns-exchange" */ '../features/content/policies/ReturnsExchangePage')),
      },
      {
        path: 'cancellation-refund',
        ...page(() => import(/* webpackChunkName: "cancellation-refund" */ '../features/content/policies/CancellationRefundPage')),
      },
      {
        path: 'shipping-policy',
        ...page(() => import(/* webpackChunkName: "shipping-policy" */ '../features/content/policies/ShippingPolicyPage')),
      },
      { path: 'your-data', ...storedDataPage('Your data', () => import(/* webpackChunkName: "your-data" */ '../features/privacy/YourDataPage')) },
      { path: '*', ...page(() => import(/* webpackChunkName: "not-found" */ './layout/NotFoundPage')) },
    ],
  },
];

function QuoteRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.requestQuote, search }} replace />;
}

/**
 * Fetches the code of the screen at `pathname` (under `basename`), so the
 * first render can show it at once instead of an empty page that fills in
 * a moment later. Never rejects: a screen that fails to load shows its error
 * when it renders.
 */
export async function preloadScreen(pathname: string, basename = '/'): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload().catch(() => undefined)));
}

/** The whole route table, rendered inside whichever router the caller chose. */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  // The last line of defence, should the layout itself fail; screens have their own inside it.
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>{element}</Suspense>
    </ScreenErrorBoundary>
  );
}
