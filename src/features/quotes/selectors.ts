import type { SubmitFlagState } from '../../shared/submitFlag';
import type { QuotesState } from './quotesSlice';

type WithQuotes = { quotes: QuotesState };

export const selectQuotes = (state: WithQuotes) => state.quotes.items;
export const selectQuoteCount = (state: WithQuotes) => state.quotes.items.length;
/** True while a submission waits for its simulated round trip. */
export const selectQuoteSubmitting = (state: { quoteSending: SubmitFlagState }) =>
  state.quoteSending.status === 'processing';
