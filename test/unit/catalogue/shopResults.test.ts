import { DEFAULT_FILTERS, paginate } from '../../../src/features/catalogue/filters';
import { products } from '../../../src/features/catalogue/products';
import {
  NO_RESULTS_MESSAGE,
  PAGE_GAP,
  pageButtons,
  productsInCategory,
  resultSummary,
  shopPage,
} from '../../../src/features/catalogue/shopResults';
import type { Product } from '../../../src/features/catalogue/types';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('the result line', () => {
  it.each([
    [16, 1, 'Showing 1-6 of 16 granite products (Page 1 of 3)'],
    [16, 2, 'Showing 7-12 of 16 granite products (Page 2 of 3)'],
    [16, 3, 'Showing 13-16 of 16 granite products (Page 3 of 3)'],
    [6, 1, 'Showing 1-6 of 6 granite products (Page 1 of 1)'],
    [7, 2, 'Showing 7-7 of 7 granite products (Page 2 of 2)'],
    [1, 1, 'Showing 1-1 of 1 granite products (Page 1 of 1)'],
    [16, 9, 'Showing 13-16 of 16 granite products (Page 3 of 3)'],
  ])('%p products on page %p: %p', (count, page, line) => {
    expect(resultSummary(paginate(numbers(count), page))).toBe(line);
  });

  it('says only that nothing matched when the list is empty', () => {
    expect(resultSummary(paginate([], 1))).toBe('No granite products found matching your filters.');
    expect(NO_RESULTS_MESSAGE).toBe('No granite products found matching your filters.');
    expect(resultSummary(paginate([], 3))).not.toMatch(/Showing/);
  });
});

describe('the shop list', () => {
  it('holds the 16 granites and no marble', () => {
    const granite = productsInCategory(products, 'granite');
    expect(granite.map((product) => product.id)).toEqual(numbers(16));
    expect(productsInCategory(products, 'marble').map((product) => product.id)).toEqual([17, 18, 19, 20, 21, 22, 23, 24]);
  });

  it('filters, then cuts the page', () => {
    const granite = productsInCategory(products, 'granite');
    const page = shopPage(granite, { ...DEFAULT_FILTERS, search: 'BLACK', finish: 'polished' }, 2);
    expect(page.items.map((product) => product.id)).toEqual([13]);
    expect(resultSummary(page)).toBe('Showing 7-7 of 7 granite products (Page 2 of 2)');
  });

  // Correctness at scale only; the speed is measured by `npm run bench`, never asserted in tests.
  it('pages a 10,000-product catalogue', () => {
    const template = products[0] as Product;
    const big = Array.from({ length: 10_000 }, (_, index) => ({
      ...template,
      id: index + 1,
      name: `Stone ${index}`,
      pricing: { small: 500 + (index % 1000), big: 600 + (index % 1000) },
    }));
    const page = shopPage(big, { ...DEFAULT_FILTERS, price: '700-900' }, 3);
    expect(page.total).toBe(big.filter((stone) => stone.pricing.small >= 700 && stone.pricing.big <= 900).length);
    expect(page.page).toBe(3);
    expect(page.items).toHaveLength(6);
  });
});

describe('numbered page buttons', () => {
  it('shows every page when there are few', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, PAGE_GAP, 20]);
    expect(pageButtons(10, 20)).toEqual([1, PAGE_GAP, 9, 10, 11, PAGE_GAP, 20]);
    expect(pageButtons(20, 20)).toEqual([1, PAGE_GAP, 19, 20]);
    expect(pageButtons(1667, 1667)).toEqual([1, PAGE_GAP, 1666, 1667]);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(pageButtons(4, 20)).toEqual([1, 2, 3, 4, 5, PAGE_GAP, 20]);
    expect(pageButtons(17, 20)).toEqual([1, PAGE_GAP, 16, 17, 18, 19, 20]);
  });

  it('clamps a page out of range', () => {
    expect(pageButtons(50, 20)).toEqual([1, PAGE_GAP, 19, 20]);
    expect(pageButtons(-2, 3)).toEqual([1, 2, 3]);
  });
});
