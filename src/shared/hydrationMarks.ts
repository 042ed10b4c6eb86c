/**
 * The attributes the early event contract (src/app/earlyEvents/contract.ts)
 * and the app share. Plain strings only: the contract is inlined into every
 * page, so nothing else may come with it.
 */

/** On a part of the page whose code is not live yet; removed once React has committed it. */
export const AWAITING_CODE = 'data-hydrating';

/** On `html` when the address has a query: parts that follow it wait, hidden, until they are live. */
export const FOLLOWS_QUERY_MARK = 'data-early-query';

/** On the head's preload of a script that src/app/earlyEvents/startAfterFirstPaint.ts runs once the first screen is painted. */
export const STARTS_AFTER_FIRST_PAINT = 'data-starts-after-first-paint';

/**
 * On the head's preloads of the screen's chunks: written with a media query
 * that matches nothing (`FETCH_LATER_MEDIA`), so the browser asks for them
 * only when the same inline start switches it to `all`, just before it runs
 * the main script. A browser that does not fetch a preload whose media comes
 * to match still gets the chunks: webpack's loader asks for them when the
 * main script needs them, a round trip later.
 */
export const FETCHED_AFTER_FIRST_PAINT = 'data-fetched-after-first-paint';
export const FETCH_LATER_MEDIA = 'not all';
