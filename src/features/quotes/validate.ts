import type { FormikErrors } from 'formik';
import { failureErrors, firstFailure } from '../../shared/formRules';
import { lengthError, TEXT_LIMITS } from '../../shared/textLimits';
import { parseDimension } from './area';
import type { QuoteFormValues } from './formValues';
import { QUOTE_RULES } from './quoteRules';

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
 * The spec's checks in its order (QUOTE_RULES): every empty required field
 * (the first one is the alert, "Please fill in ..."); once they are all
 * there, the email format; then numbers and lengths. No errors: the request
 * may be sent.
 */
export function validateQuote(values: QuoteFormValues): FormikErrors<QuoteFormValues> {
  const failure = firstFailure(QUOTE_RULES, (field) => {
    const value = values[field as keyof QuoteFormValues];
    return typeof value === 'string' ? value : '';
  });
  if (failure) return failureErrors(failure);
  const errors: FormikErrors<QuoteFormValues> = {};
  for (const [field, message] of NUMBER_FIELDS) {
    if (!isPositiveOrEmpty(values[field] as string)) errors[field] = message;
  }
  for (const [field, words, max] of TEXT_FIELDS) {
    const error = errors[field] ? undefined : lengthError(values[field] as string, max, words);
    if (error) errors[field] = error;
  }
  return errors;
}
