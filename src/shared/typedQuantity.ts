import { MAX_QUANTITY, normaliseQuantity } from './quantity';

/** How a typed entry was changed to become a quantity: cut to MAX_QUANTITY, or refused (not a whole number of 1 or more). */
export type QuantityChange = 'capped' | 'refused';

/**
 * A quantity typed into a field, and how taking it changed it (null when it
 * is taken as typed). Apart from quantity.ts, which the store loads with the
 * first page: only the quantity fields need it.
 */
export function readTypedQuantity(raw: string): { quantity: number; change: QuantityChange | null } {
  const typed = raw.trim();
  const quantity = normaliseQuantity(typed);
  if (Number.parseInt(typed, 10) > MAX_QUANTITY) return { quantity, change: 'capped' };
  // Digits only, so "1e9", "2.5", "-3", "12,000" and "" are each told what they became.
  return { quantity, change: /^\d+$/.test(typed) && Number(typed) === quantity ? null : 'refused' };
}
