export { default as quotesReducer } from './quotesSlice';
export { quoteSubmitted, quoteAccepted } from './actions';
export type { QuotesState } from './quotesSlice';
export { selectQuotes, selectQuoteCount } from './selectors';
export { quoteFormUrl, quotePrefillSearch, type QuotePrefill } from './prefill';
