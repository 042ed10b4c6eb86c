import { createAction } from '@reduxjs/toolkit';
import type { QuoteRequest } from '../../shared/entities';
import { SAVE_FIRST } from '../../shared/events';

/**
 * The quote list's events. They live apart from the slice so the thunks can
 * dispatch them while the slice also listens to the thunks, without a cycle.
 */

/** A finished submission; id and date were made by the thunk. Saved before it is applied. */
export const quoteSubmitted = createAction('quotes/quoteSubmitted', (quote: QuoteRequest) => ({
  payload: quote,
  meta: SAVE_FIRST,
}));

