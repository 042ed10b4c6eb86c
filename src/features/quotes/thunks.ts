import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { QuoteRequest } from '../../shared/entities';
import { confirmWithHost } from '../../shared/hostConfirmation';
import { SIMULATED_WAIT_MS, type Services } from '../../shared/services';
import { submitting, type SubmitFailure } from '../../shared/submitFailure';
import { statusesChanged } from '../../shared/events';
import { isSubmitting, SUBMIT_QUOTE, type SubmitFlagState } from '../../shared/submitFlag';
import { listWithdrawnTo } from '../../shared/withdrawal';
import { queueDelivery, queueUpdate, selectQuotedUntil } from '../delivery';
import { quoteSubmitted } from './actions';
import type { QuoteFormValues } from './formValues';
import { makeQuoteId } from './quoteId';
import { buildQuoteRequest } from './quoteRequest';
import { canAccept } from './status';

/** Typed by the part of the store they read, so quotes needs nothing from the app's store module. */
const createQuotesThunk = createAsyncThunk.withTypes<{
  state: { quoteSending: SubmitFlagState; quotes: { items: QuoteRequest[] } };
  extra: Services;
  rejectValue: SubmitFailure;
}>();

/**
 * Sends a checked form: the simulated 2-second round trip, then the quote is
 * recorded (newest first, in storage when `dispatch` returns). Embedded with
 * `onQuoteSubmitted`, the host hears of it only then, instead of the wait, and
 * a refusal withdraws it (shared/withdrawal.ts). With delivery on it is queued for
 * sending, and its id returned for the success page; rejects with a `SubmitFailure`. Its
 * `condition` is the one guard against a second submission while one is in flight.
 */
export const submitQuote = createQuotesThunk(
  SUBMIT_QUOTE,
  // `honeypot`: what the form's trap field held ('' for a person); sent with the delivery, never stored in the quote.
  ({ honeypot, ...values }: QuoteFormValues & { honeypot?: string }, { dispatch, getState, extra, rejectWithValue }) =>
    submitting(async () => {
      if (!extra.confirmQuote) await extra.wait(SIMULATED_WAIT_MS);
      const now = extra.now();
      const quote = buildQuoteRequest(values, {
        id: makeQuoteId(now, extra),
        submissionDate: new Date(now).toISOString(),
      });
      // Saved first: the host hears only of a quote that exists (a refusal throws NotSavedError here).
      dispatch(quoteSubmitted(quote));
      const refusal = extra.confirmQuote ? await confirmWithHost(extra.confirmQuote, quote) : null;
      if (refusal) {
        dispatch(listWithdrawnTo('quotes', getState().quotes.items.filter((item) => item.id !== quote.id), quote.id));
        return rejectWithValue(refusal);
      }
      dispatch(queueDelivery(quote.id, 'quote', honeypot));
      return quote.id;
    }, rejectWithValue),
  { condition: (_values, { getState }) => !isSubmitting(getState().quoteSending) },
);


/**
 * Accept Quote on a quoted request: the quote becomes accepted in the list,
 * and with delivery on the acceptance is sent to the business like a record
 * (once, retried, kept for the next visit when offline). Not once the
 * business's quote has lapsed, by the store's clock.
 */
export const acceptQuote =
  (id: string): ThunkAction<void, { quotes: { items: QuoteRequest[] } }, Services, UnknownAction> =>
  (dispatch, getState, extra) => {
    const state = getState();
    const status = state.quotes.items.find((quote) => quote.id === id)?.status ?? '';
    if (!canAccept(status, { validUntil: selectQuotedUntil(state, id), now: extra.now() })) return;
    dispatch(statusesChanged({ statuses: { [id]: 'accepted' } }));
    dispatch(queueUpdate(id, 'accepted'));
  };
