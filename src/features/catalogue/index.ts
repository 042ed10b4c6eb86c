// Public face of the catalogue feature. Importing this pulls in the product
// data, so only routes that need products should import it (the home page
// loads its featured section lazily for that reason).
export { products, FEATURED_PRODUCT_IDS } from './products';
export * from './filters';
export type * from './types';
export { toWishlistEntry, productCartSource } from './productEntries';
