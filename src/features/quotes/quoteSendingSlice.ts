import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { createSubmitFlagSlice } from '../../shared/submitFlag';
import { submitQuote } from './thunks';

/**
 * Not saved: whether a quote request is waiting for its simulated round trip
 * (the submit thunk's `condition`). The saved list lives in quotesSlice.
 */
const quoteSendingSlice = createSubmitFlagSlice('quoteSending', submitQuote);

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds this slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof quoteSendingSlice> {}
}

/** In the store from the moment the quote form's code has loaded (it comes with it). */
export const { selectSubmitting: selectQuoteSubmitting } = quoteSendingSlice.injectInto(rootReducer).selectors;
