import { pageChunks, redirects } from '../routes/routeManifest';
import { pageDocument, type PagePreload } from './pageDocument';
import { prerenderedPages, type PrerenderedPage } from './pages';
import { renderPage } from './renderPage';
import { siteOrigin } from './siteOrigin';

export interface BuildManifest {
  groups: Record<string, string[]>;
}

/** The files of `groups` (and of the main entry first) with the given ending, in order, once each. */
function filesOf(groups: string[], manifest: BuildManifest, ending: string): string[] {
  const files = ['main', ...groups].flatMap((group) => {
    const listed = manifest.groups[group];
    if (!listed) throw new Error(`The build has no chunk group "${group}" (route manifest)`);
    return listed.filter((file) => file.endsWith(ending));
  });
  return [...new Set(files)];
}

/** What the page fetches before anything else: its largest picture, then its screen's code (the main script has its own tag). */
function preloadsOf(page: PrerenderedPage, manifest: BuildManifest, publicPath: string): PagePreload[] {
  const main = new Set(manifest.groups.main ?? []);
  const code = filesOf(pageChunks(page.route).code, manifest, '.js').filter((file) => !main.has(file));
  return [
    ...(page.picture ? [{ href: `${publicPath}${page.picture}`, as: 'image' as const }] : []),
    ...code.map((file) => ({ href: `${publicPath}${file}`, as: 'script' as const })),
  ];
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
  /** The delivery address the client build sends to (STONE_DELIVERY_URL), '' or absent for none: pages saying what is sent say so. */
  deliveryUrl?: string;
}

/** The table of which file answers which path: for the server and the service worker. */
export const pageTable = () =>
  prerenderedPages.map(({ path: pagePath, file, notFound }) => ({ path: pagePath, file, status: notFound ? 404 : 200 }));

/** prerendered.json: the page table and the forwards (route manifest), which every server, host configuration and the service worker serve by. */
export const pageTableFile = () => ({ pages: pageTable(), redirects });

/**
 * Every prerendered page of the client build, with robots.txt, sitemap.xml
 * and prerendered.json (see pageTableFile), as file name -> content. The client
 * build emits them as its own assets, so its service worker precaches them.
 */
export async function renderSite({ template, manifest, publicPath, readFile, deliveryUrl = '' }: ClientBuild): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const origin = siteOrigin();
  for (const page of prerenderedPages) {
    // The not-found pages and shared shells are rendered for an address of their kind.
    const url = page.path === '*' ? '/404' : page.path.replace(/\/\*$/, '/unknown');
    const rendered = await renderPage(url, deliveryUrl);
    const styles = filesOf(pageChunks(page.route).styles, manifest, '.css').map((file) => ({
      href: `${publicPath}${file}`,
      css: readFile(file),
    }));
    const preloads = preloadsOf(page, manifest, publicPath);
    files.set(page.file, pageDocument(template, page, rendered, { origin, styles, preloads }));
  }
  const indexed = prerenderedPages.filter((page) => page.indexed);
  files.set('sitemap.xml', sitemap(origin, indexed));
  files.set('robots.txt', robots(origin));
  files.set('prerendered.json', `${JSON.stringify(pageTableFile(), null, 2)}\n`);
  return files;
}
