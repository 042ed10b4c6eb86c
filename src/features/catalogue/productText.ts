import { formatRupees } from '../../shared/money';
import { FREE_SHIPPING_OVER, SHIPPING_FEE } from '../cart';

/** 'polished' -> 'Polished' for badges and headings. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The product page states the shop's one shipping rule, read from the same
 * constant the cart uses (docs/product.md, Shopping Cart), never a second threshold.
 */
export const freeShippingNote = (): string =>
  `Free shipping on orders over ${formatRupees(FREE_SHIPPING_OVER, { paise: false })}`;

/** What the rule means below the threshold, from the same constants. */
export const shippingFeeNote = (): string => {
  const threshold = formatRupees(FREE_SHIPPING_OVER, { paise: false });
  return `Orders up to ${threshold} ship for ${formatRupees(SHIPPING_FEE, { paise: false })}.`;
};
