import type { OrderStatus, StoredOrder } from '../../shared/entities';
import { ORDER_STATUSES, STATUS_LABELS, trackingStatus } from './status';

export interface TrackingStep {
  status: OrderStatus;
  label: string;
  /** Every step up to and including the current one. */
  completed: boolean;
  current: boolean;
}

export const STATUS_DESCRIPTIONS: Record<OrderStatus, string> = {
  placed: 'Your order has been placed.',
  processing: 'Your stone is being cut, finished and packed.',
  shipped: 'Your order has left our yard and is on its way.',
  delivered: 'Your order has been delivered.',
};

/** The four steps of the progress bar for a stored status. */
export function trackingSteps(status: string | undefined): TrackingStep[] {
  const currentIndex = ORDER_STATUSES.indexOf(trackingStatus(status));
  return ORDER_STATUSES.map((step, index) => ({
    status: step,
    label: STATUS_LABELS[step],
    completed: index <= currentIndex,
    current: index === currentIndex,
  }));
}

export interface TimelineEntry {
  status: OrderStatus;
  label: string;
  description: string;
  /** ISO time; undefined when the order's own date is missing or unreadable. */
  date: string | undefined;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * No stage after 'placed' has a recorded time, so the spec fakes them from
 * the current time: processing 24 hours ago, shipped 12 hours ago, delivered now.
 */
const LATER_STAGE_AGE_MS: Record<Exclude<OrderStatus, 'placed'>, number> = {
  processing: 24 * HOUR_MS,
  shipped: 12 * HOUR_MS,
  delivered: 0,
};

const validIso = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

/**
 * The completed stages, oldest first: 'placed' at the order date, later ones
 * at the business's own times when the shop hears them (`answered`, delivery
 * on: a stage without one shows no date), else at times derived from `now`
 * (milliseconds, from the injected clock).
 */
export function trackingTimeline(
  order: Pick<StoredOrder, 'status' | 'orderDate'>,
  now: number,
  answered: Readonly<Record<string, string>> | null = null,
): TimelineEntry[] {
  return trackingSteps(order.status)
    .filter((step) => step.completed)
    .map(({ status, label }) => ({
      status,
      label,
      description: STATUS_DESCRIPTIONS[status],
      date:
        status === 'placed'
          ? validIso(order.orderDate)
          : answered
            ? validIso(answered[status])
            : new Date(now - LATER_STAGE_AGE_MS[status]).toISOString(),
    }));
}
