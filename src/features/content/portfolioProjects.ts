/** A finished job shown on /portfolio (docs/product.md: title, category, description, image). */
export interface PortfolioItem {
  title: string;
  category: string;
  description: string;
  /** Stored image path; the scene drawn in each file matches the project. */
  image: string;
}

export const PORTFOLIO_ITEMS: readonly PortfolioItem[] = [
  {
    title: 'Villa Kitchens, Tirupati',
    category: 'Residential',
    description:
      'Kuppum Black countertops with a polished, eased edge for twelve villa kitchens. We book-matched the slabs in ' +
      'our yard and templated on site, so every sink and hob cut-out fitted the first time.',
    image: 'images/portfolio/1.svg',
  },
  {
    title: 'Business Hotel Lobby, Chennai',
    category: 'Hospitality',
    description:
      'White marble flooring for the lobby and lounge, laid in large-format slabs from a single lot so the whole floor ' +
      'reads as one shade, with a dark reception counter to anchor the space.',
    image: 'images/portfolio/2.svg',
  },
  {
    title: 'Office Facade, Hyderabad',
    category: 'Commercial',
    description:
      'Lakha Red and Steel Grey granite cladding panels cut to 600 x 900 mm, flamed to weather well and drilled for ' +
      'anchors before dispatch, so the facade crew could fix them straight off the truck.',
    image: 'images/portfolio/3.svg',
  },
  {
    title: 'College Staircases, Nellore',
    category: 'Institutional',
    description:
      'Steel Grey treads and risers for four staircases carrying heavy daily footfall, honed for grip and finished with ' +
      'anti-skid grooves cut into every nosing.',
    image: 'images/portfolio/4.svg',
  },
  {
    title: 'Apartment Bathrooms, Bengaluru',
    category: 'Residential',
    description:
      'Udaipur Green marble feature walls with white marble vanity tops for forty apartments. Every wall panel was ' +
      'numbered at our yard so the veining runs on from one slab to the next.',
    image: 'images/portfolio/5.svg',
  },
  {
    title: 'Temple Courtyard, Chittoor District',
    category: 'Religious & Heritage',
    description:
      'Babarmal Pink marble paving and white marble pillar cladding for a village temple courtyard, honed so the ' +
      'stone stays cool and safe underfoot for barefoot visitors.',
    image: 'images/portfolio/6.svg',
  },
];
