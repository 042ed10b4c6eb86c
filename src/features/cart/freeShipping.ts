import { roundMoney } from '../../shared/roundMoney';
import { FREE_SHIPPING_OVER } from './cartRules';

/**
 * How far a subtotal is from free shipping: the amount it must go beyond
 * (shipping is free only *over* the threshold), or null when it is free already.
 */
export function freeShippingShortfall(subtotal: number): number | null {
  if (subtotal > FREE_SHIPPING_OVER) return null;
  return roundMoney(FREE_SHIPPING_OVER - subtotal);
}
