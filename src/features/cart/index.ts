export { default as cartReducer, itemAdded, quantityChanged, itemRemoved, lineRestored } from './cartSlice';
export type { CartState, CartAddition } from './cartSlice';
export { selectCartLines, selectCartCount } from './selectors';
export { selectCartTotals } from './memoSelectors';
export * from './cartRules';
export { TotalsList } from './TotalsList';
// The add-to-cart flow, for the screens that offer stones (shop, product page, wishlist).
export { AddToCartDialog, addToCartOpener } from './AddToCartDialog';
export { AddedToCartStatus } from './AddedToCartStatus';
export { useAddToCart } from './useAddToCart';
export type { CartItemSource } from './cartAdditions';
