import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '../../shared/emailAddress';
import type { FormRules } from '../../shared/formRules';

/** The required fields in the order they are checked, with the words the alert uses. */
export const REQUIRED_FIELDS = [
  { field: 'fullName', words: 'full name' },
  { field: 'email', words: 'email' },
  { field: 'phone', words: 'phone' },
  { field: 'projectLocation', words: 'project location' },
  { field: 'quantity', words: 'quantity' },
] as const;

/**
 * The spec's checks of the quote form, in its order: each required field
 * ("Please fill in ..."), then, once all are there, the e-mail address.
 * validateQuote runs them first; the prerendered form carries them for its
 * answer before its code has come (src/shared/formRules.ts).
 */
export const QUOTE_RULES: FormRules = [
  REQUIRED_FIELDS.map(({ field, words }) => ({ fields: [field], message: `Please fill in ${words}` })),
  [{ fields: ['email'], message: INVALID_EMAIL_MESSAGE, pattern: EMAIL_PATTERN.source }],
];
