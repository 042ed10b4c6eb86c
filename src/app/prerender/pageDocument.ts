import { products } from '../../features/catalogue';
import { site } from '../../shared/site';
import { FETCH_LATER_MEDIA, FETCHED_AFTER_FIRST_PAINT, STARTS_AFTER_FIRST_PAINT } from '../../shared/hydrationMarks';
import { pageTitleId } from '../../shared/pageTitleId';
import { EARLY_RULES } from '../../shared/formRules';
import type { PrerenderedPage } from './pages';
import type { RenderedPage } from './renderPage';
import { localBusinessData, productData } from './structuredData';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: nothing in it may close the element. */
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** The picture link previews show: the product's first, else the home page's first slide. */
const previewImage = (path: string) => {
  const product = /^\/product\/(\d+)$/.exec(path);
  const found = product ? products.find((entry) => String(entry.id) === product[1]) : undefined;
  return { product: found, image: found?.images[0] ?? 'images/hero/1.svg' };
};

/** The head tags of one page: description, canonical link, Open Graph, Twitter card, structured data. */
export function headTags(page: PrerenderedPage, rendered: RenderedPage, origin: string): string {
  const absolute = (path: string) => `${origin}/${path.replace(/^\//, '')}`;
  const url = page.path === '/' ? `${origin}/` : absolute(page.path);
  const { product, image } = previewImage(page.path);
  const { title, description } = rendered.head;
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    page.indexed ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '<meta name="robots" content="noindex" />',
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:type" content="${product ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:image" content="${escapeHtml(absolute(image))}" />`,
    ...(page.indexed ? [`<meta property="og:url" content="${escapeHtml(url)}" />`] : []),
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(absolute(image))}" />`,
  ];
  if (product) tags.push(jsonLd(productData(product, url, absolute)));
  if (page.path === '/' || page.path === '/contact-us') tags.push(jsonLd(localBusinessData(`${origin}/`, absolute(image))));
  return tags.join('\n    ');
}

/** A stylesheet of the client build: its address and its text. */
export interface PageStyle {
  href: string;
  css: string;
}

/**
 * The page's styles in its head, as `<style>` elements: no request stands
 * between the HTML and the first paint. `data-href` tells the client's chunk
 * loader (mini-css-extract-plugin) that the file is already in the page.
 */
const inlineStyles = (styles: PageStyle[]) =>
  styles.map(({ href, css }) => {
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be put inline: it contains </style`);
    return `<style data-href="${escapeHtml(href)}">${css}</style>`;
  });

/** A file the page asks for at once, before its scripts need it. */
export interface PagePreload {
  href: string;
  as: 'image' | 'script';
}

/**
 * The page's preload tags, written at build time from the route manifest: the
 * largest picture first and at high priority (it is the largest paint), then
 * the screen's code at low priority. The screen's chunks are asked for once
 * the first screen is shown (their media query is switched then, see
 * FETCHED_AFTER_FIRST_PAINT), when the main script starts: until then the
 * line carries the page, its picture and the main script, which every control
 * needs first; the chunks arrive while the main script runs. Webpack's chunks
 * are classic scripts, hence `preload`, not `modulepreload`.
 */
const preloadTags = (preloads: PagePreload[]) =>
  preloads.map(({ href, as }) =>
    as === 'image'
      ? `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high" />`
      : `<link rel="preload" as="script" href="${escapeHtml(href)}" fetchpriority="low" media="${FETCH_LATER_MEDIA}" ${FETCHED_AFTER_FIRST_PAINT} />`,
  );

/**
 * The template's deferred scripts, as preloads that src/app/earlyEvents/startAfterFirstPaint.ts
 * runs once the first screen is painted: fetched at once, at the same (low)
 * priority a deferred script has, but never run ahead of the largest picture.
 */
const startAfterFirstPaint = (html: string, file: string) => {
  // `<script defer src=…>` minified, `<script defer="defer" src="…">` not.
  const deferred = /<script\b[^>]*\bdefer\b[^>]*\bsrc="?([^\s">]+)"?[^>]*><\/script>/g;
  let found = false;
  const written = html.replace(deferred, (_, src: string) => {
    found = true;
    return `<link rel="preload" as="script" href="${escapeHtml(src)}" fetchpriority="low" ${STARTS_AFTER_FIRST_PAINT} />`;
  });
  if (!found) throw new Error(`index.html has no deferred script: cannot write ${file}`);
  return written;
};

/**
 * The page's file: the build's index.html with this page's head, its styles
 * and the prerendered markup in the mount element (which the browser then
 * hydrates).
 */
export function pageDocument(
  template: string,
  page: PrerenderedPage,
  rendered: RenderedPage,
  options: { origin: string; styles: PageStyle[]; preloads: PagePreload[] },
): string {
  const root = '<div id="root" class="stone-shop">';
  const replaced = (text: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(text)) throw new Error(`index.html has no ${pattern}: cannot write ${page.file}`);
    return text.replace(pattern, () => replacement);
  };
  let html = template;
  html = replaced(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.head.title)}</title>`);
  html = replaced(html, /<meta name="?description"?[^>]*>/, headTags(page, rendered, options.origin));
  // The template links the main stylesheet; the page has it inline with the rest.
  html = html.replace(/<link href="?[^\s">]+\.css"? rel="?stylesheet"?\s*\/?>/g, '');
  // Before the main script's tag, so the picture is asked for first. The first paint waits for the
  // page's h1, after the whole header (see pageTitleId.ts); browsers without rel="expect" ignore the tag.
  const expectTitle = `<link rel="expect" href="#${pageTitleId}" blocking="render" />`;
  const tags = [expectTitle, ...preloadTags(options.preloads)];
  html = replaced(html, /<script\b/, `${tags.join('')}<script`);
  html = startAfterFirstPaint(html, page.file);
  html = replaced(html, /<\/head>/, `  ${inlineStyles(options.styles).join('\n    ')}\n  </head>`);
  html = replaced(html, /<div id="?root"?><\/div>/, `${root}${rendered.body}</div>`);
  // The early answer of forms (src/app/earlyEvents/earlyForms.ts) stays only where a form has rules for it.
  if (!rendered.body.includes(EARLY_RULES)) html = html.replace(/<script data-early-forms>[\s\S]*?<\/script>/, '');
  // Only the shells need the script to show anything; the other pages read fine without it.
  if (!page.shell) html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  return html;
}
