/**
 * Policy pages are data: one shape rendered by PolicyLayout, so the six pages
 * look alike and their facts can be checked by unit tests without rendering.
 */
export interface PolicyLink {
  to: string;
  label: string;
}

export interface PolicySection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  /** In-app links shown after the text (e.g. to the related policies). */
  links?: readonly PolicyLink[];
}

export interface Policy {
  title: string;
  /** As the spec dates each page: 'September 18, 2025' or 'August 2025'. */
  lastUpdated: string;
  intro: string;
  sections: readonly PolicySection[];
  /** Terms of Service, Returns & Exchange, Cancellation & Refund and Shipping have one (docs/product.md). */
  hasBackButton: boolean;
}

export const POLICY_DATES = {
  september: 'September 18, 2025',
  august: 'August 2025',
} as const;
