import type { WishlistEntry } from '../../shared/entities';
import type { CartItemSource } from '../cart';

/** A wishlist entry already has every field a cart line copies. */
export function wishlistCartSource(entry: WishlistEntry): CartItemSource {
  return { id: entry.id, name: entry.name, image: entry.image, pricing: entry.pricing, unit: entry.unit };
}
