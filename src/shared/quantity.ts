/** The most pieces of one stone and size in the cart; larger orders go through a quote. */
export const MAX_QUANTITY = 9999;

/** Quantities typed by a visitor: whole, at least 1 (1 for anything non-numeric, docs/product.md), at most MAX_QUANTITY. */
export function normaliseQuantity(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10);
  if (!Number.isFinite(parsed) || parsed < 1) return 1;
  return Math.min(MAX_QUANTITY, Math.floor(parsed));
}
