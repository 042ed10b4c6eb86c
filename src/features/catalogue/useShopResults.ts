import { useMemo } from 'react';
import type { Page, ShopFilters } from './filters';
import { filterProducts, paginate } from './filters';
import { products } from './products';
import { productsInCategory, SHOP_CATEGORY } from './shopResults';
import type { Product } from './types';

/** Computed once per catalogue: the shop never lists marble. */
const shopProducts = productsInCategory(products, SHOP_CATEGORY);

/**
 * The filtered list is recomputed only when a filter or the search changes,
 * and the page is cut from it only when the list or the page number changes,
 * so paging and re-renders never re-run the filters.
 */
export function useShopResults(
  filters: ShopFilters,
  page: number,
  catalogue: readonly Product[] = shopProducts,
): Page<Product> {
  const { search, price, color, finish, thickness } = filters;
  const filtered = useMemo(
    () => filterProducts(catalogue, { search, price, color, finish, thickness }),
    [catalogue, search, price, color, finish, thickness],
  );
  return useMemo(() => paginate(filtered, page), [filtered, page]);
}
