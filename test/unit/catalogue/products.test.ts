import { existsSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import {
  COLOR_OPTIONS,
  DEFAULT_FILTERS,
  FINISH_OPTIONS,
  PRICE_RANGE_OPTIONS,
  THICKNESS_OPTIONS,
  filterProducts,
  type ShopFilters,
} from '../../../src/features/catalogue/filters';
import { FEATURED_PRODUCT_IDS, products } from '../../../src/features/catalogue/products';
import type { Product } from '../../../src/features/catalogue/types';

const PUBLIC_DIR = join(__dirname, '..', '..', '..', 'public');
const COLOURS = ['white', 'black', 'brown', 'gray', 'blue', 'green', 'pink', 'red', 'mixed'];
const FINISHES = ['polished', 'honed', 'leathered'];
const THICKNESSES = ['18mm', '20mm', '30mm', 'various'];

const granites = products.filter((product) => product.category === 'granite');
const marbles = products.filter((product) => product.category === 'marble');

function byId(id: number): Product {
  const product = products.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`product ${id} missing`);
  return product;
}

function expectNonEmptyStrings(values: unknown, min: number, max: number): void {
  expect(Array.isArray(values)).toBe(true);
  const list = values as unknown[];
  expect(list.length).toBeGreaterThanOrEqual(min);
  expect(list.length).toBeLessThanOrEqual(max);
  for (const value of list) {
    expect(typeof value).toBe('string');
    expect((value as string).trim()).not.toBe('');
  }
}

describe('catalogue', () => {
  it('has 24 products with unique ids 1..24 in order', () => {
    expect(products).toHaveLength(24);
    expect(products.map((product) => product.id)).toEqual(Array.from({ length: 24 }, (_, index) => index + 1));
    expect(new Set(products.map((product) => product.name)).size).toBe(24);
  });

  it('has granites at ids 1-16 and marbles at ids 17-24', () => {
    for (const product of products) {
      expect([product.id, product.category]).toEqual([product.id, product.id <= 16 ? 'granite' : 'marble']);
    }
    expect(granites).toHaveLength(16);
    expect(marbles).toHaveLength(8);
  });

  it.each(products.map((product) => [product.id, product.name, product] as const))(
    'product %d (%s) has every field filled and well typed',
    (_id, _name, product) => {
      expect(Object.keys(product).sort()).toEqual(
        [
          'applications',
          'category',
          'color',
          'description',
          'detailedDescription',
          'features',
          'finish',
          'id',
          'images',
          'name',
          'pricing',
          'specifications',
          'thickness',
          'unit',
        ].sort(),
      );
      expect(Number.isInteger(product.id)).toBe(true);
      expect(product.name.trim()).not.toBe('');
      expect(COLOURS).toContain(product.color);
      expect(FINISHES).toContain(product.finish);
      expect(THICKNESSES).toContain(product.thickness);
      expect(product.unit).toBe('per CBM');

      expect(typeof product.pricing.small).toBe('number');
      expect(typeof product.pricing.big).toBe('number');
      expect(product.pricing.small).toBeGreaterThan(0);
      expect(product.pricing.small).toBeLessThan(product.pricing.big);

      expect(product.description.trim().length).toBeGreaterThan(20);
      expect(product.detailedDescription.length).toBeGreaterThan(product.description.length);
      expectNonEmptyStrings(product.features, 4, 6);
      expectNonEmptyStrings(product.applications, 3, 5);

      const spec = product.specifications;
      expect(spec.origin.trim()).not.toBe('');
      expect(spec.density).toMatch(/^\d\.\d{2} g\/cm³$/);
      expect(spec.compressiveStrength).toMatch(/^\d{2,3} MPa$/);
      expect(spec.waterAbsorption).toMatch(/^0\.\d{1,2}%$/);
      expectNonEmptyStrings(spec.finishOptions, 1, 5);
      for (const option of spec.finishOptions) expect(option).toMatch(/^[A-Z][a-z]+$/);
      // The finish the product is shown in is one of its available finishes.
      expect(spec.finishOptions.map((option) => option.toLowerCase())).toContain(product.finish);
    },
  );

  it('uses realistic ranges for the technical data', () => {
    const value = (text: string) => Number.parseFloat(text);
    for (const product of granites) {
      expect(value(product.specifications.density)).toBeGreaterThanOrEqual(2.55);
      expect(value(product.specifications.density)).toBeLessThanOrEqual(3.05);
      expect(value(product.specifications.compressiveStrength)).toBeGreaterThanOrEqual(150);
    }
    for (const product of marbles) {
      expect(value(product.specifications.density)).toBeGreaterThanOrEqual(2.55);
      expect(value(product.specifications.density)).toBeLessThanOrEqual(2.85);
      expect(value(product.specifications.compressiveStrength)).toBeLessThan(150);
    }
  });

  it('lists three generated images per product, and the files exist', () => {
    for (const product of products) {
      expect(product.images).toEqual([1, 2, 3].map((view) => `images/products/${product.id}-${view}.svg`));
      for (const image of product.images) {
        const file = join(PUBLIC_DIR, image);
        expect(existsSync(file)).toBe(true);
        expect(statSync(file).size).toBeLessThan(20 * 1024);
        expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*width="800" height="600" viewBox="0 0 800 600"/);
      }
      // The three views are different pictures.
      const contents = product.images.map((image) => readFileSync(join(PUBLIC_DIR, image), 'utf8'));
      expect(new Set(contents).size).toBe(3);
    }
  });

  it('has the placeholder, hero and portfolio images', () => {
    // The hero is one large picture (and the home page's largest paint): it may use up to 40 KB.
    const expectSvg = (path: string, width: number, height: number, maxBytes = 20 * 1024) => {
      const file = join(PUBLIC_DIR, path);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(maxBytes);
      expect(readFileSync(file, 'utf8')).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
    };
    expectSvg('images/placeholder.svg', 800, 600);
    expect(readFileSync(join(PUBLIC_DIR, 'images/placeholder.svg'), 'utf8')).not.toContain('<text');
    for (const index of [1, 2, 3]) expectSvg(`images/hero/${index}.svg`, 1600, 900, 40 * 1024);
    for (const index of [1, 2, 3, 4, 5, 6]) expectSvg(`images/portfolio/${index}.svg`, 800, 600);
  });

  it('prices the featured granites as on the granite slabs page', () => {
    expect(FEATURED_PRODUCT_IDS).toEqual([1, 2]);
    expect(byId(1)).toMatchObject({ name: 'Madanpalli White', category: 'granite', pricing: { small: 650, big: 950 } });
    expect(byId(2)).toMatchObject({ name: 'Kuppum Black', category: 'granite', pricing: { small: 1000, big: 1300 } });
  });

  it("has mostly 'various' thickness", () => {
    expect(products.filter((product) => product.thickness === 'various').length).toBeGreaterThanOrEqual(16);
  });

  describe('every shop filter option finds at least one granite', () => {
    const groups: Array<[string, keyof ShopFilters, readonly { value: string; label: string }[]]> = [
      ['price', 'price', PRICE_RANGE_OPTIONS],
      ['color', 'color', COLOR_OPTIONS],
      ['finish', 'finish', FINISH_OPTIONS],
      ['thickness', 'thickness', THICKNESS_OPTIONS],
    ];
    const cases = groups.flatMap(([group, key, options]) =>
      options.map((option) => [group, option.label, key, option.value] as const),
    );

    it.each(cases)('%s: %s', (_group, _label, key, value) => {
      const found = filterProducts(granites, { ...DEFAULT_FILTERS, [key]: value });
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((product) => product.category === 'granite')).toBe(true);
    });
  });

  it('gives the marbles colours from the shop list', () => {
    for (const product of marbles) expect(COLOURS).toContain(product.color);
    expect(new Set(marbles.map((product) => product.color)).size).toBeGreaterThanOrEqual(5);
  });
});
