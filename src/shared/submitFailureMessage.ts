import { isHostRefusal } from './hostConfirmation';
import type { NotSavedReason } from './notSaved';

// Kept apart from notSaved.ts, which the saving step in the first download needs:
// these words are only needed by the forms, in their own chunks.

/** What the visitor is told, in plain words: `outcome` is e.g. "Your order was not placed". */
export function notSavedMessage(outcome: string, reason: NotSavedReason): string {
  const why =
    reason === 'full'
      ? "your browser's storage for this site is full"
      : 'your browser is not letting this site save anything (private browsing or blocked site data can do this)';
  return `${outcome}: it could not be saved, because ${why}. Everything you entered is still here. Free some space or allow site data, then try again.`;
}

/**
 * What a form shows after its submit thunk was rejected: the not-saved
 * message when the browser refused the record, nothing for a refused double
 * submit (the first one is still running), and a plain retry message otherwise.
 */
export function submitFailureMessage(failure: unknown, outcome: string): string | null {
  if (failure === 'full' || failure === 'unavailable') return notSavedMessage(outcome, failure);
  if ((failure as { name?: unknown } | null)?.name === 'ConditionError') return null;
  if (isHostRefusal(failure)) {
    const why = failure.message ? ` (${failure.message})` : '';
    return `${outcome}: the site did not accept it${why}. Everything you entered is still here; please try again.`;
  }
  return `${outcome}: something went wrong. Everything you entered is still here; please try again.`;
}
