/**
 * Pre-filling the quote form through the URL, so a reload keeps it: each
 * field travels as a query parameter named like the QuoteRequest field;
 * services repeat (`services=Custom+Cutting&services=Edge+Polishing`).
 * Used by the product page and the slab pages, which pre-fill only the stone.
 * Duplicate Request carries the visitor's own details, which never go in an
 * address (history, server logs and the next `Referer` would keep them): it
 * leaves the same query text in sessionStorage, and marks the form's history
 * entry to take it.
 */
import type { QuoteRequest } from '../../shared/entities';
import { QUOTE_PREFILL_KEY } from '../../shared/keptBeside';
import { paths } from '../../shared/paths';
import { computeArea } from './area';
import { EMPTY_QUOTE_FORM, type QuoteFormValues, type QuoteTextField } from './formValues';
import {
  FINISHES,
  isOptionValue,
  PROJECT_TIMELINES,
  PROJECT_TYPES,
  SERVICES,
  STONE_TYPES,
  THICKNESSES,
  UNITS,
  type Option,
} from './options';

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
export const quoteFormUrl = (values: QuotePrefill = {}) => `${paths.requestQuote}${quotePrefillSearch(values)}`;

/** Select fields only take one of their options; anything else keeps the default. */
const CHOICES: Partial<Record<QuoteTextField, readonly Option[]>> = {
  projectType: PROJECT_TYPES,
  projectTimeline: PROJECT_TIMELINES,
  stoneType: STONE_TYPES,
  finish: FINISHES,
  thickness: THICKNESSES,
  unit: UNITS,
};

const TEXT_FIELDS = (Object.keys(EMPTY_QUOTE_FORM) as Array<keyof QuoteFormValues>).filter(
  (key): key is QuoteTextField => key !== 'services',
);

/**
 * The reading side: the form's starting values for a query string such as
 * `?stoneType=marble&description=...`. Unknown parameters are ignored and
 * the area is derived from the dimensions, never taken on trust.
 */
export function initialQuoteValues(search: string): QuoteFormValues {
  const params = new URLSearchParams(search);
  const values: QuoteFormValues = { ...EMPTY_QUOTE_FORM, services: [] };
  for (const field of TEXT_FIELDS) {
    const given = params.get(field);
    if (given === null) continue;
    const options = CHOICES[field];
    if (!options || isOptionValue(options, given)) values[field] = given;
  }
  values.services = SERVICES.filter((service) => params.getAll('services').includes(service));
  values.area = computeArea(values.length, values.width);
  return values;
}

/** Every field of an earlier quote, for Duplicate Request. */
export function prefillFromQuote(quote: QuoteRequest): QuotePrefill {
  const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));
  return {
    fullName: quote.fullName,
    company: quote.company,
    email: quote.email,
    phone: quote.phone,
    projectType: quote.projectType,
    projectTimeline: quote.projectTimeline,
    projectLocation: quote.projectLocation,
    budget: quote.budget,
    stoneType: quote.stoneType,
    finish: quote.finish,
    thickness: quote.thickness,
    length: text(quote.length),
    width: text(quote.width),
    area: text(quote.area),
    quantity: text(quote.quantity),
    unit: quote.unit,
    services: quote.services,
    description: quote.description,
  };
}

/** What the visitor typed about themselves and their project: never put in an address. */
const PERSONAL_FIELDS: ReadonlySet<string> = new Set(['fullName', 'company', 'email', 'phone', 'projectLocation', 'budget', 'description']);

/** The pre-fill without the visitor's own details: what may travel in an address. */
export const impersonalPrefill = (values: QuotePrefill): QuotePrefill =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !PERSONAL_FIELDS.has(key)));

function session(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined; // access itself throws when storage is disabled
  }
}

/** The form's history entry says "take the kept pre-fill" (so a reload of it still does). */
const KEPT_STATE = { keptQuotePrefill: true } as const;

/**
 * Duplicate Request: keeps the whole pre-fill in this tab's sessionStorage and
 * returns where to go: the bare form address, its history entry marked to
 * take it. When sessionStorage refuses, the address carries only the stone,
 * the sizes and the services.
 */
export function keepQuotePrefill(keyPrefix: string, values: QuotePrefill): { to: string; state?: typeof KEPT_STATE } {
  const store = session();
  try {
    if (store) {
      store.setItem(keyPrefix + QUOTE_PREFILL_KEY, quotePrefillSearch(values));
      return { to: paths.requestQuote, state: KEPT_STATE };
    }
  } catch {
    /* the fallback below */
  }
  return { to: quoteFormUrl(impersonalPrefill(values)) };
}

/**
 * The kept pre-fill as query text (`?...`) when the form's history entry asks
 * for it, else null. It stays for a reload; the next Duplicate Request
 * replaces it, "Clear my data" and closing the tab remove it.
 */
export function keptQuotePrefill(keyPrefix: string, historyState: unknown): string | null {
  if ((historyState as Partial<typeof KEPT_STATE> | null)?.keptQuotePrefill !== true) return null;
  try {
    return session()?.getItem(keyPrefix + QUOTE_PREFILL_KEY) ?? null;
  } catch {
    return null;
  }
}
