import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { WishlistEntry } from '../../shared/entities';
import { selectWishlistIds } from './memoSelectors';
import { wishlistItemAdded, wishlistItemRemoved } from './wishlistSlice';

/**
 * Whether each stone is on the wishlist, and one stable way to flip it. The
 * caller hands over the entry to keep (the shop makes it from a product).
 */
export function useWishlistToggle() {
  const dispatch = useAppDispatch();
  const wishlistIds = useAppSelector(selectWishlistIds);
  const toggle = useCallback(
    (entry: WishlistEntry, saved: boolean) => {
      dispatch(saved ? wishlistItemRemoved({ id: entry.id }) : wishlistItemAdded(entry));
    },
    [dispatch],
  );
  return { wishlistIds, toggle };
}
