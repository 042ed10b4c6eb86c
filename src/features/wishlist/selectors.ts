import { createSelector } from '@reduxjs/toolkit';
import type { WishlistState } from './wishlistSlice';

type WithWishlist = { wishlist: WishlistState };

export const selectWishlist = (state: WithWishlist) => state.wishlist.items;
export const selectWishlistCount = (state: WithWishlist) => state.wishlist.items.length;
export const selectWishlistIds = createSelector([selectWishlist], (items) => new Set(items.map((entry) => entry.id)));
