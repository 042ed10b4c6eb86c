export { default as cartReducer, itemAdded, quantityChanged, itemRemoved } from './cartSlice';
export type { CartState, CartAddition } from './cartSlice';
export { selectCartLines, selectCartCount, selectCartTotals } from './selectors';
export * from './cartRules';
export { TotalsList } from './TotalsList';
