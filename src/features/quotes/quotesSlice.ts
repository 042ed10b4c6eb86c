import { createSlice } from '@reduxjs/toolkit';
import type { QuoteRequest } from '../../shared/entities';
import { dataCleared, statusesChanged, takeStatuses, storageSynced } from '../../shared/events';
import { prependItem } from '../../shared/prepend';
import { quoteSubmitted } from './actions';

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
      // The visitor accepted a quote, or the business answered (delivery on): saved like any change.
      .addCase(statusesChanged, (state, action) => takeStatuses(state.items, action.payload.statuses))
      .addCase(dataCleared, (state) => {
        state.items = [];
      })
      .addCase(storageSynced, (state, action) => {
        if (action.payload.key === 'quotes') state.items = action.payload.items as QuoteRequest[];
      });
  },
});

export { quoteSubmitted };
export default quotesSlice.reducer;
