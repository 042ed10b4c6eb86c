import { ALPHANUMERIC, randomString, type Services } from '../../shared/services';

/** ORD-{timestamp}-{9 lower-case letters or digits} (docs/product.md). */
export const ORDER_ID_PATTERN = /^ORD-\d+-[a-z0-9]{9}$/;

export const ORDER_RANDOM_LENGTH = 9;

/** `timestamp` is the moment the order is placed, the same one its orderDate records. */
export function makeOrderId(timestamp: number, services: Pick<Services, 'random'>): string {
  return `ORD-${timestamp}-${randomString(services, ORDER_RANDOM_LENGTH, ALPHANUMERIC)}`;
}
