import type { FormikErrors } from 'formik';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '../../shared/emailAddress';
import { lengthError, TEXT_LIMITS } from '../../shared/textLimits';
import { parseDimension } from './area';
import type { QuoteFormValues } from './formValues';

/** The required fields in the order they are checked, with the words the alert uses. */
export const REQUIRED_FIELDS = [
  { field: 'fullName', words: 'full name' },
  { field: 'email', words: 'email' },
  { field: 'phone', words: 'phone' },
  { field: 'projectLocation', words: 'project location' },
  { field: 'quantity', words: 'quantity' },
] as const;

/** Words and longest length of each free-text field. */
const TEXT_FIELDS: ReadonlyArray<[keyof QuoteFormValues, string, number]> = [
  ['fullName', 'full name', TEXT_LIMITS.name],
  ['company', 'company name', TEXT_LIMITS.name],
  ['email', 'email address', TEXT_LIMITS.email],
  ['phone', 'phone number', TEXT_LIMITS.phone],
  ['projectLocation', 'project location', TEXT_LIMITS.line],
  ['budget', 'budget', TEXT_LIMITS.name],
  ['description', 'project description', TEXT_LIMITS.long],
];

/** Length, width and quantity: empty (length and width are optional) or a number above 0. */
const NUMBER_FIELDS: ReadonlyArray<[keyof QuoteFormValues, string]> = [
  ['length', 'Please enter the length in feet as a number above 0'],
  ['width', 'Please enter the width in feet as a number above 0'],
  ['quantity', 'Please enter the quantity as a number above 0'],
];

const isPositiveOrEmpty = (text: string) => {
  if (text.trim() === '') return true;
  const value = parseDimension(text);
  return value !== null && value > 0;
};

/**
 * The spec's checks in its order: every empty required field (the first one
 * is the alert, "Please fill in ..."); once they are all there, the email
 * format, then numbers and lengths. No errors: the request may be sent.
 */
export function validateQuote(values: QuoteFormValues): FormikErrors<QuoteFormValues> {
  const errors: FormikErrors<QuoteFormValues> = {};
  for (const { field, words } of REQUIRED_FIELDS) {
    if (values[field].trim() === '') errors[field] = `Please fill in ${words}`;
  }
  if (Object.keys(errors).length > 0) return errors;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = INVALID_EMAIL_MESSAGE;
  for (const [field, message] of NUMBER_FIELDS) {
    if (!isPositiveOrEmpty(values[field] as string)) errors[field] = message;
  }
  for (const [field, words, max] of TEXT_FIELDS) {
    const error = errors[field] ? undefined : lengthError(values[field] as string, max, words);
    if (error) errors[field] = error;
  }
  return errors;
}
