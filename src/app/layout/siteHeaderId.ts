/**
 * The header's id. A prerendered page holds its first paint until the header
 * is whole (`<link rel="expect" blocking="render">`, written by
 * pageDocument.ts): painted while the parser was still inside it on a slow
 * line, the bar laid out with some of its icons and jumped left when the rest
 * arrived, a layout shift before any script had run.
 */
export const siteHeaderId = 'site-header';
