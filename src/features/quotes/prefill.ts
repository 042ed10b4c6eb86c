/**
 * Pre-filling the quote form through the URL, so a reload keeps it: each
 * field travels as a query parameter named like the QuoteRequest field;
 * services repeat (`services=Custom+Cutting&services=Edge+Polishing`).
 * Used by the product page, the slab pages and Duplicate Request.
 */
export type QuotePrefill = Partial<Record<string, string | string[]>>;

export function quotePrefillSearch(values: QuotePrefill): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== '') params.append(key, item);
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `/request-quote?...` for the given values. */
export const quoteFormUrl = (values: QuotePrefill = {}) => `/request-quote${quotePrefillSearch(values)}`;
