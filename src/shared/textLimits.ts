/**
 * How long each kind of typed text may be. A longer entry is refused with a
 * message that says so, never cut short without a word (no maxLength on
 * these fields, which would silently drop the rest of a paste).
 */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  line: 200,
  code: 20,
  long: 2000,
} as const;

export const tooLongMessage = (words: string, max: number) => `Please keep the ${words} to ${max} characters or fewer`;

/** The message for `value` when it is longer than `max`, else undefined. */
export const lengthError = (value: string, max: number, words: string): string | undefined =>
  value.trim().length > max ? tooLongMessage(words, max) : undefined;
