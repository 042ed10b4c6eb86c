/**
 * A phone number as staff type it into the search box: "98765 01234",
 * "+91 98765-01234", "098765 01234". The digits without a country code or
 * trunk zero, or null when the text is not a phone number. Stored phones are
 * compared by their digits alone (migration 008), so a match inside
 * "+91 98765 01234" is found whichever way it was written.
 */
const PHONE_TEXT = /^\+?[\d\s\-().]+$/;
/** Fewer digits than this is more likely part of an id or a date. */
const MIN_DIGITS = 4;

export function phoneDigits(search: string): string | null {
  const text = search.trim();
  if (!PHONE_TEXT.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  // A leading +91 (or 0091) is India's country code; a leading 0 the trunk prefix.
  if (/^\+\s*91/.test(text) || (digits.startsWith('91') && digits.length > 10)) digits = digits.slice(2);
  else if (digits.startsWith('0091')) digits = digits.slice(4);
  digits = digits.replace(/^0+/, '');
  return digits.length >= MIN_DIGITS ? digits : null;
}
