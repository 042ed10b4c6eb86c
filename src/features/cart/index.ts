export { default as cartReducer, itemAdded, quantityChanged, itemRemoved } from './cartSlice';
export type { CartState, CartAddition } from './cartSlice';
export { selectCartLines, selectCartCount } from './selectors';
export { selectCartTotals } from './memoSelectors';
export * from './cartRules';
export { TotalsList } from './TotalsList';
