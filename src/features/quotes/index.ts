export { default as quotesReducer, quoteSubmitted, quoteAccepted } from './quotesSlice';
export type { QuotesState } from './quotesSlice';
export { selectQuotes, selectQuoteCount } from './selectors';
export { quoteFormUrl, quotePrefillSearch, type QuotePrefill } from './prefill';
