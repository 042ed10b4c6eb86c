import { createSlice } from '@reduxjs/toolkit';
import type { QuoteRequest } from '../../shared/entities';
import { dataCleared, statusesChecked, takeStatuses, storageSynced } from '../../shared/events';
import { prependItem } from '../../shared/prepend';
import { quoteAccepted, quoteSubmitted } from './actions';

export interface QuotesState {
  /** Saved under `quotes`, newest first. */
  items: QuoteRequest[];
}

const initialState: QuotesState = { items: [] };

const quotesSlice = createSlice({
  name: 'quotes',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // Newest first (docs/product.md).
      .addCase(quoteSubmitted, (state, action) => prependItem<QuotesState>(state, action.payload))
      .addCase(quoteAccepted, (state, action) => {
        const quote = state.items.find((item) => item.id === action.payload.id);
        if (quote && quote.status === 'quoted') quote.status = 'accepted';
      })
      // The business answered (delivery on): the new statuses are saved like any change.
      .addCase(statusesChecked, (state, action) => takeStatuses(state.items, action.payload.statuses))
      .addCase(dataCleared, (state) => {
        state.items = [];
      })
      .addCase(storageSynced, (state, action) => {
        if (action.payload.key === 'quotes') state.items = action.payload.items as QuoteRequest[];
      });
  },
});

export { quoteAccepted, quoteSubmitted };
export default quotesSlice.reducer;
