import { createSlice } from '@reduxjs/toolkit';
import { thunkPhase } from '../../shared/thunkPhases';
import { PLACE_ORDER } from './thunkTypes';

/**
 * Not persisted: whether a payment is being processed right now, so the
 * place-order thunk can refuse a second submission (its `condition`).
 */
export interface CheckoutState {
  status: 'idle' | 'processing';
}

const initialState: CheckoutState = { status: 'idle' };

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // Matched by type so the thunk and the checkout rules stay in the checkout chunk.
    builder
      .addMatcher(thunkPhase(PLACE_ORDER, 'pending'), (state) => {
        state.status = 'processing';
      })
      .addMatcher(thunkPhase(PLACE_ORDER, 'fulfilled'), (state) => {
        state.status = 'idle';
      })
      .addMatcher(thunkPhase(PLACE_ORDER, 'rejected'), (state) => {
        state.status = 'idle';
      });
  },
});

export default checkoutSlice.reducer;
