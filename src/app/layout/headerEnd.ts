/**
 * The id of the header's last element, the menu button. A prerendered page
 * holds its first paint until that element is in the document
 * (`<link rel="expect" blocking="render">`, written by pageDocument.ts). On a
 * slow line the browser otherwise painted half a header: the bar laid out with
 * some of its icons and jumped left when the rest arrived. Chrome lifts the
 * block once the element is inserted, the spec once it is parsed whole; for
 * the header's last element both mean the bar is complete.
 */
export const headerEndId = 'open-menu';
