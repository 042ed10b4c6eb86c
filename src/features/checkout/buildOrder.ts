import { cartTotals } from '../cart';
import type { CartLine, Order, PaymentMethod, ShippingAddress } from '../../shared/entities';
import { roundMoney } from '../../shared/roundMoney';
import { trimAddress } from './validate';

export interface OrderDraft {
  id: string;
  /** Milliseconds since the epoch, from the injected clock. */
  placedAt: number;
  lines: readonly CartLine[];
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
}

/**
 * The stored order: exactly the spec's fields, new orders 'placed'. The total
 * is worked out from the lines' prices and quantities, not their stored totals.
 */
export function buildOrder({ id, placedAt, lines, shippingAddress, paymentMethod }: OrderDraft): Order {
  return {
    id,
    items: lines.map((line) => ({ ...line })),
    totalAmount: roundMoney(cartTotals(lines).total),
    shippingAddress: trimAddress(shippingAddress),
    paymentMethod,
    orderDate: new Date(placedAt).toISOString(),
    status: 'placed',
  };
}
