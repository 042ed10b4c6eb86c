import { findProduct, parseProductId } from './filters';
import type { Product } from './types';

/** /product without an id shows the first stone (docs/product.md, Addresses at a glance). */
export const DEFAULT_PRODUCT_ID = 1;

/**
 * The product a /product/{id} URL names: a missing id means the default
 * stone; a malformed ('abc', '1abc') or unknown ('99') id means none.
 */
export function productForRoute(products: readonly Product[], rawId: string | undefined): Product | undefined {
  const id = rawId === undefined ? DEFAULT_PRODUCT_ID : parseProductId(rawId);
  return findProduct(products, id);
}
