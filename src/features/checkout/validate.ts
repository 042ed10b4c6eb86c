import type { FormikErrors } from 'formik';
import { emailFormatError } from '../../shared/emailAddress';
import { failureErrors, firstFailure, type FormRules } from '../../shared/formRules';
import type { PaymentMethod, ShippingAddress } from '../../shared/entities';
import { lengthError, TEXT_LIMITS } from '../../shared/textLimits';

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

/**
 * `email` is the optional address for shipping updates, asked only when the
 * shop delivers its orders (features/delivery); otherwise it stays ''.
 */
export type CheckoutValues = ShippingAddress & PaymentDetails & { paymentMethod: PaymentMethod; email: string };

export type CheckoutField = keyof CheckoutValues;

/** The spec's alert texts (docs/product.md), word for word. */
export const CHECKOUT_MESSAGES = {
  address: 'Please fill in all address fields',
  card: 'Please fill in all card details',
  banking: 'Please fill in all banking details',
} as const;

export const ADDRESS_FIELDS = ['fullName', 'address', 'city', 'state', 'pincode', 'phone'] as const;
export const CARD_FIELDS = ['cardNumber', 'expiryDate', 'cvv', 'cardholderName'] as const;
export const BANK_FIELDS = ['bankName', 'accountNumber', 'ifscCode'] as const;

/**
 * The spec's checks of the checkout, in its order: the address, then the
 * details of the chosen payment method, each group with one message.
 * validateCheckout runs them first; the form carries them for an answer
 * before its code has come (src/shared/formRules.ts).
 */
export const CHECKOUT_RULES: FormRules = [
  [{ fields: ADDRESS_FIELDS, message: CHECKOUT_MESSAGES.address }],
  [
    {
      fields: CARD_FIELDS,
      message: CHECKOUT_MESSAGES.card,
      when: { field: 'paymentMethod', values: ['credit-card', 'debit-card'] },
    },
    { fields: BANK_FIELDS, message: CHECKOUT_MESSAGES.banking, when: { field: 'paymentMethod', values: ['net-banking'] } },
  ],
];

/** Input limits from docs/product.md; there is no format check beyond them. */
export const CARD_NUMBER_MAX = 19;
export const EXPIRY_MAX = 5;
export const CVV_MAX = 3;

/** Words and longest length of each free-text field (the card number, expiry and CVV have the spec's input limits). */
const TEXT_FIELDS: ReadonlyArray<[CheckoutField, string, number]> = [
  ['fullName', 'full name', TEXT_LIMITS.name],
  ['address', 'address', TEXT_LIMITS.line],
  ['city', 'city', TEXT_LIMITS.name],
  ['state', 'state', TEXT_LIMITS.name],
  ['pincode', 'pincode', TEXT_LIMITS.code],
  ['phone', 'phone number', TEXT_LIMITS.phone],
  ['cardholderName', 'cardholder name', TEXT_LIMITS.name],
  ['bankName', 'bank name', TEXT_LIMITS.name],
  ['accountNumber', 'account number', TEXT_LIMITS.code],
  ['ifscCode', 'IFSC code', TEXT_LIMITS.code],
];

/**
 * The spec's checks in its order (CHECKOUT_RULES): the address first, then
 * the details of the chosen payment method. Every empty field (spaces only
 * count as empty) of the first incomplete group gets that group's message
 * (the first one is the alert); once both are complete, text that is too long
 * in them is refused, and so is an e-mail address that was given but is none
 * (the quote form's rule). No errors: the order may go.
 */
export function validateCheckout(values: CheckoutValues): FormikErrors<CheckoutValues> {
  const failure = firstFailure(CHECKOUT_RULES, (field) => values[field as CheckoutField] ?? '');
  if (failure) return failureErrors(failure);
  const inUse: readonly CheckoutField[] = [...ADDRESS_FIELDS, ...(values.paymentMethod === 'net-banking' ? BANK_FIELDS : CARD_FIELDS)];
  const errors: FormikErrors<CheckoutValues> = {};
  for (const [field, words, max] of TEXT_FIELDS) {
    const error = inUse.includes(field) ? lengthError(values[field], max, words) : undefined;
    if (error) errors[field] = error;
  }
  const email = emailFormatError(values.email);
  if (email) errors.email = email;
  return errors;
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
