import fs from 'node:fs';
import path from 'node:path';
import { prerenderedPages } from '../../src/app/prerender/pages';
import { buildFactsOf, largestPictureOf, pageChunks, redirects, routeManifest } from '../../src/app/routes/routeManifest';
import { routes } from '../../src/app/router';

const manifestSource = fs.readFileSync(path.join(__dirname, '../../src/app/routes/routeManifest.ts'), 'utf8');

describe('the route manifest', () => {
  it("names each screen's chunk as its lazy import does", () => {
    // Each row: the path, then the import whose comment names the chunk, then `forBuild && { chunk: ... }`.
    const rows = [...manifestSource.matchAll(/'([^']+)',?\s*\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/[^)]*\),[\s\S]*?chunk: '([^']+)'/g)];
    expect(rows.map((row) => row[1])).toEqual(routeManifest.map((route) => route.path));
    for (const [, routePath, commentChunk, factChunk] of rows) {
      expect([routePath, factChunk]).toEqual([routePath, commentChunk]);
      expect([routePath, buildFactsOf(routeManifest.find((route) => route.path === routePath)!).chunk]).toEqual([routePath, factChunk]);
    }
  });

  it('gives the router every route, the forwards and the not-found route last', () => {
    const children = routes[0]?.children ?? [];
    const routerPaths = children.map((route) => (route.index ? '/' : `/${route.path}`.replace('/*', '*')));
    expect(routerPaths).toEqual([
      ...routeManifest.filter((route) => route.path !== '*').map((route) => route.path),
      ...redirects.map((redirect) => redirect.from),
      '*',
    ]);
  });

  it('lists the spec route table', () => {
    const spec = ['/', '/shop', '/product/:id', '/cart', '/wishlist', '/orders', '/checkout', '/order-success', '/track-order/:orderId',
      '/request-quote', '/quote-success', '/my-quotes', '/about-us', '/portfolio', '/process-quality', '/contact-us', '/granite-slabs',
      '/marble-slabs', '/privacy-policy', '/terms-of-service', '/terms-and-conditions', '/returns-exchange', '/cancellation-refund',
      '/shipping-policy', '*'];
    expect(routeManifest.map((route) => route.path)).toEqual(expect.arrayContaining(spec));
    expect(redirects).toEqual([{ from: '/quote', to: '/request-quote', status: 301 }]);
  });

  it("says which chunks a page needs: a shell's own, the screen's code, the styles of what hydrates later", () => {
    const byPath = (pattern: string) => routeManifest.find((route) => route.path === pattern)!;
    expect(pageChunks(byPath('/'))).toEqual({ code: ['home'], styles: ['home', 'home-sections', 'home-featured', 'footer'] });
    expect(pageChunks(byPath('/request-quote')).code).toEqual(['request-quote', 'request-quote.form']);
    expect(pageChunks(byPath('/cart'))).toEqual({ code: ['stored-data', 'cart'], styles: ['stored-data', 'footer'] });
    expect(largestPictureOf(byPath('/product/:id'), { id: '7' })).toBe('images/products/7-1.svg');
    expect(largestPictureOf(byPath('/shop'))).toBeUndefined();
  });
});

describe('the pages the build writes from it', () => {
  it('writes every product, a shell for each saved-data screen, and the 404 pages', () => {
    const table = Object.fromEntries(prerenderedPages.map((page) => [page.path, page]));
    expect(prerenderedPages.filter((page) => /^\/product\/\d+$/.test(page.path))).toHaveLength(24);
    expect(table['/product/3']).toMatchObject({ file: 'product/3/index.html', indexed: true, picture: 'images/products/3-1.svg' });
    expect(table['/product/*']).toMatchObject({ file: 'product/not-found.html', notFound: true, indexed: false });
    expect(table['/product']).toMatchObject({ file: 'product/index.html', indexed: false });
    expect(table['/track-order/*']).toMatchObject({ file: 'track-order/index.html', shell: true, indexed: false });
    expect(table['/cart']).toMatchObject({ file: 'cart/index.html', shell: true, indexed: false });
    expect(table['*']).toMatchObject({ file: '404.html', notFound: true });
    expect(table['/']).toMatchObject({ file: 'index.html', indexed: true, picture: 'images/hero/1.svg' });
  });
});
