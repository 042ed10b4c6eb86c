export { default as quotesReducer } from './quotesSlice';
export { quoteSubmitted } from './actions';
export { acceptQuote } from './thunks';
export type { QuotesState } from './quotesSlice';
export { selectQuotes, selectQuoteCount } from './selectors';
export { quoteFormUrl, quotePrefillSearch, type QuotePrefill } from './prefill';
