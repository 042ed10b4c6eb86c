/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import path from 'node:path';
import { hostingDirOf } from '../../scripts/build-output.cjs';
import { footerColumns } from '../../src/app/layout/footerLinks';
import { products } from '../../src/features/catalogue';
import { formatRupees } from '../../src/shared/money';
import { QUOTE_RULES } from '../../src/features/quotes/quoteRules';
import { CHECKOUT_RULES } from '../../src/features/checkout/validate';

/**
 * The build's HTML files as a search engine or a link preview reads them:
 * parsed with DOMParser, which runs no script.
 */

const distDir = path.resolve(__dirname, '../..', process.env.STONE_DIST ?? 'dist');

interface PageEntry {
  path: string;
  file: string;
  status: number;
}
const table = (JSON.parse(fs.readFileSync(path.join(hostingDirOf(distDir), 'prerendered.json'), 'utf8')) as { pages: PageEntry[] }).pages;

const read = (file: string) => new DOMParser().parseFromString(fs.readFileSync(path.join(distDir, file), 'utf8'), 'text/html');
const pageAt = (pagePath: string) => {
  const entry = table.find((page) => page.path === pagePath);
  if (!entry) throw new Error(`${pagePath} was not prerendered`);
  return read(entry.file);
};
const text = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim());
const meta = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content') ?? '';
const jsonLd = (document: Document) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

/** Every route of the issue that does not depend on saved data. */
const CONTENT_ROUTES = [
  '/', '/shop', ...products.map((product) => `/product/${product.id}`), '/granite-slabs', '/marble-slabs', '/about-us',
  '/portfolio', '/process-quality', '/contact-us', '/request-quote', '/privacy-policy', '/terms-of-service',
  '/terms-and-conditions', '/returns-exchange', '/cancellation-refund', '/shipping-policy',
];
/** Prerendered as its form (its Place Order answers before the code has come), but kept out of the sitemap. */
const UNLISTED_ROUTES = ['/checkout'];
const SHELL_ROUTES = ['/cart', '/wishlist', '/orders', '/my-quotes', '/track-order/*', '/order-success', '/quote-success'];

describe('the prerendered HTML, read without running scripts', () => {
  it("carries the quote form's and the checkout's first checks, from the tables their validate runs, and the early answer only where a form has them", () => {
    const forms = ['/checkout', '/request-quote'];
    const withRules = table.filter((page) => read(page.file).querySelector('form[data-early-rules]'));
    expect(withRules.map((page) => page.path).sort()).toEqual(forms);
    const quote = pageAt('/request-quote');
    expect(JSON.parse(quote.querySelector('main form')?.getAttribute('data-early-rules') ?? 'null')).toEqual(QUOTE_RULES);
    const checkout = pageAt('/checkout');
    expect(JSON.parse(checkout.querySelector('main form')?.getAttribute('data-early-rules') ?? 'null')).toEqual(CHECKOUT_RULES);
    for (const page of table) {
      const early = read(page.file).querySelectorAll('head script[data-early-forms]');
      expect([page.path, early.length]).toEqual([page.path, forms.includes(page.path) ? 1 : 0]);
    }
  });

  it('prerenders the checkout as its form, with the summary waiting for the cart: no line, no total, no empty-cart message', () => {
    const checkout = pageAt('/checkout');
    expect(text(checkout, 'main h1')).toEqual(['Checkout']);
    const fields = [...checkout.querySelectorAll('main form input[name]')].map((field) => field.getAttribute('name'));
    expect(fields).toEqual(expect.arrayContaining(['fullName', 'address', 'city', 'state', 'pincode', 'phone', 'paymentMethod', 'cardNumber']));
    expect(checkout.querySelector('main form button[type="submit"]')?.textContent).toBe('Place Order');
    const summary = checkout.querySelector('main form section[aria-labelledby="checkout-summary-title"]')!;
    expect(summary.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(summary.textContent).not.toMatch(/₹|Total/);
    expect(checkout.body.textContent).not.toContain('Your Cart is Empty');
  });

  it('has a page for every content route, a shell for every saved-data route and a not-found page', () => {
    const prerendered = table.map((page) => page.path);
    expect(prerendered).toEqual(expect.arrayContaining([...CONTENT_ROUTES, ...UNLISTED_ROUTES, ...SHELL_ROUTES, '*']));
    expect(table.find((page) => page.path === '*')?.status).toBe(404);
  });

  it('holds /product/3 with its name, both prices, its description and a valid JSON-LD Product', () => {
    const product = products.find((entry) => entry.id === 3)!;
    const document = pageAt('/product/3');
    const main = document.querySelector('main')!;
    expect(text(document, 'main h1')).toEqual([product.name]);
    expect(main.textContent).toContain(formatRupees(product.pricing.small));
    expect(main.textContent).toContain(formatRupees(product.pricing.big));
    expect(main.textContent).toContain(product.description);

    const [data] = jsonLd(document).filter((entry) => entry['@type'] === 'Product');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      description: product.description,
    });
    expect((data!.image as string[])[0]).toMatch(new RegExp(`^https?://[^/]+/images/products/3-1\\.svg$`));
    const offers = data!.offers as Array<{ price: number; priceCurrency: string; priceSpecification: { unitText: string } }>;
    expect(offers.map((offer) => [offer.price, offer.priceCurrency, offer.priceSpecification.unitText])).toEqual([
      [product.pricing.small, 'INR', 'per CBM'],
      [product.pricing.big, 'INR', 'per CBM'],
    ]);
  });

  it('holds every section heading of / and the footer with its four link groups', () => {
    const document = pageAt('/');
    expect(text(document, 'main h2')).toEqual(
      expect.arrayContaining(['Three Decades of Stone, from Quarry to Site', 'Featured Granites', 'How We Work', 'Get in Touch']),
    );
    expect(text(document, 'main h3')).toEqual(expect.arrayContaining(['Business Hours', 'Send an Enquiry']));
    const footer = document.querySelector('footer')!;
    const groups = [...footer.querySelectorAll('nav')].map((nav) => nav.getAttribute('aria-label'));
    expect(groups).toEqual(footerColumns.map((column) => column.title));
    for (const column of footerColumns) {
      const links = [...footer.querySelectorAll(`nav[aria-label="${column.title}"] a`)].map((link) => link.getAttribute('href'));
      expect(links).toEqual(column.links.map((link) => link.to));
    }
  });

  it('puts JSON-LD LocalBusiness with the address in Pakala, Chittoor on / and /contact-us', () => {
    for (const route of ['/', '/contact-us']) {
      const business = jsonLd(pageAt(route)).find((entry) => entry['@type'] === 'LocalBusiness');
      expect(JSON.stringify(business?.address)).toMatch(/Pakala, Chittoor/);
    }
  });

  it('gives every prerendered route a distinct title and description, a canonical link and preview tags', () => {
    const heads = CONTENT_ROUTES.map((route) => {
      const document = pageAt(route);
      return {
        route,
        title: document.title,
        description: meta(document, 'meta[name="description"]'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
        preview: ['og:title', 'og:description', 'og:image'].map((name) => meta(document, `meta[property="${name}"]`)),
        card: ['twitter:title', 'twitter:description', 'twitter:image'].map((name) => meta(document, `meta[name="${name}"]`)),
      };
    });
    for (const head of heads) {
      expect(head.canonical).toMatch(new RegExp(`^https?://[^/]+${head.route === '/' ? '/' : head.route}$`));
      expect(head.preview.every(Boolean)).toBe(true);
      expect(head.card).toEqual(head.preview);
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length);
  });

  it('lists every prerendered content route in sitemap.xml, under the origin robots.txt names', () => {
    const sitemap = fs.readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!));
    expect(listed.map((url) => url.pathname).sort()).toEqual([...CONTENT_ROUTES].sort());
    const robots = fs.readFileSync(path.join(distDir, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${listed[0]!.origin}/sitemap.xml`);
  });

  it('shows the shell of a saved-data route without any empty-list message', () => {
    const document = pageAt('/cart');
    expect(text(document, 'main h1')).toEqual(['Shopping Cart']);
    expect(document.body.textContent).not.toContain('Your Cart is Empty');
    expect(document.querySelector('footer')).not.toBeNull();
  });

  it('confirms nothing on the shells of the success pages: only the saved lists can say whether an order or quote exists', () => {
    for (const [route, heading] of [
      ['/order-success', 'Your Order'],
      ['/quote-success', 'Your Quote Request'],
    ] as const) {
      const document = pageAt(route);
      expect([route, text(document, 'main h1')]).toEqual([route, [heading]]);
      expect([route, `${document.title} ${document.body.textContent}`]).not.toEqual([route, expect.stringMatching(/Success|Submitted|Placed|UNKNOWN/)]);
    }
  });

  it("holds the first paint of every page until its h1 is there, after the whole header", () => {
    for (const entry of table) {
      const document = read(entry.file);
      const expected = [...document.querySelectorAll('head link[rel="expect"][blocking="render"]')].map((link) =>
        link.getAttribute('href'),
      );
      expect([entry.path, expected]).toEqual([entry.path, ['#page-title']]);
      const title = document.getElementById('page-title');
      const header = document.querySelector('body header');
      expect([entry.path, title?.tagName, title?.closest('main') !== null]).toEqual([entry.path, 'H1', true]);
      expect([entry.path, header!.compareDocumentPosition(title!) & Node.DOCUMENT_POSITION_FOLLOWING]).toEqual([
        entry.path,
        Node.DOCUMENT_POSITION_FOLLOWING,
      ]);
    }
  });

  it('asks for the main script at once on every page but leaves running it to the inline start (after the first paint)', () => {
    const app = read('app.html');
    const main = app.querySelector('script[defer][src]')?.getAttribute('src');
    expect(main).toMatch(/^\/main\.[0-9a-f]+\.js$/);
    for (const entry of table) {
      const document = read(entry.file);
      const scripts = [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
      const started = [...document.querySelectorAll('head link[rel="preload"][as="script"][data-starts-after-first-paint]')].map(
        (link) => link.getAttribute('href'),
      );
      expect([entry.path, scripts, started]).toEqual([entry.path, [], [main]]);
    }
  });

  it("declares the screen's chunks as preloads that match no media until the inline start switches them on", () => {
    let chunks = 0;
    for (const entry of table) {
      const preloads = [...read(entry.file).querySelectorAll('head link[rel="preload"][as="script"]')];
      for (const link of preloads.filter((preload) => !preload.hasAttribute('data-starts-after-first-paint'))) {
        chunks += 1;
        expect([entry.path, link.getAttribute('href'), link.getAttribute('media'), link.hasAttribute('data-fetched-after-first-paint')]).toEqual([
          entry.path,
          expect.stringMatching(/^\/chunks\/[0-9a-f]+\.js$/),
          'not all',
          true,
        ]);
      }
    }
    // Most screens have chunks of their own: the check above is not empty.
    expect(chunks).toBeGreaterThan(table.length);
  });
});
