import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { SIMULATED_WAIT_MS, type Services } from '../../shared/services';
import { quoteAccepted, quoteSubmitted, SUBMIT_QUOTE } from './actions';
import type { QuoteFormValues } from './formValues';
import { makeQuoteId } from './quoteId';
import { buildQuoteRequest } from './quoteRequest';
import { selectQuoteSubmitting } from './selectors';

/**
 * Sends a checked form: the simulated 2-second round trip, then the quote is
 * recorded (newest first) and its id returned for the success page. A second
 * submission while one is in flight is refused, whatever the button shows.
 */
export const submitQuote = createAppAsyncThunk(
  SUBMIT_QUOTE,
  async (values: QuoteFormValues, { dispatch, extra }) => {
    await extra.wait(SIMULATED_WAIT_MS);
    const now = extra.now();
    const quote = buildQuoteRequest(values, {
      id: makeQuoteId(now, extra),
      submissionDate: new Date(now).toISOString(),
    });
    dispatch(quoteSubmitted(quote));
    return quote.id;
  },
  { condition: (_values, { getState }) => !selectQuoteSubmitting(getState()) },
);

/** Accept Quote: the reducer ignores anything that is not quoted. */
export const acceptQuote =
  (id: string): ThunkAction<void, RootState, Services, UnknownAction> =>
  (dispatch, _getState, extra) => {
    dispatch(quoteAccepted({ id, acceptedAt: new Date(extra.now()).toISOString() }));
  };
