export { default as checkoutReducer } from './checkoutSlice';
export type { CheckoutState } from './checkoutSlice';
export { PAYMENT_METHODS, paymentMethodLabel } from './paymentMethods';
