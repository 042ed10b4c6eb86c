import { isSubmitting, type SubmitFlagState } from '../../shared/submitFlag';

/**
 * Whether a quote request is waiting for its simulated round trip (the flag is
 * in the store from the start: src/app/rootReducer.ts). The saved list lives in quotesSlice.
 */
export const selectQuoteSubmitting = (state: { quoteSending: SubmitFlagState }) => isSubmitting(state.quoteSending);
