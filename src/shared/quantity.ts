/** Quantities typed by a visitor: at least 1, whole, and 1 for anything non-numeric (SPEC section 5). */
export function normaliseQuantity(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10);
  if (!Number.isFinite(parsed) || parsed < 1) return 1;
  return Math.floor(parsed);
}
