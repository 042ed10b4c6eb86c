/** What Tab stops at (the shop sets no positive tabindex, so document order is Tab's order). */
export const TAB_STOPS =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * For a keydown in or around `root`: keeps Tab going round its stops, from
 * the last on to the first and (with Shift) from the first back to the last;
 * from `root` itself or from outside it, Tab goes to the first and Shift+Tab
 * to the last; with no stops, Tab stays put. A key already handled (default
 * prevented) is left alone.
 */
export function keepTabInside(event: KeyboardEvent, root: Element) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const stops = root.querySelectorAll<HTMLElement>(TAB_STOPS);
  const from = event.target as Node;
  const onward = stops[event.shiftKey ? stops.length - 1 : 0];
  const edge = stops[event.shiftKey ? 0 : stops.length - 1];
  if (!onward || from === edge || from === root || !root.contains(from)) {
    event.preventDefault();
    onward?.focus();
  }
}

/**
 * A keydown listener for a page (src/app/earlyEvents/contract.ts) or an
 * embedded shop's root: Tab stays inside an open native `<dialog>` (the
 * small-screen menu), where the browser would take it on to its own toolbar
 * after the last control.
 */
export function keepTabInOpenDialog(event: KeyboardEvent) {
  const dialog = event.target instanceof Element ? event.target.closest('dialog') : null;
  if (dialog?.open) keepTabInside(event, dialog);
}
