import { products } from '../../src/features/catalogue';
import {
  GRANITE_SLAB_SPECIFICATIONS,
  graniteSlabItems,
  marbleSlabItems,
  slabQuoteUrl,
} from '../../src/features/content/slabs';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://shop.test').searchParams);

describe('granite slab items', () => {
  const items = graniteSlabItems(products);

  it('lists the three granite items with the slab page prices per CBM', () => {
    expect(items.map((item) => [item.name, item.pricing?.small, item.pricing?.big, item.unit])).toEqual([
      ['All Type Indian Granite', 850, 1000, 'per CBM'],
      ['Madanpalli White', 650, 950, 'per CBM'],
      ['Kuppum Black', 1000, 1300, 'per CBM'],
    ]);
  });

  it('reads the two house stones from the catalogue, so every page shows one price', () => {
    const catalogue = products.filter((product) => product.id === 1 || product.id === 2);
    expect(items.slice(1).map((item) => item.pricing)).toEqual(catalogue.map((product) => product.pricing));
    expect(items[1]?.products).toEqual([{ id: 1, name: 'Madanpalli White' }]);
    expect(items[2]?.products).toEqual([{ id: 2, name: 'Kuppum Black' }]);
  });

  it('gives every item features and a Get Quote link pre-filled for granite', () => {
    for (const item of items) {
      expect(item.features.length).toBeGreaterThanOrEqual(3);
      expect(new URL(item.quoteUrl, 'http://shop.test').pathname).toBe('/request-quote');
      expect(query(item.quoteUrl)).toEqual({ stoneType: 'granite', description: `Enquiry about ${item.name} slabs` });
    }
    expect(items[0]?.quoteUrl).toBe(
      '/request-quote?stoneType=granite&description=Enquiry+about+All+Type+Indian+Granite+slabs',
    );
  });

  it('states the slab specification the spec gives', () => {
    expect(GRANITE_SLAB_SPECIFICATIONS.thickness).toBe('15mm to 30mm');
    expect(GRANITE_SLAB_SPECIFICATIONS.finishes).toEqual(['Polished', 'Honed']);
    expect(GRANITE_SLAB_SPECIFICATIONS.sizes.map((size) => size.label)).toEqual(['Small', 'Big']);
    expect(GRANITE_SLAB_SPECIFICATIONS.applications.length).toBeGreaterThan(0);
  });

  it('refuses to build from a catalogue that lacks a listed stone', () => {
    expect(() => graniteSlabItems(products.filter((product) => product.id !== 2))).toThrow(/product 2/);
  });
});

describe('marble slab items', () => {
  const items = marbleSlabItems(products);

  it('has three items with features and a Get Quote link pre-filled for marble', () => {
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.features.length).toBeGreaterThanOrEqual(3);
      expect(item.pricing).toBeUndefined();
      expect(query(item.quoteUrl)).toEqual({ stoneType: 'marble', description: `Enquiry about ${item.name} slabs` });
    }
  });

  it('links every marble in the catalogue (ids 17-24) once, by its catalogue name', () => {
    const links = items.flatMap((item) => item.products);
    expect(links.map((link) => link.id).sort((a, b) => a - b)).toEqual([17, 18, 19, 20, 21, 22, 23, 24]);
    for (const link of links) expect(link.name).toBe(products.find((product) => product.id === link.id)?.name);
  });
});

it('builds quote links with quoteFormUrl', () => {
  expect(slabQuoteUrl('marble', 'White Marble')).toBe(
    '/request-quote?stoneType=marble&description=Enquiry+about+White+Marble+slabs',
  );
});
