/**
 * What goes into the cart from another screen: the stone as the add-to-cart
 * dialog shows it, the line it adds, and the confirmation it announces.
 */
import type { Size } from '../../shared/entities';
import type { CartAddition } from './cartSlice';

/** What the add-to-cart dialog needs to know about a stone (a product or a wishlist entry). */
export interface CartItemSource {
  id: number;
  name: string;
  image: string;
  pricing: { small: number; big: number };
  unit: string;
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
