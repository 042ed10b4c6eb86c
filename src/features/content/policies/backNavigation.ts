/**
 * React Router's browser history stores its own entry index in
 * `history.state.idx`: above 0 means the visitor came here from another page
 * of the shop, so "Back" can step back. Arriving directly (a bookmark, a link
 * from elsewhere, a new tab) leaves nothing in-app to go back to.
 */
export function hasInAppHistory(historyState: unknown): boolean {
  if (typeof historyState !== 'object' || historyState === null) return false;
  const { idx } = historyState as { idx?: unknown };
  return typeof idx === 'number' && idx > 0;
}
