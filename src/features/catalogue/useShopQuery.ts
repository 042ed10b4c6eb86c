import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useClientValue } from '../../shared/useHydrated';
import type { ShopFilters } from './filters';
import {
  readShopQuery,
  shopQueryParams,
  withFilter,
  withoutFilters,
  withPage,
  withSearch,
  withView,
  type RadioFilterKey,
  type ShopQuery,
  type ShopView,
} from './shopQuery';

/** Marks history entries written while typing in the search box. */
const SEARCH_EDIT = { shopSearchEdit: true } as const;

const isSearchEdit = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { shopSearchEdit?: unknown }).shopSearchEdit === true;

export interface ShopQueryControls {
  query: ShopQuery;
  /**
   * True when the current URL was written by the search box itself (not by
   * Back/Forward, a link or Clear Filters), so the box keeps what is typed.
   */
  searchIsOwnEdit: boolean;
  setSearch: (search: string) => void;
  setFilter: <K extends RadioFilterKey>(key: K, value: ShopFilters[K]) => void;
  clearFilters: () => void;
  setPage: (page: number) => void;
  setView: (view: ShopView) => void;
}

/**
 * The shop's search, filters, page and view, read from and written to the
 * URL query. Filter, page and view changes push a history entry; typing
 * pushes one entry for the first keystroke and then replaces it, so Back
 * is not flooded with one entry per letter.
 */
export function useShopQuery(): ShopQueryControls {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  // The prerendered page is the default view (no query): it is hydrated as that, then shows what the query asks for.
  const search = useClientValue(params.toString(), '');
  const query = useMemo(() => readShopQuery(new URLSearchParams(search)), [search]);
  const typedHere = isSearchEdit(location.state);
  // Set once a keystroke has written an entry. The URL reaches the screen in
  // a transition, so fast typing can run ahead of `location`; this flag makes
  // the second keystroke replace even before the first one's entry renders.
  const typing = useRef(false);
  useEffect(() => {
    // Back/Forward or any other navigation to an entry not written by typing ends the run.
    if (!isSearchEdit(location.state)) typing.current = false;
  }, [location.key, location.state]);

  const go = useCallback(
    (next: ShopQuery, options: { replace?: boolean; state?: unknown } = {}) =>
      setParams(shopQueryParams(next), options),
    [setParams],
  );
  const push = useCallback(
    (next: ShopQuery) => {
      typing.current = false;
      go(next);
    },
    [go],
  );

  const setSearch = useCallback(
    (search: string) => {
      const replace = typedHere || typing.current;
      typing.current = true;
      go(withSearch(query, search), { replace, state: SEARCH_EDIT });
    },
    [go, query, typedHere],
  );
  const setFilter = useCallback(
    <K extends RadioFilterKey>(key: K, value: ShopFilters[K]) => push(withFilter(query, key, value)),
    [push, query],
  );
  const clearFilters = useCallback(() => push(withoutFilters(query)), [push, query]);
  const setPage = useCallback((page: number) => push(withPage(query, page)), [push, query]);
  const setView = useCallback((view: ShopView) => push(withView(query, view)), [push, query]);

  return {
    query,
    searchIsOwnEdit: typedHere && navigationType !== 'POP',
    setSearch,
    setFilter,
    clearFilters,
    setPage,
    setView,
  };
}
