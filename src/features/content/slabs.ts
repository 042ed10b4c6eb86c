/**
 * What the two slab pages list. Catalogue stones are read from the catalogue,
 * so a price is the same on every page (docs/product.md, "one price per
 * product"); the all-type Indian granite line exists only on /granite-slabs
 * and is kept here.
 */
import { findProduct, type Pricing, type Product } from '../catalogue';
import { quoteFormUrl } from '../quotes';

export interface ProductLink {
  id: number;
  name: string;
}

export interface SlabItem {
  key: string;
  name: string;
  description: string;
  features: readonly string[];
  /** Present on granite items: rupees per CBM for the small and big size. */
  pricing?: Pricing;
  unit?: string;
  /** Images shown on the card (stored paths) with their alt text. */
  images: ReadonlyArray<{ path: string; alt: string }>;
  /** Catalogue pages for the stones this item covers. */
  products: readonly ProductLink[];
  quoteUrl: string;
}

type StoneType = 'granite' | 'marble';

/** The quote form opens with the stone type chosen and the item named. */
export const slabQuoteUrl = (stoneType: StoneType, itemName: string) =>
  quoteFormUrl({ stoneType, description: `Enquiry about ${itemName} slabs` });

export const ALL_TYPE_INDIAN_GRANITE = {
  name: 'All Type Indian Granite',
  pricing: { small: 850, big: 1000 },
  unit: 'per CBM',
  description:
    'Our general range: the black, grey, red, brown, green and blue granites builders ask for most, sourced from ' +
    'quarries across South India and cut at our Pakala yard. One supplier for every colour on a project.',
  features: [
    'Over a dozen Indian granites under one price list',
    'Mix colours across a project on a single order and invoice',
    'Good stock of the popular shades for quick dispatch',
    'Cut to size and edge-finished on request',
  ],
  /** Catalogue stones shown as samples of the range. */
  sampleIds: [3, 5, 6, 7],
} as const;

const requireProduct = (catalogue: readonly Product[], id: number): Product => {
  const product = findProduct(catalogue, id);
  if (!product) throw new Error(`The slab pages need catalogue product ${id}`);
  return product;
};

const linkTo = (product: Product): ProductLink => ({ id: product.id, name: product.name });

const firstImage = (product: Product) => ({ path: product.images[0] ?? '', alt: `${product.name} ${product.category} slab` });

/** The granite house stones on /granite-slabs, after the all-type range. */
export const GRANITE_SLAB_PRODUCT_IDS = [1, 2] as const;

export function graniteSlabItems(catalogue: readonly Product[]): SlabItem[] {
  const samples = ALL_TYPE_INDIAN_GRANITE.sampleIds.map((id) => requireProduct(catalogue, id));
  const allType: SlabItem = {
    key: 'all-type',
    name: ALL_TYPE_INDIAN_GRANITE.name,
    description: ALL_TYPE_INDIAN_GRANITE.description,
    features: ALL_TYPE_INDIAN_GRANITE.features,
    pricing: ALL_TYPE_INDIAN_GRANITE.pricing,
    unit: ALL_TYPE_INDIAN_GRANITE.unit,
    images: samples.map((product) => ({ path: product.images[0] ?? '', alt: `${product.name} granite sample` })),
    products: samples.map(linkTo),
    quoteUrl: slabQuoteUrl('granite', ALL_TYPE_INDIAN_GRANITE.name),
  };
  const house = GRANITE_SLAB_PRODUCT_IDS.map((id): SlabItem => {
    const product = requireProduct(catalogue, id);
    return {
      key: `product-${product.id}`,
      name: product.name,
      description: product.description,
      features: product.features.slice(0, 4),
      pricing: product.pricing,
      unit: product.unit,
      images: [firstImage(product)],
      products: [linkTo(product)],
      quoteUrl: slabQuoteUrl('granite', product.name),
    };
  });
  return [allType, ...house];
}

/** Marble is grouped by colour; between them the three items cover every marble in the catalogue. */
const MARBLE_GROUPS = [
  {
    key: 'white',
    name: 'White Marble',
    productIds: [17, 18, 19],
    description:
      'Classic Indian white marble from Makrana, Ambaji and Rajsamand: a soft, even glow for halls, temples, ' +
      'prayer rooms and bright residential floors.',
    features: [
      'Lots matched by shade, so large floors stay one colour',
      'Polished or honed, in slabs, tiles and carving blocks',
      'Inlay and jali work cut to drawing',
      'Sealed before dispatch against staining',
    ],
  },
  {
    key: 'coloured',
    name: 'Coloured Marble',
    productIds: [20, 21, 22, 24],
    description:
      'Green, beige, golden yellow and pink marbles for feature walls, hotel lobbies, heritage-style interiors and ' +
      'courtyards where warmth and character matter more than uniformity.',
    features: [
      'Udaipur Green, Katni Beige, Jaisalmer Yellow and Babarmal Pink',
      'Book-matched panels for feature walls',
      'Borders and inlays to pair with white marble',
      'Honed finish for courtyards and barefoot areas',
    ],
  },
  {
    key: 'black',
    name: 'Black Marble',
    productIds: [23],
    description:
      'Bhainslana Black from Rajasthan: a dense, deep black marble that gives striking contrast against white ' +
      'floors and makes elegant counters, table tops and steps.',
    features: [
      'Takes a high, even polish',
      'Calibrated 18mm slabs ready for fixing',
      'Pairs with white marble for chequered floors',
      'Suited to counters, table tops and wall panels',
    ],
  },
] as const;

export function marbleSlabItems(catalogue: readonly Product[]): SlabItem[] {
  return MARBLE_GROUPS.map((group) => {
    const stones = group.productIds.map((id) => requireProduct(catalogue, id));
    const lead = stones[0];
    return {
      key: group.key,
      name: group.name,
      description: group.description,
      features: group.features,
      images: lead ? [firstImage(lead)] : [],
      products: stones.map(linkTo),
      quoteUrl: slabQuoteUrl('marble', group.name),
    };
  });
}

/** The specification panel on /granite-slabs (docs/product.md: 15mm to 30mm, Polished and Honed). */
export const GRANITE_SLAB_SPECIFICATIONS = {
  thickness: '15mm to 30mm',
  sizes: [
    { label: 'Small', detail: 'slabs up to 240 x 120 cm, easy to handle on site; ideal for counters, sills and cladding' },
    { label: 'Big', detail: 'gang-saw slabs from 270 x 160 cm, for large floors and seamless kitchen islands' },
  ],
  finishes: ['Polished', 'Honed'],
  applications: [
    'Kitchen countertops and islands',
    'Flooring and staircases',
    'Wall cladding and facades',
    'Vanity tops and table tops',
    'Monuments and memorials',
  ],
} as const;
