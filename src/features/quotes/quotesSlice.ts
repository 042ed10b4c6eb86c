import { createSlice } from '@reduxjs/toolkit';
import type { QuoteRequest } from '../../shared/entities';
import { dataCleared, storageSynced } from '../../shared/events';
import { prependItem } from '../../shared/prepend';
import { thunkPhase } from '../../shared/thunkPhases';
import { quoteAccepted, quoteSubmitted, SUBMIT_QUOTE } from './actions';

export interface QuotesState {
  /** Persisted under `quotes`, newest first. */
  items: QuoteRequest[];
  /**
   * Not persisted (the persist config keeps only `items`): a submission is in
   * flight. Optional so a list preloaded or read back as `{ items }` is whole.
   */
  submitting?: boolean;
}

const initialState: QuotesState = { items: [], submitting: false };

const quotesSlice = createSlice({
  name: 'quotes',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // Newest first (SPEC section 3).
      .addCase(quoteSubmitted, (state, action) => prependItem<QuotesState>(state, action.payload))
      .addCase(quoteAccepted, (state, action) => {
        const quote = state.items.find((item) => item.id === action.payload.id);
        if (quote && quote.status === 'quoted') quote.status = 'accepted';
      })
      .addCase(dataCleared, (state) => {
        state.items = [];
      })
      .addCase(storageSynced, (state, action) => {
        if (action.payload.key === 'quotes') state.items = action.payload.items as QuoteRequest[];
      })
      // Matched by type so the thunk's code stays in the quote form's chunk.
      .addMatcher(thunkPhase(SUBMIT_QUOTE, 'pending'), (state) => {
        state.submitting = true;
      })
      .addMatcher(thunkPhase(SUBMIT_QUOTE, 'fulfilled'), (state) => {
        state.submitting = false;
      })
      .addMatcher(thunkPhase(SUBMIT_QUOTE, 'rejected'), (state) => {
        state.submitting = false;
      });
  },
});

export { quoteAccepted, quoteSubmitted };
export default quotesSlice.reducer;
