import { createAction } from '@reduxjs/toolkit';
import type { QuoteRequest } from '../../shared/entities';

/**
 * The quote list's events. They live apart from the slice so the thunks can
 * dispatch them while the slice also listens to the thunks, without a cycle.
 */

/** A finished submission; id and date were made by the thunk. */
export const quoteSubmitted = createAction<QuoteRequest>('quotes/quoteSubmitted');

/** The visitor accepted a quoted request; the time travels in the payload. */
export const quoteAccepted = createAction<{ id: string; acceptedAt: string }>('quotes/quoteAccepted');

/** Type prefix of the submitQuote thunk, shared with the slice (see shared/thunkPhases). */
export const SUBMIT_QUOTE = 'quotes/submitQuote';
