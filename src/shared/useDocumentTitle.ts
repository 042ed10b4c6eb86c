import { useContext, useEffect } from 'react';
import { ShopHostContext } from './shopHost';
import { site } from './site';

/** The tab title of a screen titled `title` ('' for the home page). */
export const fullTitle = (title: string) => (title ? `${title} | ${site.shortName}` : site.name);

/**
 * Every screen names itself in the browser tab and, when it can, describes
 * itself for search and link previews, unless an embedding host keeps its own
 * title. The build's prerenderer swaps this module for one that collects both
 * into the page's head (src/app/prerender/headCollector.ts).
 */
export function useDocumentTitle(title: string, description?: string) {
  const host = useContext(ShopHostContext);
  useEffect(() => {
    if (host && !host.setsTitle) return;
    document.title = fullTitle(title);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, host]);
}
