import { createAsyncThunk } from '@reduxjs/toolkit';
import { confirmWithHost } from '../../shared/hostConfirmation';
import { SIMULATED_WAIT_MS, type Services } from '../../shared/services';
import { submitting, type SubmitFailure } from '../../shared/submitFailure';
import type { SubmitFlagState } from '../../shared/submitFlag';
import { quoteSubmitted } from './actions';
import type { QuoteFormValues } from './formValues';
import { makeQuoteId } from './quoteId';
import { buildQuoteRequest } from './quoteRequest';

/** Typed by the part of the store they read, so quotes needs nothing from the app's store module. */
const createQuotesThunk = createAsyncThunk.withTypes<{
  // The flag's slice comes with the form's code (quoteSendingSlice.ts); until its first action it is absent.
  state: { quoteSending?: SubmitFlagState };
  extra: Services;
  rejectValue: SubmitFailure;
}>();

/**
 * Sends a checked form: the simulated 2-second round trip (or, embedded with
 * `onQuoteSubmitted`, the host site's answer to the finished quote), then the quote is
 * recorded (newest first, in storage when `dispatch` returns) and its id
 * returned for the success page; rejects with a `SubmitFailure`. Its
 * `condition` is the one guard against a second submission while one is in flight.
 */
export const submitQuote = createQuotesThunk(
  'quotes/submitQuote',
  (values: QuoteFormValues, { dispatch, extra, rejectWithValue }) =>
    submitting(async () => {
      if (!extra.confirmQuote) await extra.wait(SIMULATED_WAIT_MS);
      const now = extra.now();
      const quote = buildQuoteRequest(values, {
        id: makeQuoteId(now, extra),
        submissionDate: new Date(now).toISOString(),
      });
      const refusal = extra.confirmQuote ? await confirmWithHost(extra.confirmQuote, quote) : null;
      if (refusal) return rejectWithValue(refusal);
      dispatch(quoteSubmitted(quote)); // throws NotSavedError when the browser refuses it
      return quote.id;
    }, rejectWithValue),
  { condition: (_values, { getState }) => getState().quoteSending?.status !== 'processing' },
);

