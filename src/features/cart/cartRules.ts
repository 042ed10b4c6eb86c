import type { CartLine, PricePair, Size } from '../../shared/entities';
import { roundMoney } from '../../shared/roundMoney';

/** Free shipping when the subtotal is over this many rupees (docs/product.md). */
export const FREE_SHIPPING_OVER = 1000;
export const SHIPPING_FEE = 50;
export const TAX_RATE = 0.1;

export { normaliseQuantity } from '../../shared/quantity';

export const unitPrice = (pricing: PricePair, size: Size): number => (size === 'big' ? pricing.big : pricing.small);

/** Line total = chosen price x quantity, 2 decimals. */
export const lineTotal = (pricing: PricePair, size: Size, quantity: number): number =>
  roundMoney(unitPrice(pricing, size) * quantity);

export const shippingFor = (subtotal: number): number => (subtotal > FREE_SHIPPING_OVER ? 0 : SHIPPING_FEE);

export interface CartTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
  itemCount: number;
}

/** Totals from prices and quantities, never from stored line totals. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let subtotal = 0;
  let itemCount = 0;
  for (const line of lines) {
    subtotal += unitPrice(line.pricing, line.size) * line.quantity;
    itemCount += line.quantity;
  }
  subtotal = roundMoney(subtotal);
  const shipping = lines.length === 0 ? 0 : shippingFor(subtotal);
  const tax = roundMoney(subtotal * TAX_RATE);
  return { subtotal, shipping, tax, total: roundMoney(subtotal + shipping + tax), itemCount };
}
