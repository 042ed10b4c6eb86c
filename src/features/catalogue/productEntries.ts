/**
 * Snapshots of a product for the lists a visitor keeps. Each carries exactly
 * the fields SPEC.md section 3 lists, so the stored JSON matches the spec.
 */
import type { CartAddition } from '../cart';
import type { Size, WishlistEntry } from '../../shared/entities';
import type { Product } from './types';

/** What the add-to-cart dialog needs to know about a stone (a product or a wishlist entry). */
export interface CartItemSource {
  id: number;
  name: string;
  image: string;
  pricing: { small: number; big: number };
  unit: string;
}

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

/** A wishlist entry already has every field a cart line copies. */
export function wishlistCartSource(entry: WishlistEntry): CartItemSource {
  return { id: entry.id, name: entry.name, image: entry.image, pricing: entry.pricing, unit: entry.unit };
}

/** The cart line to add, without its total (the cart computes that). Only spec fields are copied. */
export function toCartAddition(item: CartItemSource, quantity: number, size: Size): CartAddition {
  return {
    id: item.id,
    name: item.name,
    image: item.image,
    pricing: { small: item.pricing.small, big: item.pricing.big },
    unit: item.unit,
    quantity,
    size,
  };
}

/** 'Added 3 x Kuppum Black (big) to your cart.' */
export function addedToCartMessage(addition: Pick<CartAddition, 'quantity' | 'name' | 'size'>): string {
  return `Added ${addition.quantity} x ${addition.name} (${addition.size}) to your cart.`;
}
