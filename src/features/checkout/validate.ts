import type { PaymentMethod, ShippingAddress } from '../../shared/entities';

/**
 * Payment details as typed into the checkout form. They live only in the
 * form's memory: no type that reaches the store or storage includes them.
 */
export interface PaymentDetails {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardholderName: string;
  bankName: string;
  accountNumber: string;
  ifscCode: string;
}

export type CheckoutValues = ShippingAddress & PaymentDetails & { paymentMethod: PaymentMethod };

export type CheckoutField = keyof CheckoutValues;

/** The spec's alert texts (SPEC section 8), word for word. */
export const CHECKOUT_MESSAGES = {
  address: 'Please fill in all address fields',
  card: 'Please fill in all card details',
  banking: 'Please fill in all banking details',
} as const;

export const ADDRESS_FIELDS = ['fullName', 'address', 'city', 'state', 'pincode', 'phone'] as const;
export const CARD_FIELDS = ['cardNumber', 'expiryDate', 'cvv', 'cardholderName'] as const;
export const BANK_FIELDS = ['bankName', 'accountNumber', 'ifscCode'] as const;

/** Input limits from SPEC section 5; there is no format check beyond them. */
export const CARD_NUMBER_MAX = 19;
export const EXPIRY_MAX = 5;
export const CVV_MAX = 3;

export interface CheckoutProblem {
  message: string;
  /** The first empty field of the failing group, to focus. */
  field: CheckoutField;
  /** Every empty field of that group, to mark invalid. */
  fields: CheckoutField[];
}

/** A field holding only spaces is as empty as one holding nothing. */
const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

function problemIn(values: CheckoutValues, group: readonly CheckoutField[], message: string): CheckoutProblem | null {
  const blank = group.filter((field) => isBlank(values[field]));
  const [first] = blank;
  return first ? { message, field: first, fields: blank } : null;
}

/**
 * The spec's checks in its order: the address first, then the details of the
 * chosen payment method. Returns the first problem, or null when the order may go.
 */
export function validateCheckout(values: CheckoutValues): CheckoutProblem | null {
  const address = problemIn(values, ADDRESS_FIELDS, CHECKOUT_MESSAGES.address);
  if (address) return address;
  return values.paymentMethod === 'net-banking'
    ? problemIn(values, BANK_FIELDS, CHECKOUT_MESSAGES.banking)
    : problemIn(values, CARD_FIELDS, CHECKOUT_MESSAGES.card);
}

/** The address as stored with the order: each field trimmed. */
export function trimAddress(address: ShippingAddress): ShippingAddress {
  return {
    fullName: address.fullName.trim(),
    address: address.address.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    pincode: address.pincode.trim(),
    phone: address.phone.trim(),
  };
}
