import { createAsyncThunk } from '@reduxjs/toolkit';
import { confirmWithHost } from '../../shared/hostConfirmation';
import { NotSavedError } from '../../shared/notSaved';
import { SIMULATED_WAIT_MS, type Services } from '../../shared/services';
import { quoteSubmitted } from './actions';
import type { QuoteFormValues } from './formValues';
import { makeQuoteId } from './quoteId';
import { buildQuoteRequest } from './quoteRequest';
import type { QuoteSendingState } from './quoteSendingSlice';
import { selectQuoteSubmitting } from './selectors';
import { SUBMIT_QUOTE } from './thunkTypes';

/** Typed by the part of the store they read, so quotes needs nothing from the app's store module. */
const createQuotesThunk = createAsyncThunk.withTypes<{ state: { quoteSending: QuoteSendingState }; extra: Services }>();

/**
 * Sends a checked form: the simulated 2-second round trip (or, embedded with
 * `onQuoteSubmitted`, the host site's answer to the finished quote), then the quote is
 * recorded (newest first, in storage when `dispatch` returns) and its id
 * returned for the success page; rejects with the reason when the browser
 * refused to save it. A second submission while one is in flight is refused,
 * whatever the button shows.
 */
export const submitQuote = createQuotesThunk(
  SUBMIT_QUOTE,
  async (values: QuoteFormValues, { dispatch, extra, rejectWithValue }) => {
    if (!extra.confirmQuote) await extra.wait(SIMULATED_WAIT_MS);
    const now = extra.now();
    const quote = buildQuoteRequest(values, {
      id: makeQuoteId(now, extra),
      submissionDate: new Date(now).toISOString(),
    });
    if (extra.confirmQuote) {
      const refusal = await confirmWithHost(extra.confirmQuote, quote);
      if (refusal) return rejectWithValue(refusal);
    }
    try {
      dispatch(quoteSubmitted(quote));
    } catch (error) {
      if (error instanceof NotSavedError) return rejectWithValue(error.reason);
      throw error;
    }
    return quote.id;
  },
  { condition: (_values, { getState }) => !selectQuoteSubmitting(getState()) },
);

