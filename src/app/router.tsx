import { Navigate, createBrowserRouter, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RouteError } from './layout/RouteError';
import { paths } from './paths';

type PageModule = { default: React.ComponentType };

/** Each screen is its own chunk, fetched when its route is first visited. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import(/* webpackChunkName: "home" */ '../features/home/HomePage')) },
      { path: 'shop', ...page(() => import(/* webpackChunkName: "shop" */ '../features/catalogue/ShopPage')) },
      { path: 'product', ...page(() => import(/* webpackChunkName: "product" */ '../features/catalogue/ProductPage')) },
      { path: 'product/:id', ...page(() => import(/* webpackChunkName: "product" */ '../features/catalogue/ProductPage')) },
      { path: 'cart', ...page(() => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage')) },
      { path: 'wishlist', ...page(() => import(/* webpackChunkName: "wishlist" */ '../features/wishlist/WishlistPage')) },
      { path: 'orders', ...page(() => import(/* webpackChunkName: "orders" */ '../features/orders/OrdersPage')) },
      { path: 'checkout', ...page(() => import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutPage')) },
      {
        path: 'order-success',
        ...page(() => import(/* webpackChunkName: "order-success" */ '../features/checkout/OrderSuccessPage')),
      },
      {
        path: 'track-order/:orderId',
        ...page(() => import(/* webpackChunkName: "track-order" */ '../features/orders/TrackOrderPage')),
      },
      {
        path: 'request-quote',
        ...page(() => import(/* webpackChunkName: "request-quote" */ '../features/quotes/RequestQuotePage')),
      },
      // An older reading of the spec names /quote; keep the query (pre-fill) when forwarding.
      { path: 'quote', Component: QuoteRedirect },
      {
        path: 'quote-success',
        ...page(() => import(/* webpackChunkName: "quote-success" */ '../features/quotes/QuoteSuccessPage')),
      },
      { path: 'my-quotes', ...page(() => import(/* webpackChunkName: "my-quotes" */ '../features/quotes/MyQuotesPage')) },
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
        ...page(() => import(/* webpackChunkName: "policy-privacy" */ '../features/content/policies/PrivacyPolicyPage')),
      },
      {
        path: 'terms-of-service',
        ...page(() => import(/* webpackChunkName: "policy-tos" */ '../features/content/policies/TermsOfServicePage')),
      },
      {
        path: 'terms-and-conditions',
        ...page(() => import(/* webpackChunkName: "policy-tc" */ '../features/content/policies/TermsAndConditionsPage')),
      },
      {
        path: 'returns-exchange',
        ...page(() => import(/* webpackChunkName: "policy-returns" */ '../features/content/policies/ReturnsExchangePage')),
      },
      {
        path: 'cancellation-refund',
        ...page(() => import(/* webpackChunkName: "policy-cancel" */ '../features/content/policies/CancellationRefundPage')),
      },
      {
        path: 'shipping-policy',
        ...page(() => import(/* webpackChunkName: "policy-shipping" */ '../features/content/policies/ShippingPolicyPage')),
      },
      { path: '*', ...page(() => import(/* webpackChunkName: "not-found" */ './layout/NotFoundPage')) },
    ],
  },
];

function QuoteRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.requestQuote, search }} replace />;
}

export interface RouterOptions {
  /** Where the shop lives on the host site, e.g. '/stones'. */
  basename?: string;
  /** Memory history (tests, or a host that owns the address bar). */
  memory?: { initialEntries: string[] };
}

export function makeRouter({ basename, memory }: RouterOptions = {}) {
  if (memory) return createMemoryRouter(routes, { basename, initialEntries: memory.initialEntries });
  return createBrowserRouter(routes, { basename });
}

export type AppRouter = ReturnType<typeof makeRouter>;
