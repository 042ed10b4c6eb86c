/**
 * The id of a screen's h1. A prerendered page holds its first paint until
 * that heading is in the document (`<link rel="expect" blocking="render">`,
 * written by src/app/prerender/pageDocument.ts), so the header and the page's
 * title are painted together. On a slow line the browser otherwise painted
 * whatever had arrived: half a header, whose bar jumped left when its last
 * icons came (a layout shift), or a header over an empty page. Chrome lifts
 * the block once the element is inserted, the spec once it is parsed whole;
 * the h1 comes after the whole header either way.
 */
export const pageTitleId = 'page-title';
