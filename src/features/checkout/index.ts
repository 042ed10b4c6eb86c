export { default as checkoutReducer } from './checkoutSlice';
export type { CheckoutState } from './checkoutSlice';
