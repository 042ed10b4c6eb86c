import type { PaymentMethod } from '../../shared/entities';

/** docs/product.md, in the order offered; credit card is the default. */
export const PAYMENT_METHODS: ReadonlyArray<{ value: PaymentMethod; label: string }> = [
  { value: 'credit-card', label: 'Credit Card' },
  { value: 'debit-card', label: 'Debit Card' },
  { value: 'net-banking', label: 'Net Banking' },
];

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'credit-card';

/** 'Credit Card' for 'credit-card'; an unknown stored value is shown as it is. */
export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHODS.find((option) => option.value === method)?.label ?? method;
}
