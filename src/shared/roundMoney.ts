/**
 * Rounds to two decimals the way totals are stored (avoids 0.1 + 0.2 drift).
 * Apart from the formatting in money.ts: the cart's reducer needs this in the
 * first download, the rupee formatting only the screens that show prices.
 */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
