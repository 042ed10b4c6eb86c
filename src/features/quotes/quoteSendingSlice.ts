import { createSubmitFlagSlice, type SubmitFlagState } from '../../shared/submitFlag';
import { SUBMIT_QUOTE } from './thunkTypes';

/**
 * Not saved: whether a quote request is waiting for its simulated round trip
 * (the submit thunk's `condition`). The saved list lives in quotesSlice.
 */
export type QuoteSendingState = SubmitFlagState;

export default createSubmitFlagSlice('quoteSending', SUBMIT_QUOTE).reducer;
