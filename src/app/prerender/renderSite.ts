import { REDIRECTS } from '../../../scripts/serving-rules.cjs';
import { pageDocument } from './pageDocument';
import { prerenderedPages, type PrerenderedPage } from './pages';
import { renderPage } from './renderPage';
import { siteOrigin } from './siteOrigin';

export interface BuildManifest {
  groups: Record<string, string[]>;
}

/**
 * The chunk groups whose styles a page needs at first paint: its screen's
 * (named after the first path segment, 'home' for /, with its `<name>.<part>`
 * pieces), the footer's, and on / the sections below the hero. Shells show
 * no screen yet: theirs is the shell's own (shared/ui/StoredDataGate.tsx).
 */
function chunkGroupsOf(page: PrerenderedPage): string[] {
  if (page.shell) return ['stored-data', 'footer'];
  const screen = page.path === '*' ? 'not-found' : page.path.split('/')[1] || 'home';
  const extra = page.path === '/' ? ['home-sections', 'home-featured'] : [];
  return [screen, ...extra, 'footer'];
}

/** The page's stylesheets in cascade order (the main one first), as file names of the client build. */
function stylesheetsOf(page: PrerenderedPage, manifest: BuildManifest): string[] {
  const wanted = chunkGroupsOf(page);
  const main = (manifest.groups.main ?? []).filter((file) => file.endsWith('.css'));
  const files = Object.entries(manifest.groups)
    .filter(([name]) => wanted.some((group) => name === group || name.startsWith(`${group}.`)))
    .flatMap(([, groupFiles]) => groupFiles)
    .filter((file) => file.endsWith('.css'));
  return [...new Set([...main, ...files])];
}

const sitemap = (origin: string, pages: PrerenderedPage[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((page) => `  <url><loc>${origin}${page.path === '/' ? '/' : page.path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

const robots = (origin: string) => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

/** What the client build has made when its pages are rendered: index.html's template and its chunk groups. */
export interface ClientBuild {
  /** The client build's index.html before any page went into it. */
  template: string;
  manifest: BuildManifest;
  publicPath: string;
  /** The text of one of the client build's files. */
  readFile(name: string): string;
}

/** The table of which file answers which path: for the server and the service worker. */
export const pageTable = () =>
  prerenderedPages.map(({ path: pagePath, file, notFound }) => ({ path: pagePath, file, status: notFound ? 404 : 200 }));

/** prerendered.json: the page table and the forwards, which every server, host configuration and the service worker serve by. */
export const pageTableFile = () => ({ pages: pageTable(), redirects: REDIRECTS });

/**
 * Every prerendered page of the client build, with robots.txt, sitemap.xml
 * and prerendered.json (see pageTableFile), as file name -> content. The client
 * build emits them as its own assets, so its service worker precaches them.
 */
export async function renderSite({ template, manifest, publicPath, readFile }: ClientBuild): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const origin = siteOrigin();
  for (const page of prerenderedPages) {
    // The not-found pages and shared shells are rendered for an address of their kind.
    const url = page.path === '*' ? '/404' : page.path.replace(/\/\*$/, '/unknown');
    const rendered = await renderPage(url);
    const styles = stylesheetsOf(page, manifest).map((file) => ({ href: `${publicPath}${file}`, css: readFile(file) }));
    files.set(page.file, pageDocument(template, page, rendered, { origin, styles }));
  }
  const indexed = prerenderedPages.filter((page) => page.indexed);
  files.set('sitemap.xml', sitemap(origin, indexed));
  files.set('robots.txt', robots(origin));
  files.set('prerendered.json', `${JSON.stringify(pageTableFile(), null, 2)}\n`);
  return files;
}
