/**
 * What the shop shows for a query: the granite list, the filtered list, the
 * page cut out of it and the line that sums it up. Pure functions, so the
 * hook that memoises them stays a few lines and every rule is unit tested.
 */
import { filterProducts, paginate, PAGE_SIZE, type Page, type ShopFilters } from './filters';
import type { Product, StoneCategory } from './types';

/** The shop lists granite only; marble is reached through product links. */
export const SHOP_CATEGORY: StoneCategory = 'granite';

export const NO_RESULTS_MESSAGE = 'No granite products found matching your filters.';

export function productsInCategory(products: readonly Product[], category: StoneCategory): Product[] {
  return products.filter((product) => product.category === category);
}

export function shopPage(
  products: readonly Product[],
  filters: ShopFilters,
  page: number,
  pageSize: number = PAGE_SIZE,
): Page<Product> {
  return paginate(filterProducts(products, filters), page, pageSize);
}

/** 'Showing 7-12 of 16 granite products (Page 2 of 3)', or the no-match text. */
export function resultSummary(page: Page<unknown>): string {
  if (page.total === 0) return NO_RESULTS_MESSAGE;
  return `Showing ${page.start}-${page.end} of ${page.total} granite products (Page ${page.page} of ${page.pageCount})`;
}

/** A gap in the numbered page buttons, drawn as an ellipsis. */
export const PAGE_GAP = 'gap';
export type PageButton = number | typeof PAGE_GAP;

/**
 * The numbered buttons to show: every page when there are few; otherwise the
 * first, the last and the current one with its neighbours, gaps between, so
 * a 10,000-product catalogue does not render 1,667 buttons.
 */
export function pageButtons(current: number, pageCount: number, neighbours = 1): PageButton[] {
  const count = Math.max(1, Math.floor(pageCount));
  const page = Math.min(Math.max(1, Math.floor(current)), count);
  // First + last + current + neighbours on both sides + two gaps.
  if (count <= 5 + 2 * neighbours) return Array.from({ length: count }, (_, index) => index + 1);
  const from = Math.max(2, page - neighbours);
  const to = Math.min(count - 1, page + neighbours);
  const buttons: PageButton[] = [1];
  // A gap of exactly one page shows that page instead of an ellipsis.
  if (from === 3) buttons.push(2);
  else if (from > 3) buttons.push(PAGE_GAP);
  for (let n = from; n <= to; n += 1) buttons.push(n);
  if (to === count - 2) buttons.push(count - 1);
  else if (to < count - 2) buttons.push(PAGE_GAP);
  buttons.push(count);
  return buttons;
}
