import type { WishlistState } from './wishlistSlice';

type WithWishlist = { wishlist: WishlistState };

// Plain selectors for the header; memoised ones are in memoSelectors.ts.
export const selectWishlist = (state: WithWishlist) => state.wishlist.items;
export const selectWishlistCount = (state: WithWishlist) => state.wishlist.items.length;
