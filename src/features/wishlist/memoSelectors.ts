import { createSelector } from '@reduxjs/toolkit';
import { selectWishlist } from './selectors';

/** The ids on the wishlist, as a Set, rebuilt only when the list changes. */
export const selectWishlistIds = createSelector([selectWishlist], (items) => new Set(items.map((entry) => entry.id)));
