/**
 * What the inbox takes from the shop's own source, so there is one truth for
 * prices, totals and dates: the catalogue the shop is built from, its cart
 * total rules, its rupee formatting, its name, and until when a quote can be
 * accepted. Only plain modules (no React, no store) are imported here;
 * inbox/tsconfig.json compiles them with the inbox.
 */
export { products } from '../src/features/catalogue/products';
export { cartTotals, lineTotal, shippingFor, TAX_RATE, unitPrice } from '../src/features/cart/cartRules';
export { formatRupees } from '../src/shared/money';
export { roundMoney } from '../src/shared/roundMoney';
export { validityEnded } from '../src/shared/quoteValidity';
export { site } from '../src/shared/site';
export type { CartLine, Order, QuoteRequest } from '../src/shared/entities';
