/** The home page hero (docs/product.md: 3 slides, 6 seconds each, wrapping). */
export const HERO_INTERVAL_MS = 6000;

export interface HeroSlide {
  title: string;
  subtitle: string;
  description: string;
  /** Stored path of the 1600 x 900 background picture. */
  image: string;
  imageAlt: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    title: 'Granite Straight from the Chittoor Quarries',
    subtitle: 'Madanpalli White, Kuppum Black and over 20 more Indian stones',
    description:
      'Blocks chosen at the quarry face, sawn and polished at our Pakala yard, and cut to the slab sizes your kitchen, ' +
      'floor or facade needs.',
    image: 'images/hero/1.svg',
    imageAlt: 'A polished black granite slab catching the light',
  },
  {
    title: 'Marble for Halls, Homes and Temples',
    subtitle: 'Makrana, Ambaji, Udaipur Green and more, hand-selected',
    description:
      'Shade-matched lots for large floors, book-matched panels for feature walls, and inlay work cut to your ' +
      "architect's drawings.",
    image: 'images/hero/2.svg',
    imageAlt: 'A marble hall with a veined white floor and a row of columns',
  },
  {
    title: 'Blocks and Slabs Shipped Worldwide',
    subtitle: 'Export packing, documents and container loading handled for you',
    description:
      'Importers in more than 50 countries rely on our photo approval before dispatch, fumigated crates and clear ' +
      'paperwork from Chennai and Krishnapatnam ports.',
    image: 'images/hero/3.svg',
    imageAlt: 'A granite quarry at dusk with cut blocks stacked in the foreground',
  },
];
