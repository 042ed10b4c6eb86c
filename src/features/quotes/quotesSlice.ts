import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QuoteRequest } from '../../shared/entities';
import { storageSynced } from '../../shared/events';

export interface QuotesState {
  items: QuoteRequest[];
}

const initialState: QuotesState = { items: [] };

const quotesSlice = createSlice({
  name: 'quotes',
  initialState,
  reducers: {
    /** A finished submission; id and date were made by the thunk. Newest first. */
    quoteSubmitted(state, action: PayloadAction<QuoteRequest>) {
      state.items.unshift(action.payload);
    },
    quoteAccepted(state, action: PayloadAction<{ id: string; acceptedAt: string }>) {
      const quote = state.items.find((item) => item.id === action.payload.id);
      if (quote && quote.status === 'quoted') quote.status = 'accepted';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(storageSynced, (state, action) => {
      if (action.payload.key === 'quotes') state.items = action.payload.items as QuoteRequest[];
    });
  },
});

export const { quoteSubmitted, quoteAccepted } = quotesSlice.actions;
export default quotesSlice.reducer;
