import { formatLongDate } from '../../shared/dates';
import { validityEnded } from '../../shared/quoteValidity';
import type { BadgeTone } from '../../shared/ui/Badge';

/** How each quote status looks and what it tells the visitor (docs/product.md). */
export interface StatusLook {
  label: string;
  tone: BadgeTone;
  icon: 'clock' | 'eye' | 'document' | 'check' | 'cross' | 'unknown';
  /** The line under the card; none for rejected or unknown statuses. */
  message: string | null;
}

const LOOKS: Record<string, StatusLook> = {
  pending: {
    label: 'Pending',
    tone: 'yellow',
    icon: 'clock',
    message: "Your quote request is being reviewed. We'll get back to you within 24 hours.",
  },
  reviewed: {
    label: 'Reviewed',
    tone: 'blue',
    icon: 'eye',
    message: "Your request has been reviewed and we're preparing your quote.",
  },
  quoted: {
    label: 'Quoted',
    tone: 'purple',
    icon: 'document',
    message: 'Your quote is ready! Check your email for the detailed pricing.',
  },
  accepted: {
    label: 'Accepted',
    tone: 'green',
    icon: 'check',
    message: "Quote accepted! We'll contact you to proceed with the order.",
  },
  rejected: { label: 'Rejected', tone: 'red', icon: 'cross', message: null },
};

export function statusLook(status: string): StatusLook {
  const known = Object.hasOwn(LOOKS, status) ? LOOKS[status] : undefined;
  // Any other value (a later back office, old data) is shown as stored, in grey.
  return known ?? { label: status.trim() || 'Unknown', tone: 'grey', icon: 'unknown', message: null };
}

/**
 * Only a quoted request can be accepted, and only while the business's quote
 * holds: `validUntil` is its last day, when the business named one (delivery
 * on), and `now` the store's clock.
 */
export const canAccept = (status: string, lapse?: { validUntil: string | undefined; now: number }) =>
  status === 'quoted' && !(lapse && validityEnded(lapse.validUntil, lapse.now));

/** Why Accept Quote is gone from a quoted request whose validity ended. */
export const lapsedQuoteLine = (validUntil: string) =>
  `This quote's validity ended on ${formatLongDate(validUntil)}. To go ahead, ask for a new quote with Duplicate Request, or contact us.`;

/** '1 quote request submitted', '2 quote requests submitted'. */
export const quoteCountLine = (count: number) =>
  `${count} ${count === 1 ? 'quote request' : 'quote requests'} submitted`;
