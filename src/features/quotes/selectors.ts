import type { QuoteSendingState } from './quoteSendingSlice';
import type { QuotesState } from './quotesSlice';

type WithQuotes = { quotes: QuotesState };

export const selectQuotes = (state: WithQuotes) => state.quotes.items;
export const selectQuoteCount = (state: WithQuotes) => state.quotes.items.length;
/** True while a submission waits for its simulated round trip. */
export const selectQuoteSubmitting = (state: { quoteSending: QuoteSendingState }) =>
  state.quoteSending.status === 'processing';
