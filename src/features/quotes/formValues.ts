/**
 * Everything the quote form holds while the visitor types. All text, as typed;
 * the finished submission becomes a QuoteRequest in quoteRequest.ts.
 */
export interface QuoteFormValues {
  fullName: string;
  company: string;
  email: string;
  phone: string;
  projectType: string;
  projectTimeline: string;
  projectLocation: string;
  budget: string;
  stoneType: string;
  finish: string;
  thickness: string;
  length: string;
  width: string;
  /** Derived from length and width (area.ts); read-only in the form. */
  area: string;
  quantity: string;
  unit: string;
  services: string[];
  description: string;
}

/** The spec's defaults (docs/product.md). */
export const EMPTY_QUOTE_FORM: Readonly<QuoteFormValues> = {
  fullName: '',
  company: '',
  email: '',
  phone: '',
  projectType: 'residential',
  projectTimeline: 'within-month',
  projectLocation: '',
  budget: '',
  stoneType: 'granite',
  finish: 'polished',
  thickness: '20mm',
  length: '',
  width: '',
  area: '',
  quantity: '',
  unit: 'sqft',
  services: [],
  description: '',
};

export type QuoteTextField = Exclude<keyof QuoteFormValues, 'services'>;
