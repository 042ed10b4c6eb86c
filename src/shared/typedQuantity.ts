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

/** What a quantity field says when it changed a typed entry: the cart's lines and the add-to-cart dialog alike. */
const CHANGE_NOTES: Record<QuantityChange, (quantity: number) => string> = {
  capped: () => 'At most 9,999 at a time: for more, please request a quote.',
  refused: (quantity) => `Whole numbers of 1 or more only: the quantity is now ${quantity}.`,
};

/** The note on a typed entry that was not taken as typed, or '' for one that was. */
export const quantityChangeNote = ({ quantity, change }: ReturnType<typeof readTypedQuantity>): string =>
  change ? CHANGE_NOTES[change](quantity) : '';
