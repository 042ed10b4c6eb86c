export { default as wishlistReducer, wishlistItemAdded, wishlistItemRemoved } from './wishlistSlice';
export type { WishlistState } from './wishlistSlice';
export { selectWishlist, selectWishlistCount } from './selectors';
export { selectWishlistIds } from './memoSelectors';
export { useWishlistToggle } from './useWishlistToggle';
