import { products } from '../../features/catalogue';
import { buildFactsOf, largestPictureOf, routeManifest, type RouteEntry } from '../routes/routeManifest';

/** A page the build writes as HTML. */
export interface PrerenderedPage {
  /** The address it answers: `/*` ends one that answers every id, `*` is the not-found page. */
  path: string;
  /** The file under dist/ (also what the server and the service worker serve for `path`). */
  file: string;
  /** The route it belongs to (route manifest). */
  route: RouteEntry;
  /** A shell: a screen of the visitor's saved data, prerendered as its heading only. */
  shell: boolean;
  /** Listed in sitemap.xml (not the shells and not the not-found pages). */
  indexed: boolean;
  /** Answered with status 404. */
  notFound: boolean;
  /** The page's largest picture, fetched first, if it has one. */
  picture?: string;
}

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
/** The pattern's fixed part: `/track-order/:orderId` -> `/track-order`. */
const staticPart = (path: string) => path.replace(/\/:.*$/, '');

/** The pages the build writes for one route of the manifest. */
function pagesOf(route: RouteEntry): PrerenderedPage[] {
  const base = { route, shell: route.savedData, notFound: false };
  const one = (path: string, extra: Partial<PrerenderedPage> = {}): PrerenderedPage => ({
    ...base,
    path,
    file: fileOf(path),
    indexed: !route.savedData,
    picture: largestPictureOf(route),
    ...extra,
  });
  switch (buildFactsOf(route).pages ?? 'page') {
    case 'each-product': {
      const prefix = staticPart(route.path);
      return [
        ...products.map((product) =>
          one(`${prefix}/${product.id}`, { picture: largestPictureOf(route, { id: String(product.id) }) }),
        ),
        // Any other id: the screen's own "Product Not Found", rendered for an id no product has.
        one(`${prefix}/*`, { file: `${prefix.slice(1)}/not-found.html`, indexed: false, notFound: true, picture: undefined }),
      ];
    }
    case 'any-id': {
      const prefix = staticPart(route.path);
      return [one(`${prefix}/*`, { file: `${prefix.slice(1)}/index.html`, indexed: false })];
    }
    case 'alias':
    case 'unlisted':
      return [one(route.path, { indexed: false })];
    case 'not-found':
      return [one('*', { file: '404.html', indexed: false, notFound: true })];
    case 'page':
      return [one(route.path)];
  }
}

/** Every page of the route table that the build can write ahead of the visit. */
export const prerenderedPages: PrerenderedPage[] = routeManifest.flatMap(pagesOf);
