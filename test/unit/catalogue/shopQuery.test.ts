import { DEFAULT_FILTERS } from '../../../src/features/catalogue/filters';
import {
  DEFAULT_SHOP_QUERY,
  hasActiveFilters,
  readShopQuery,
  shopQueryParams,
  toPageNumber,
  toShopView,
  withFilter,
  withPage,
  withSearch,
  withoutFilters,
  withView,
  type ShopQuery,
} from '../../../src/features/catalogue/shopQuery';

const read = (search: string) => readShopQuery(new URLSearchParams(search));
const write = (query: ShopQuery) => shopQueryParams(query).toString();

const busy: ShopQuery = {
  filters: { search: 'black', price: 'under-700', color: 'white', finish: 'polished', thickness: 'various' },
  page: 2,
  view: 'list',
};

describe('reading the shop query from the URL', () => {
  it('reads every parameter', () => {
    expect(read('?q=black&price=under-700&color=white&finish=polished&thickness=various&page=2&view=list')).toEqual(busy);
  });

  it('gives the defaults for an empty query', () => {
    expect(read('')).toEqual(DEFAULT_SHOP_QUERY);
  });

  it('reads unknown or broken values as defaults', () => {
    expect(read('?price=cheap&color=purple&finish=rough&thickness=5mm&page=abc&view=table')).toEqual(DEFAULT_SHOP_QUERY);
  });

  it('keeps the search text as typed, spaces included', () => {
    expect(read('?q=%20Kuppum%20').filters.search).toBe(' Kuppum ');
  });

  it.each([
    ['2', 2],
    ['15', 15],
    ['1', 1],
    ['0', 1],
    ['-3', 1],
    ['2.5', 1],
    ['02', 1],
    ['', 1],
    ['1e3', 1],
    [null, 1],
  ])('page %p reads as %p', (raw, page) => {
    expect(toPageNumber(raw)).toBe(page);
  });

  it('knows only grid and list views', () => {
    expect(toShopView('list')).toBe('list');
    expect(toShopView('grid')).toBe('grid');
    expect(toShopView('LIST')).toBe('grid');
    expect(toShopView(null)).toBe('grid');
  });
});

describe('writing the shop query to the URL', () => {
  it('writes every non-default value in a fixed order', () => {
    expect(write(busy)).toBe('q=black&price=under-700&color=white&finish=polished&thickness=various&page=2&view=list');
  });

  it('leaves out defaults and a blank search', () => {
    expect(write(DEFAULT_SHOP_QUERY)).toBe('');
    expect(write({ ...DEFAULT_SHOP_QUERY, filters: { ...DEFAULT_FILTERS, search: '   ' } })).toBe('');
    expect(write({ ...DEFAULT_SHOP_QUERY, page: 1, view: 'grid' })).toBe('');
  });

  it('round-trips', () => {
    expect(read(write(busy))).toEqual(busy);
    const onlyColour = withFilter(DEFAULT_SHOP_QUERY, 'color', 'blue');
    expect(read(write(onlyColour))).toEqual(onlyColour);
  });
});

describe('changing the query', () => {
  it('returns to page 1 when the search changes', () => {
    expect(withSearch(busy, 'white')).toEqual({ ...busy, filters: { ...busy.filters, search: 'white' }, page: 1 });
  });

  it('returns to page 1 when a filter changes', () => {
    const next = withFilter(busy, 'thickness', '30mm');
    expect(next.page).toBe(1);
    expect(next.filters).toEqual({ ...busy.filters, thickness: '30mm' });
    expect(next.view).toBe('list');
  });

  it('clears search and filters but keeps the view', () => {
    expect(withoutFilters(busy)).toEqual({ filters: DEFAULT_FILTERS, page: 1, view: 'list' });
  });

  it('changes page and view without touching the filters', () => {
    expect(withPage(busy, 3)).toEqual({ ...busy, page: 3 });
    expect(withPage(busy, 0).page).toBe(1);
    expect(withView(busy, 'grid')).toEqual({ ...busy, view: 'grid' });
  });

  it('does not change the query it was given', () => {
    const before = JSON.stringify(busy);
    withSearch(busy, 'x');
    withFilter(busy, 'price', 'all');
    withoutFilters(busy);
    expect(JSON.stringify(busy)).toBe(before);
  });

  it('tells whether anything narrows the list', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: 'a' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, finish: 'honed' })).toBe(true);
  });
});
