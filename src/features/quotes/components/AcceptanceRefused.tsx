import { useAppSelector } from '../../../app/hooks';
import { site } from '../../../shared/site';
import { selectDeliveryEntry, updateId } from '../../delivery';

/**
 * The visitor accepted, and the business's address refused the acceptance for
 * good: said once, in place of the acceptance's sending line, beside the
 * status the inbox gave (a rejection with its reason, a lapsed quote). No
 * Retry: the same acceptance would be refused again.
 */
export function AcceptanceRefused({ quoteId, status, lapsed }: { quoteId: string; status: string; lapsed: boolean }) {
  const entry = useAppSelector((state) => selectDeliveryEntry(state, updateId(quoteId, 'accepted')));
  const answered = useAppSelector((state) => selectDeliveryEntry(state, quoteId)?.answer !== undefined);
  if (entry?.state !== 'stopped' || status === 'accepted') return null;
  // Answered and still quoted, not lapsed: a new quote came since, and Accept Quote is there again.
  const why =
    status === 'rejected'
      ? `${site.name} had already rejected this quote`
      : lapsed
        ? "the quote's validity had ended"
        : answered
          ? null
          : `${site.name}'s address refused it (${entry.lastError ?? 'refused'})`;
  return why ? <p role="status">Your acceptance was not taken: {why}.</p> : null;
}
