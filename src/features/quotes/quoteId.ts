import { randomString, UPPER_ALPHANUMERIC, type Services } from '../../shared/services';

/** QT-{timestamp}-{6 upper-case letters or digits} (docs/product.md). */
export const QUOTE_ID_PATTERN = /^QT-\d+-[A-Z0-9]{6}$/;

export const QUOTE_RANDOM_LENGTH = 6;

/** Shown when the success page's address names no saved quote request. */
export const UNKNOWN_QUOTE_ID = 'QT-UNKNOWN';

export function makeQuoteId(timestamp: number, services: Pick<Services, 'random'>): string {
  return `QT-${timestamp}-${randomString(services, QUOTE_RANDOM_LENGTH, UPPER_ALPHANUMERIC)}`;
}
