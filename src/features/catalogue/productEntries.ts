/**
 * Snapshots of a product for the lists a visitor keeps. Each carries exactly
 * the fields docs/product.md lists for a stone, so the stored JSON matches the spec.
 */
import type { CartItemSource } from '../cart';
import type { WishlistEntry } from '../../shared/entities';
import type { Product } from './types';

/** Wishlist entry: id, name, image (the first image), pricing, unit, category, description. */
export function toWishlistEntry(product: Product): WishlistEntry {
  return {
    id: product.id,
    name: product.name,
    image: product.images[0] ?? '',
    pricing: { small: product.pricing.small, big: product.pricing.big },
    unit: product.unit,
    category: product.category,
    description: product.description,
  };
}

/** A product as the add-to-cart dialog shows it: its first image stands for it. */
export function productCartSource(product: Product): CartItemSource {
  return {
    id: product.id,
    name: product.name,
    image: product.images[0] ?? '',
    pricing: product.pricing,
    unit: product.unit,
  };
}
