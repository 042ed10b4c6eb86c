import { createSlice } from '@reduxjs/toolkit';
import { thunkPhase } from '../../shared/thunkPhases';
import { SUBMIT_QUOTE } from './thunkTypes';

/**
 * Not saved: whether a quote request is waiting for its simulated round trip,
 * so the submit thunk can refuse a second one (its `condition`). The saved
 * list lives in quotesSlice; checkout keeps the same flag in checkoutSlice.
 */
export interface QuoteSendingState {
  status: 'idle' | 'sending';
}

const initialState: QuoteSendingState = { status: 'idle' };

const quoteSendingSlice = createSlice({
  name: 'quoteSending',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // Matched by type so the thunk's code stays in the quote form's chunk.
    builder
      .addMatcher(thunkPhase(SUBMIT_QUOTE, 'pending'), (state) => {
        state.status = 'sending';
      })
      .addMatcher(thunkPhase(SUBMIT_QUOTE, 'fulfilled'), (state) => {
        state.status = 'idle';
      })
      .addMatcher(thunkPhase(SUBMIT_QUOTE, 'rejected'), (state) => {
        state.status = 'idle';
      });
  },
});

export default quoteSendingSlice.reducer;
