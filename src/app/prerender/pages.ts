import { products } from '../../features/catalogue';
import { paths } from '../../shared/paths';

/** A page the build writes as HTML. */
export interface PrerenderedPage {
  /** The address it answers: `/*` ends one that answers every id, `*` is the not-found page. */
  path: string;
  /** The file under dist/ (also what the server and the service worker serve for `path`). */
  file: string;
  /** A shell: a screen of the visitor's saved data, prerendered as its heading only. */
  shell?: boolean;
  /** Listed in sitemap.xml (not the shells and not the not-found pages). */
  indexed: boolean;
  /** Answered with status 404. */
  notFound?: boolean;
}

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
const content = (path: string): PrerenderedPage => ({ path, file: fileOf(path), indexed: true });
const shell = (path: string, file = fileOf(path)): PrerenderedPage => ({ path, file, shell: true, indexed: false });

/** Every page of the route table that the build can write ahead of the visit. */
export const prerenderedPages: PrerenderedPage[] = [
  content('/'),
  content('/shop'),
  ...products.map((product) => content(`/product/${product.id}`)),
  // The route shows product 1 without an id; not listed, the id's own address is the one to index.
  { path: '/product', file: 'product/index.html', indexed: false },
  content('/granite-slabs'),
  content('/marble-slabs'),
  content('/about-us'),
  content('/portfolio'),
  content('/process-quality'),
  content('/contact-us'),
  content('/request-quote'),
  ...[
    paths.privacyPolicy,
    paths.termsOfService,
    paths.termsAndConditions,
    paths.returnsExchange,
    paths.cancellationRefund,
    paths.shippingPolicy,
  ].map(content),
  shell('/cart'),
  shell('/checkout'),
  shell('/wishlist'),
  shell('/orders'),
  shell('/my-quotes'),
  shell('/order-success'),
  shell('/quote-success'),
  shell('/your-data'),
  shell('/track-order/*', 'track-order/index.html'),
  // Any other id: the product page's own "Product Not Found".
  { path: '/product/*', file: 'product/not-found.html', indexed: false, notFound: true },
  { path: '*', file: '404.html', indexed: false, notFound: true },
];
