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
  /** The optional address for shipping updates, as typed; stored only when given. */
  email?: string;
}

/**
 * The stored order: exactly the spec's fields, new orders 'placed', and
 * `email` only when the visitor gave one (docs/product.md). The total is
 * worked out from the lines' prices and quantities, not their stored totals.
 */
export function buildOrder({ id, placedAt, lines, shippingAddress, paymentMethod, email = '' }: OrderDraft): Order {
  const address = email.trim();
  return {
    id,
    items: lines.map((line) => ({ ...line })),
    totalAmount: roundMoney(cartTotals(lines).total),
    shippingAddress: trimAddress(shippingAddress),
    paymentMethod,
    orderDate: new Date(placedAt).toISOString(),
    status: 'placed',
    ...(address ? { email: address } : {}),
  };
}
