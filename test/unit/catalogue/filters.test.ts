import {
  COLOR_OPTIONS,
  DEFAULT_FILTERS,
  FINISH_OPTIONS,
  PAGE_SIZE,
  PRICE_RANGE_OPTIONS,
  THICKNESS_OPTIONS,
  filterProducts,
  findProduct,
  matchesFilters,
  matchesPrice,
  matchesSearch,
  paginate,
  parseProductId,
  relatedProducts,
  toColorFilter,
  toFinishFilter,
  toPriceRange,
  toThicknessFilter,
  type PriceRange,
  type ShopFilters,
} from '../../../src/features/catalogue/filters';
import type { Product } from '../../../src/features/catalogue/types';

let nextId = 1000;

/** A complete, valid product; tests override only what they care about. */
function makeProduct(overrides: Partial<Product> = {}): Product {
  nextId += 1;
  const id = overrides.id ?? nextId;
  return {
    id,
    name: `Test Stone ${id}`,
    category: 'granite',
    color: 'gray',
    finish: 'polished',
    thickness: 'various',
    images: [`images/products/${id}-1.svg`, `images/products/${id}-2.svg`, `images/products/${id}-3.svg`],
    pricing: { small: 800, big: 850 },
    unit: 'per CBM',
    features: ['Plain feature one', 'Plain feature two'],
    description: 'Plain description.',
    detailedDescription: 'Plain detailed description.',
    specifications: {
      origin: 'Somewhere',
      density: '2.65 g/cm³',
      compressiveStrength: '200 MPa',
      waterAbsorption: '0.2%',
      finishOptions: ['Polished'],
    },
    applications: ['Flooring', 'Cladding', 'Countertops'],
    ...overrides,
  };
}

function filters(overrides: Partial<ShopFilters>): ShopFilters {
  return { ...DEFAULT_FILTERS, ...overrides };
}

const ids = (list: readonly Product[]): number[] => list.map((product) => product.id);

describe('matchesPrice', () => {
  const cases: Array<[PriceRange, number, number, boolean]> = [
    // under-700 looks at the small price only
    ['under-700', 699, 5000, true],
    ['under-700', 700, 750, false],
    // 700-900: small >= 700 and big <= 900
    ['700-900', 700, 900, true],
    ['700-900', 699, 800, false],
    ['700-900', 750, 901, false],
    // 900-1100
    ['900-1100', 900, 1100, true],
    ['900-1100', 899, 1000, false],
    ['900-1100', 950, 1101, false],
    // 1100-1300
    ['1100-1300', 1100, 1300, true],
    ['1100-1300', 1099, 1200, false],
    ['1100-1300', 1150, 1301, false],
    // above-1300 looks at the small price only and is strict
    ['above-1300', 1301, 1302, true],
    ['above-1300', 1300, 2000, false],
    // 'all' never filters
    ['all', 1, 2, true],
    ['all', 99999, 100000, true],
  ];

  it.each(cases)('%s with small %d and big %d -> %s', (range, small, big, expected) => {
    expect(matchesPrice({ small, big }, range)).toBe(expected);
  });

  it('puts the two featured granites in the bands the spec implies', () => {
    const bandsOf = (small: number, big: number) =>
      PRICE_RANGE_OPTIONS.filter((option) => matchesPrice({ small, big }, option.value)).map((o) => o.value);
    // Madanpalli White 650/950: cheap small size, but its big size spans two bands.
    expect(bandsOf(650, 950)).toEqual(['all', 'under-700']);
    // Kuppum Black 1000/1300 straddles 900-1100 and 1100-1300, so fits neither.
    expect(bandsOf(1000, 1300)).toEqual(['all']);
  });
});

describe('matchesSearch', () => {
  const stone = makeProduct({
    name: 'Madanpalli White',
    description: 'A bright stone from Chittoor.',
    features: ['Takes a mirror polish', 'Frost resistant'],
    specifications: {
      origin: 'Madanapalle',
      density: '2.62 g/cm³',
      compressiveStrength: '195 MPa',
      waterAbsorption: '0.22%',
      finishOptions: ['Honed'],
    },
    applications: ['Temple steps'],
  });

  it('matches the name, the description and any feature, ignoring case', () => {
    expect(matchesSearch(stone, 'madanpalli')).toBe(true);
    expect(matchesSearch(stone, 'WHITE')).toBe(true);
    expect(matchesSearch(stone, 'chittoor')).toBe(true);
    expect(matchesSearch(stone, 'mirror')).toBe(true);
    // The second feature counts too, not only the first.
    expect(matchesSearch(stone, 'FROST')).toBe(true);
  });

  it('matches substrings inside words', () => {
    expect(matchesSearch(stone, 'anpal')).toBe(true);
  });

  it('does not look at other fields such as applications, origin or finish options', () => {
    expect(matchesSearch(stone, 'temple')).toBe(false);
    expect(matchesSearch(stone, 'madanapalle')).toBe(false);
    expect(matchesSearch(stone, 'honed')).toBe(false);
  });

  it('trims the search and treats a blank search as matching everything', () => {
    expect(matchesSearch(stone, '  white  ')).toBe(true);
    expect(matchesSearch(stone, '')).toBe(true);
    expect(matchesSearch(stone, '   \t ')).toBe(true);
    expect(matchesSearch(stone, '  basalt ')).toBe(false);
  });

  it('treats the search as plain text, not as a pattern', () => {
    const dotted = makeProduct({ name: 'Stone 2.5', description: 'Size (large) [x]', features: ['a+b'] });
    expect(matchesSearch(dotted, '2.5')).toBe(true);
    expect(matchesSearch(dotted, '2x5')).toBe(false);
    expect(matchesSearch(dotted, '(large)')).toBe(true);
    expect(matchesSearch(dotted, '[x]')).toBe(true);
    expect(matchesSearch(dotted, 'a+b')).toBe(true);
    expect(matchesSearch(dotted, 'aab')).toBe(false);
    expect(matchesSearch(dotted, '.*')).toBe(false);
  });
});

describe('filterProducts and matchesFilters', () => {
  const white = makeProduct({ id: 1, name: 'White One', color: 'white', finish: 'polished', thickness: '18mm', pricing: { small: 650, big: 690 } });
  const black = makeProduct({ id: 2, name: 'Black Two', color: 'black', finish: 'honed', thickness: '20mm', pricing: { small: 720, big: 880 } });
  const green = makeProduct({ id: 3, name: 'Green Three', color: 'green', finish: 'leathered', thickness: '30mm', pricing: { small: 950, big: 1050 } });
  const white2 = makeProduct({ id: 4, name: 'White Four', color: 'white', finish: 'honed', thickness: 'various', pricing: { small: 1150, big: 1250 }, features: ['Glossy sparkle'] });
  const red = makeProduct({ id: 5, name: 'Red Five', color: 'red', finish: 'polished', thickness: 'various', pricing: { small: 1400, big: 1600 } });
  const list: readonly Product[] = [white, black, green, white2, red];

  it('returns every product, in order, with the default filters', () => {
    expect(ids(filterProducts(list, DEFAULT_FILTERS))).toEqual([1, 2, 3, 4, 5]);
  });

  it('filters by colour, finish, thickness and price one at a time', () => {
    expect(ids(filterProducts(list, filters({ color: 'white' })))).toEqual([1, 4]);
    expect(ids(filterProducts(list, filters({ finish: 'honed' })))).toEqual([2, 4]);
    expect(ids(filterProducts(list, filters({ finish: 'leathered' })))).toEqual([3]);
    expect(ids(filterProducts(list, filters({ thickness: 'various' })))).toEqual([4, 5]);
    expect(ids(filterProducts(list, filters({ thickness: '18mm' })))).toEqual([1]);
    expect(ids(filterProducts(list, filters({ price: 'under-700' })))).toEqual([1]);
    expect(ids(filterProducts(list, filters({ price: '700-900' })))).toEqual([2]);
    expect(ids(filterProducts(list, filters({ price: '900-1100' })))).toEqual([3]);
    expect(ids(filterProducts(list, filters({ price: '1100-1300' })))).toEqual([4]);
    expect(ids(filterProducts(list, filters({ price: 'above-1300' })))).toEqual([5]);
    expect(ids(filterProducts(list, filters({ search: 'FIVE' })))).toEqual([5]);
  });

  it('combines all filters with AND', () => {
    expect(ids(filterProducts(list, filters({ color: 'white', finish: 'honed' })))).toEqual([4]);
    expect(
      ids(filterProducts(list, filters({ color: 'white', finish: 'honed', thickness: 'various', price: '1100-1300', search: 'sparkle' }))),
    ).toEqual([4]);
    // Each extra condition can exclude on its own.
    expect(filterProducts(list, filters({ color: 'white', finish: 'honed', price: 'under-700' }))).toEqual([]);
    expect(filterProducts(list, filters({ color: 'white', finish: 'honed', thickness: '18mm' }))).toEqual([]);
    expect(filterProducts(list, filters({ color: 'white', finish: 'honed', search: 'one' }))).toEqual([]);
  });

  it('returns an empty list when nothing matches', () => {
    expect(filterProducts(list, filters({ color: 'blue' }))).toEqual([]);
    expect(filterProducts(list, filters({ search: 'no such stone' }))).toEqual([]);
    expect(filterProducts([], DEFAULT_FILTERS)).toEqual([]);
  });

  it('returns a new array and leaves the input alone', () => {
    const input = [...list];
    const result = filterProducts(input, DEFAULT_FILTERS);
    expect(result).not.toBe(input);
    result.pop();
    expect(input).toHaveLength(5);
  });

  it('matchesFilters agrees with filterProducts for a single product', () => {
    expect(matchesFilters(white2, filters({ color: 'white', search: 'glossy' }))).toBe(true);
    expect(matchesFilters(white2, filters({ color: 'black' }))).toBe(false);
    expect(matchesFilters(red, filters({ price: 'above-1300', finish: 'polished' }))).toBe(true);
    expect(matchesFilters(red, filters({ price: 'above-1300', finish: 'honed' }))).toBe(false);
  });

  // Correctness on a large list; its speed is measured by `npm run bench`, not asserted here.
  it('filters a 10,000-product list correctly', () => {
    const many: Product[] = [];
    for (let i = 0; i < 10_000; i += 1) {
      many.push(makeProduct({ color: i % 2 === 0 ? 'white' : 'black', name: i % 10 === 0 ? `Special ${i}` : `Stone ${i}` }));
    }
    const result = filterProducts(many, filters({ color: 'white', search: 'special' }));
    expect(result).toHaveLength(1000);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 14 }, (_, index) => index + 1);

  it('uses six items per page by default', () => {
    expect(PAGE_SIZE).toBe(6);
    expect(paginate(items, 1).items).toHaveLength(6);
  });

  it('returns the first, a middle and the last page with 1-based start and end', () => {
    expect(paginate(items, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 3, total: 14, start: 1, end: 6 });
    expect(paginate(items, 2)).toEqual({ items: [7, 8, 9, 10, 11, 12], page: 2, pageCount: 3, total: 14, start: 7, end: 12 });
    expect(paginate(items, 3)).toEqual({ items: [13, 14], page: 3, pageCount: 3, total: 14, start: 13, end: 14 });
  });

  it('clamps the page into 1..pageCount', () => {
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate(items, -4).page).toBe(1);
    expect(paginate(items, Number.NaN).page).toBe(1);
    const beyond = paginate(items, 99);
    expect(beyond.page).toBe(3);
    expect(beyond.items).toEqual([13, 14]);
    expect(beyond.start).toBe(13);
  });

  it('counts pages exactly when the list fills them', () => {
    const twelve = items.slice(0, 12);
    expect(paginate(twelve, 2)).toMatchObject({ pageCount: 2, start: 7, end: 12 });
    expect(paginate(items.slice(0, 6), 1).pageCount).toBe(1);
    expect(paginate(items.slice(0, 7), 1).pageCount).toBe(2);
  });

  it('reports one empty page for an empty list', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, start: 0, end: 0 });
    expect(paginate([], 5)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, start: 0, end: 0 });
  });

  it('accepts another page size', () => {
    expect(paginate(items, 2, 4)).toEqual({ items: [5, 6, 7, 8], page: 2, pageCount: 4, total: 14, start: 5, end: 8 });
  });
});

describe('relatedProducts', () => {
  const granites = [1, 2, 3, 4, 5, 6, 7].map((id) => makeProduct({ id, category: 'granite' }));
  const marbles = [17, 18, 19].map((id) => makeProduct({ id, category: 'marble' }));
  const catalogue = [granites[0]!, marbles[0]!, ...granites.slice(1), ...marbles.slice(1)];

  it('returns at most four others of the same category, in catalogue order, without the product itself', () => {
    const third = granites[2]!;
    const related = relatedProducts(catalogue, third);
    expect(ids(related)).toEqual([1, 2, 4, 5]);
    expect(related).not.toContain(third);
    expect(related.every((product) => product.category === 'granite')).toBe(true);
  });

  it('returns fewer when the category is small', () => {
    expect(ids(relatedProducts(catalogue, marbles[1]!))).toEqual([17, 19]);
  });

  it('respects a custom limit', () => {
    expect(ids(relatedProducts(catalogue, granites[0]!, 2))).toEqual([2, 3]);
    expect(relatedProducts(catalogue, granites[0]!, 0)).toEqual([]);
  });
});

describe('parseProductId and findProduct', () => {
  it.each([
    ['3', 3],
    ['24', 24],
    ['007', 7],
  ])('parses %p as %p', (raw, expected) => {
    expect(parseProductId(raw)).toBe(expected);
  });

  it.each([['abc'], ['1abc'], [''], [' 3'], ['3 '], ['3.0'], ['-1'], ['+1'], ['1e3'], ['0x1'], ['99999999999999999999']])(
    'rejects %p',
    (raw) => {
      expect(parseProductId(raw)).toBeNull();
    },
  );

  it('rejects a missing id', () => {
    expect(parseProductId(undefined)).toBeNull();
  });

  it('finds a product by id and returns undefined otherwise', () => {
    const list = [makeProduct({ id: 1 }), makeProduct({ id: 2, name: 'Second' })];
    expect(findProduct(list, 2)?.name).toBe('Second');
    expect(findProduct(list, 3)).toBeUndefined();
    expect(findProduct(list, null)).toBeUndefined();
  });
});

describe('option lists and URL parsing', () => {
  it('lists the price ranges in the spec order with rupee labels', () => {
    expect(PRICE_RANGE_OPTIONS).toEqual([
      { value: 'all', label: 'All Prices' },
      { value: 'under-700', label: 'Under ₹700' },
      { value: '700-900', label: '₹700 - ₹900' },
      { value: '900-1100', label: '₹900 - ₹1,100' },
      { value: '1100-1300', label: '₹1,100 - ₹1,300' },
      { value: 'above-1300', label: 'Above ₹1,300' },
    ]);
    const allLabels = [...PRICE_RANGE_OPTIONS, ...COLOR_OPTIONS, ...FINISH_OPTIONS, ...THICKNESS_OPTIONS].map((o) => o.label);
    expect(allLabels.some((label) => label.includes('$'))).toBe(false);
  });

  it('lists colours, finishes and thicknesses in the spec order', () => {
    expect(COLOR_OPTIONS.map((o) => o.value)).toEqual(['all', 'white', 'black', 'green', 'brown', 'gray', 'blue', 'pink', 'red', 'mixed']);
    expect(COLOR_OPTIONS.map((o) => o.label)).toEqual(['All Colors', 'White', 'Black', 'Green', 'Brown', 'Gray', 'Blue', 'Pink', 'Red', 'Mixed']);
    expect(FINISH_OPTIONS.map((o) => o.label)).toEqual(['All Finishes', 'Polished', 'Honed', 'Leathered']);
    expect(FINISH_OPTIONS.map((o) => o.value)).toEqual(['all', 'polished', 'honed', 'leathered']);
    expect(THICKNESS_OPTIONS.map((o) => o.label)).toEqual(['All Thicknesses', '18mm', '20mm', '30mm', 'Various']);
    expect(THICKNESS_OPTIONS.map((o) => o.value)).toEqual(['all', '18mm', '20mm', '30mm', 'various']);
  });

  it('has every default set to all with an empty search', () => {
    expect(DEFAULT_FILTERS).toEqual({ search: '', price: 'all', color: 'all', finish: 'all', thickness: 'all' });
  });

  it('accepts known URL values and turns anything else into all', () => {
    expect(toPriceRange('900-1100')).toBe('900-1100');
    expect(toPriceRange('900-1000')).toBe('all');
    expect(toPriceRange(null)).toBe('all');
    expect(toColorFilter('gray')).toBe('gray');
    expect(toColorFilter('grey')).toBe('all');
    expect(toColorFilter('White')).toBe('all');
    expect(toFinishFilter('leathered')).toBe('leathered');
    expect(toFinishFilter('flamed')).toBe('all');
    expect(toThicknessFilter('30mm')).toBe('30mm');
    expect(toThicknessFilter('25mm')).toBe('all');
    expect(toThicknessFilter('')).toBe('all');
    expect(toPriceRange('toString')).toBe('all');
  });
});
