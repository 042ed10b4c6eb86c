export { default as checkoutReducer } from './checkoutSlice';
export type { CheckoutState } from './checkoutSlice';
export { placeOrder, type PlaceOrderInput } from './thunks';
export { PAYMENT_METHODS, paymentMethodLabel } from './paymentMethods';
