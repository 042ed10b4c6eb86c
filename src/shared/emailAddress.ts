import { lengthError, TEXT_LIMITS } from './textLimits';

/** Non-space text, @, text, dot, text (docs/product.md): the rule of every form that asks for an e-mail address. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * What is wrong with an address that was typed in: not an address, or too
 * long; undefined when it is fine or empty (each form decides whether an
 * empty one may pass).
 */
export function emailFormatError(email: string): string | undefined {
  const address = email.trim();
  if (!address) return undefined;
  if (!EMAIL_PATTERN.test(address)) return INVALID_EMAIL_MESSAGE;
  return lengthError(address, TEXT_LIMITS.email, 'email address');
}
