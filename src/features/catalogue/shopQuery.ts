/**
 * The shop's view state as it lives in the URL query, so a reload, Back or a
 * shared link shows the same products:
 *   ?q=black&price=under-700&color=white&finish=polished&thickness=various&page=2&view=list
 * Defaults are left out of the URL; unknown or broken values read as defaults.
 */
import {
  DEFAULT_FILTERS,
  toColorFilter,
  toFinishFilter,
  toPriceRange,
  toThicknessFilter,
  type ShopFilters,
} from './filters';

export type ShopView = 'grid' | 'list';

export interface ShopQuery {
  filters: ShopFilters;
  /** 1-based; the page shown is clamped to the pages that exist. */
  page: number;
  view: ShopView;
}

export const DEFAULT_SHOP_QUERY: ShopQuery = Object.freeze({ filters: DEFAULT_FILTERS, page: 1, view: 'grid' });

/** The radio filters (everything but the search text), in the order the panel shows them. */
export type RadioFilterKey = Exclude<keyof ShopFilters, 'search'>;
export const RADIO_FILTER_KEYS: readonly RadioFilterKey[] = ['price', 'color', 'finish', 'thickness'];

const POSITIVE_INTEGER = /^[1-9][0-9]{0,8}$/;

/** '2' gives 2; '', '0', '-1', '2.5' and 'two' give 1. */
export function toPageNumber(value: string | null | undefined): number {
  return value != null && POSITIVE_INTEGER.test(value) ? Number(value) : 1;
}

export function toShopView(value: string | null | undefined): ShopView {
  return value === 'list' ? 'list' : 'grid';
}

export function readShopQuery(params: URLSearchParams): ShopQuery {
  return {
    filters: {
      search: params.get('q') ?? '',
      price: toPriceRange(params.get('price')),
      color: toColorFilter(params.get('color')),
      finish: toFinishFilter(params.get('finish')),
      thickness: toThicknessFilter(params.get('thickness')),
    },
    page: toPageNumber(params.get('page')),
    view: toShopView(params.get('view')),
  };
}

/** The query string for a view state, in a fixed order, with every default left out. */
export function shopQueryParams(query: ShopQuery): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = query;
  // Blank searches match everything, so they are not worth a parameter.
  if (filters.search.trim() !== '') params.set('q', filters.search);
  for (const key of RADIO_FILTER_KEYS) {
    if (filters[key] !== DEFAULT_FILTERS[key]) params.set(key, filters[key]);
  }
  if (query.page > 1) params.set('page', String(query.page));
  if (query.view !== 'grid') params.set('view', query.view);
  return params;
}

/** True when any filter or search narrows the list. */
export function hasActiveFilters(filters: ShopFilters): boolean {
  return filters.search.trim() !== '' || RADIO_FILTER_KEYS.some((key) => filters[key] !== DEFAULT_FILTERS[key]);
}

// ------------------------------------------------------------ transitions

/** A new search text always starts again at page 1. */
export function withSearch(query: ShopQuery, search: string): ShopQuery {
  return { ...query, filters: { ...query.filters, search }, page: 1 };
}

/** A changed filter always starts again at page 1. */
export function withFilter<K extends RadioFilterKey>(query: ShopQuery, key: K, value: ShopFilters[K]): ShopQuery {
  return { ...query, filters: { ...query.filters, [key]: value }, page: 1 };
}

/** Clears search and filters; the chosen view stays. */
export function withoutFilters(query: ShopQuery): ShopQuery {
  return { ...query, filters: DEFAULT_FILTERS, page: 1 };
}

export function withPage(query: ShopQuery, page: number): ShopQuery {
  return { ...query, page: Math.max(1, Math.floor(page)) };
}

export function withView(query: ShopQuery, view: ShopView): ShopQuery {
  return { ...query, view };
}
