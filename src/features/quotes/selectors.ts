import type { QuotesState } from './quotesSlice';

type WithQuotes = { quotes: QuotesState };

export const selectQuotes = (state: WithQuotes) => state.quotes.items;
export const selectQuoteCount = (state: WithQuotes) => state.quotes.items.length;
