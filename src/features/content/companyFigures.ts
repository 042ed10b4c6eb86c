/**
 * The About and Portfolio pages' figures (docs/product.md). The home page has
 * its own, different claims; docs/product.md keeps each page's reading.
 */
export interface Figure {
  value: string;
  label: string;
}

export const FOUNDED_YEAR = 2018;

export const COMPANY_FIGURES: readonly Figure[] = [
  { value: '500+', label: 'Projects delivered' },
  { value: '50+', label: 'Stone varieties' },
  { value: '50+', label: 'Cities served' },
  { value: '1000+', label: 'Customers' },
  { value: '15+', label: 'Years in the stone trade' },
];
