import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectWishlistIds, wishlistItemAdded, wishlistItemRemoved } from '../wishlist';
import { toWishlistEntry } from './productEntries';
import type { Product } from './types';

/** Whether each product is on the wishlist, and one stable way to flip it. */
export function useWishlistToggle() {
  const dispatch = useAppDispatch();
  const wishlistIds = useAppSelector(selectWishlistIds);
  const toggle = useCallback(
    (product: Product, saved: boolean) => {
      dispatch(saved ? wishlistItemRemoved({ id: product.id }) : wishlistItemAdded(toWishlistEntry(product)));
    },
    [dispatch],
  );
  return { wishlistIds, toggle };
}
