/** Colour families the shop filters by (docs/product.md). */
export type StoneColor =
  | 'white'
  | 'black'
  | 'brown'
  | 'gray'
  | 'blue'
  | 'green'
  | 'pink'
  | 'red'
  | 'mixed';

export type StoneCategory = 'granite' | 'marble';

export interface Pricing {
  /** Rupees per CBM for the small size. */
  small: number;
  /** Rupees per CBM for the big size. */
  big: number;
}

export interface Specifications {
  origin: string;
  density: string;
  compressiveStrength: string;
  waterAbsorption: string;
  finishOptions: string[];
}

/** A catalogue stone, field for field as docs/product.md describes it. */
export interface Product {
  id: number;
  name: string;
  category: StoneCategory;
  color: StoneColor;
  /** Lower-case finish name: polished, honed or leathered. */
  finish: string;
  /** '18mm', '20mm', '30mm' or (mostly) 'various'. */
  thickness: string;
  /** Exactly three image paths. */
  images: string[];
  pricing: Pricing;
  unit: string;
  features: string[];
  description: string;
  detailedDescription: string;
  specifications: Specifications;
  applications: string[];
}
