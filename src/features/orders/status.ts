import type { OrderStatus } from '../../shared/entities';
import type { BadgeTone } from '../../shared/ui/Badge';

/** docs/product.md, in the order an order moves through them. */
export const ORDER_STATUSES: readonly OrderStatus[] = ['placed', 'processing', 'shipped', 'delivered'];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  placed: 'blue',
  processing: 'yellow',
  shipped: 'purple',
  delivered: 'green',
};

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

const isMissing = (status: string | undefined) => status === undefined || status.trim() === '';

/**
 * The badge for a stored status: the spec's colours for the four known
 * values, grey (with the stored word) for anything else, and a missing
 * status counts as 'placed'.
 */
export function statusBadge(status: string | undefined): { label: string; tone: BadgeTone } {
  if (isMissing(status)) return { label: STATUS_LABELS.placed, tone: STATUS_TONES.placed };
  if (isOrderStatus(status)) return { label: STATUS_LABELS[status], tone: STATUS_TONES[status] };
  return { label: String(status), tone: 'grey' };
}

/** For tracking, a missing or unknown status is treated as 'placed' (docs/product.md). */
export function trackingStatus(status: string | undefined): OrderStatus {
  return isOrderStatus(status) ? status : 'placed';
}

/** Leave Review is offered for delivered orders only. */
export const canReview = (status: string | undefined): boolean => status === 'delivered';
