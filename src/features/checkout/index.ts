export { PAYMENT_METHODS, paymentMethodLabel } from './paymentMethods';
