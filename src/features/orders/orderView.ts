import { paymentMethodLabel } from '../checkout';
import type { ShippingAddress, StoredOrder } from '../../shared/entities';
import { formatRupees } from '../../shared/money';

/** What the orders screens show for a field an older or damaged entry lacks. */
export const MISSING = 'N/A';
export const NO_ITEMS = 'No items found in this order';

const text = (value: unknown): string => (typeof value === 'string' && value.trim() !== '' ? value.trim() : MISSING);

/** The address as display lines, each missing part shown as 'N/A'. */
export function addressLines(address: Partial<ShippingAddress> | undefined): string[] {
  if (!address || typeof address !== 'object') return [MISSING];
  return [
    text(address.fullName),
    text(address.address),
    `${text(address.city)}, ${text(address.state)} ${text(address.pincode)}`,
    `Phone: ${text(address.phone)}`,
  ];
}

export const paymentText = (order: StoredOrder): string =>
  order.paymentMethod && order.paymentMethod.trim() ? paymentMethodLabel(order.paymentMethod) : MISSING;

export const totalText = (order: StoredOrder): string =>
  typeof order.totalAmount === 'number' ? formatRupees(order.totalAmount) : MISSING;

export const orderItems = (order: StoredOrder) => (Array.isArray(order.items) ? order.items : []);
