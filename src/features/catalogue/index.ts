// Public face of the catalogue feature. Importing this pulls in the product
// data, so only routes that need products should import it (the home page
// loads its featured section lazily for that reason).
export { products, FEATURED_PRODUCT_IDS } from './products';
export * from './filters';
export type * from './types';
// The add-to-cart flow is shared with the wishlist page.
export { AddToCartDialog } from './AddToCartDialog';
export { AddedToCartStatus } from './AddedToCartStatus';
export { useAddToCart } from './useAddToCart';
export { ProductPrices } from './ProductPrices';
export {
  toWishlistEntry,
  toCartAddition,
  productCartSource,
  wishlistCartSource,
  addedToCartMessage,
  type CartItemSource,
} from './productEntries';
