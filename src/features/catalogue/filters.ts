/**
 * Pure catalogue helpers for the shop: filter rules, the option lists the
 * filter panel renders, pagination, related products and URL parsing.
 * No React and no store here, so every rule can be unit tested on its own.
 */
import type { Pricing, Product, StoneColor } from './types';

// ------------------------------------------------------------------ types

export type PriceRange = 'all' | 'under-700' | '700-900' | '900-1100' | '1100-1300' | 'above-1300';
export type FinishFilter = 'all' | 'polished' | 'honed' | 'leathered';
export type ThicknessFilter = 'all' | '18mm' | '20mm' | '30mm' | 'various';
export type ColorFilter = 'all' | StoneColor;

export interface ShopFilters {
  search: string;
  price: PriceRange;
  color: ColorFilter;
  finish: FinishFilter;
  thickness: ThicknessFilter;
}

export const DEFAULT_FILTERS: ShopFilters = Object.freeze({
  search: '',
  price: 'all',
  color: 'all',
  finish: 'all',
  thickness: 'all',
});

/** One radio button of a filter group. */
export interface FilterOption<T extends string> {
  readonly value: T;
  readonly label: string;
}

// ----------------------------------------------------------- option lists

export const PRICE_RANGE_OPTIONS: readonly FilterOption<PriceRange>[] = [
  { value: 'all', label: 'All Prices' },
  { value: 'under-700', label: 'Under ₹700' },
  { value: '700-900', label: '₹700 - ₹900' },
  { value: '900-1100', label: '₹900 - ₹1,100' },
  { value: '1100-1300', label: '₹1,100 - ₹1,300' },
  { value: 'above-1300', label: 'Above ₹1,300' },
];

export const COLOR_OPTIONS: readonly FilterOption<ColorFilter>[] = [
  { value: 'all', label: 'All Colors' },
  { value: 'white', label: 'White' },
  { value: 'black', label: 'Black' },
  { value: 'green', label: 'Green' },
  { value: 'brown', label: 'Brown' },
  { value: 'gray', label: 'Gray' },
  { value: 'blue', label: 'Blue' },
  { value: 'pink', label: 'Pink' },
  { value: 'red', label: 'Red' },
  { value: 'mixed', label: 'Mixed' },
];

export const FINISH_OPTIONS: readonly FilterOption<FinishFilter>[] = [
  { value: 'all', label: 'All Finishes' },
  { value: 'polished', label: 'Polished' },
  { value: 'honed', label: 'Honed' },
  { value: 'leathered', label: 'Leathered' },
];

export const THICKNESS_OPTIONS: readonly FilterOption<ThicknessFilter>[] = [
  { value: 'all', label: 'All Thicknesses' },
  { value: '18mm', label: '18mm' },
  { value: '20mm', label: '20mm' },
  { value: '30mm', label: '30mm' },
  { value: 'various', label: 'Various' },
];

// ------------------------------------------------- parsing URL parameters

function valueSet<T extends string>(options: readonly FilterOption<T>[]): ReadonlySet<string> {
  return new Set(options.map((option) => option.value));
}

const PRICE_RANGES = valueSet(PRICE_RANGE_OPTIONS);
const COLORS = valueSet(COLOR_OPTIONS);
const FINISHES = valueSet(FINISH_OPTIONS);
const THICKNESSES = valueSet(THICKNESS_OPTIONS);

export function isPriceRange(value: unknown): value is PriceRange {
  return typeof value === 'string' && PRICE_RANGES.has(value);
}

export function isColorFilter(value: unknown): value is ColorFilter {
  return typeof value === 'string' && COLORS.has(value);
}

export function isFinishFilter(value: unknown): value is FinishFilter {
  return typeof value === 'string' && FINISHES.has(value);
}

export function isThicknessFilter(value: unknown): value is ThicknessFilter {
  return typeof value === 'string' && THICKNESSES.has(value);
}

/** A price range from a URL value; anything unknown or missing means 'all'. */
export function toPriceRange(value: string | null | undefined): PriceRange {
  return isPriceRange(value) ? value : 'all';
}

/** A colour from a URL value; anything unknown or missing means 'all'. */
export function toColorFilter(value: string | null | undefined): ColorFilter {
  return isColorFilter(value) ? value : 'all';
}

/** A finish from a URL value; anything unknown or missing means 'all'. */
export function toFinishFilter(value: string | null | undefined): FinishFilter {
  return isFinishFilter(value) ? value : 'all';
}

/** A thickness from a URL value; anything unknown or missing means 'all'. */
export function toThicknessFilter(value: string | null | undefined): ThicknessFilter {
  return isThicknessFilter(value) ? value : 'all';
}

const DIGITS_ONLY = /^[0-9]+$/;

/**
 * A product id from a route parameter. Only a plain run of digits counts:
 * '3' gives 3, while '', ' 3', '3.0', '-1', '1abc' and 'abc' give null.
 */
export function parseProductId(raw: string | undefined): number | null {
  if (raw === undefined || !DIGITS_ONLY.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

// --------------------------------------------------------------- matching

/**
 * docs/product.md: 'under-700' and 'above-1300' look at the small price only;
 * the bounded bands need small >= start and big <= end.
 */
export function matchesPrice(pricing: Pricing, range: PriceRange): boolean {
  switch (range) {
    case 'under-700':
      return pricing.small < 700;
    case '700-900':
      return pricing.small >= 700 && pricing.big <= 900;
    case '900-1100':
      return pricing.small >= 900 && pricing.big <= 1100;
    case '1100-1300':
      return pricing.small >= 1100 && pricing.big <= 1300;
    case 'above-1300':
      return pricing.small > 1300;
    case 'all':
      return true;
    default:
      // Unknown values (e.g. an unchecked cast) filter nothing, like 'all'.
      return true;
  }
}

type ProductTest = (product: Product) => boolean;

const REGEXP_SPECIAL = /[.*+?^${}()|[\]\\/]/g;

/**
 * Builds the search test once per query. A case-insensitive RegExp over the
 * escaped text avoids lower-casing every product string on every keystroke.
 * Returns null when the (trimmed) search is blank, meaning "matches all".
 */
function compileSearch(search: string): ProductTest | null {
  const needle = search.trim();
  if (needle === '') return null;
  const pattern = new RegExp(needle.replace(REGEXP_SPECIAL, '\\$&'), 'i');
  return (product) => {
    if (pattern.test(product.name) || pattern.test(product.description)) return true;
    const features = product.features;
    for (let i = 0; i < features.length; i += 1) {
      const feature = features[i];
      if (feature !== undefined && pattern.test(feature)) return true;
    }
    return false;
  };
}

/** Case-insensitive substring search over the name, description and every feature. */
export function matchesSearch(product: Product, search: string): boolean {
  const test = compileSearch(search);
  return test === null || test(product);
}

/** Turns a filter set into a single product test, doing all per-query work up front. */
export function createProductFilter(filters: ShopFilters): ProductTest {
  const search = compileSearch(filters.search);
  const { price, color, finish, thickness } = filters;
  return (product) =>
    (color === 'all' || product.color === color) &&
    (finish === 'all' || product.finish === finish) &&
    (thickness === 'all' || product.thickness === thickness) &&
    (price === 'all' || matchesPrice(product.pricing, price)) &&
    (search === null || search(product));
}

export function matchesFilters(product: Product, filters: ShopFilters): boolean {
  return createProductFilter(filters)(product);
}

/** The products that pass every filter, in catalogue order (one pass over the list). */
export function filterProducts(products: readonly Product[], filters: ShopFilters): Product[] {
  const test = createProductFilter(filters);
  const result: Product[] = [];
  for (let i = 0; i < products.length; i += 1) {
    const product = products[i];
    if (product !== undefined && test(product)) result.push(product);
  }
  return result;
}

// ------------------------------------------------------------- pagination

export const PAGE_SIZE = 6;

export interface Page<T> {
  /** The items on this page. */
  items: T[];
  /** The page actually shown (1-based, clamped to 1..pageCount). */
  page: number;
  /** Number of pages, at least 1 even for an empty list. */
  pageCount: number;
  /** Number of items over all pages. */
  total: number;
  /** 1-based position of the first item on this page, 0 when there are none. */
  start: number;
  /** 1-based position of the last item on this page, 0 when there are none. */
  end: number;
}

/** Cuts one page out of a list for 'Showing {start}-{end} of {total}'. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number = PAGE_SIZE): Page<T> {
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : PAGE_SIZE;
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const requested = Number.isNaN(page) ? 1 : Math.floor(page);
  const current = Math.min(Math.max(requested, 1), pageCount);
  const offset = (current - 1) * size;
  const pageItems = items.slice(offset, offset + size);
  return {
    items: pageItems,
    page: current,
    pageCount,
    total,
    start: pageItems.length === 0 ? 0 : offset + 1,
    end: offset + pageItems.length,
  };
}

// ---------------------------------------------------------------- lookups

export const RELATED_PRODUCTS_LIMIT = 4;

/** Up to `limit` other products of the same category, in catalogue order. */
export function relatedProducts(
  products: readonly Product[],
  product: Product,
  limit: number = RELATED_PRODUCTS_LIMIT,
): Product[] {
  const result: Product[] = [];
  for (let i = 0; i < products.length && result.length < limit; i += 1) {
    const candidate = products[i];
    if (candidate !== undefined && candidate.id !== product.id && candidate.category === product.category) {
      result.push(candidate);
    }
  }
  return result;
}

export function findProduct(products: readonly Product[], id: number | null | undefined): Product | undefined {
  if (id === null || id === undefined) return undefined;
  return products.find((product) => product.id === id);
}
