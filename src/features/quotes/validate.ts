import type { QuoteFormValues } from './formValues';

/** Non-space text, @, text, dot, text (SPEC section 5). */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** The required fields in the order they are checked, with the words the alert uses. */
export const REQUIRED_FIELDS = [
  { field: 'fullName', words: 'full name' },
  { field: 'email', words: 'email' },
  { field: 'phone', words: 'phone' },
  { field: 'projectLocation', words: 'project location' },
  { field: 'quantity', words: 'quantity' },
] as const;

export type RequiredQuoteField = (typeof REQUIRED_FIELDS)[number]['field'];

export interface QuoteProblem {
  field: RequiredQuoteField;
  message: string;
}

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * The first problem with a submission, or null when it may be sent. Only the
 * first one is reported, as the visitor sees one alert at a time.
 */
export function validateQuote(values: Pick<QuoteFormValues, RequiredQuoteField>): QuoteProblem | null {
  for (const { field, words } of REQUIRED_FIELDS) {
    if (values[field].trim() === '') return { field, message: `Please fill in ${words}` };
  }
  if (!EMAIL_PATTERN.test(values.email.trim())) return { field: 'email', message: INVALID_EMAIL_MESSAGE };
  return null;
}

/**
 * Whether a problem reported on submit still applies to the current values;
 * lets the form take the mark off a field as soon as the visitor fixed it.
 */
export function problemStillHolds(problem: QuoteProblem, values: Pick<QuoteFormValues, RequiredQuoteField>): boolean {
  const value = values[problem.field].trim();
  if (problem.message === INVALID_EMAIL_MESSAGE) return !EMAIL_PATTERN.test(value);
  return value === '';
}
