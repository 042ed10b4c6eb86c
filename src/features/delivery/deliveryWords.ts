import { formatLongDateTime } from '../../shared/dates';
import type { DeliveryEntry } from './types';

/**
 * What the visitor is told about one record's delivery, worded with the
 * business's name from the site configuration. `retry` says whether a Retry
 * button goes with it.
 */
export function deliveryWords(entry: DeliveryEntry, business: string): { text: string; tone: 'sent' | 'waiting' | 'problem'; retry: boolean } {
  switch (entry.state) {
    case 'sent':
      return { text: `Sent to ${business} on ${formatLongDateTime(entry.sentAt ?? undefined)}`, tone: 'sent', retry: false };
    case 'failed':
      return { text: 'Not delivered: we will keep trying', tone: 'problem', retry: true };
    case 'stopped':
      // The receiver's own reason after the status, as text (React escapes it): "(HTTP 422): …".
      return {
        text: `Not delivered: ${business}'s address refused it (${entry.lastError ?? 'refused'})${entry.refusal ? `: ${entry.refusal}` : ''}`,
        tone: 'problem',
        retry: true,
      };
    case 'pending':
      return entry.attempts === 0 && entry.lastError === null
        ? { text: `Sending to ${business}…`, tone: 'waiting', retry: false }
        : { text: 'Waiting for a connection: it will be sent automatically', tone: 'waiting', retry: false };
  }
}
