import { NotSavedError, type NotSavedReason } from './notSaved';

/**
 * Why an order, a quote or a review did not go through: the one shape a submit
 * thunk rejects with and its form shows (ui/SubmitFailureMessage.tsx).
 */
export type SubmitFailure =
  /** The browser refused to store the record (nothing changed). */
  | { kind: 'NotSaved'; reason: NotSavedReason }
  /** The embedding site's callback rejected it, with the site's own words when it gave any. */
  | { kind: 'RefusedByHost'; reason: string }
  /** Anything else: a fault of the shop's own. */
  | { kind: 'Failed' };

/** The failure a thrown error stands for. */
export const submitFailureOf = (error: unknown): SubmitFailure =>
  error instanceof NotSavedError ? { kind: 'NotSaved', reason: error.reason } : { kind: 'Failed' };

/**
 * A submit thunk's work, run so that whatever it throws (the browser refusing
 * the record, or a fault) leaves it as the `SubmitFailure` it rejects with.
 */
export async function submitting<T, R>(work: () => Promise<T>, reject: (failure: SubmitFailure) => R): Promise<T | R> {
  try {
    return await work();
  } catch (error) {
    return reject(submitFailureOf(error));
  }
}
