import { createSlice } from '@reduxjs/toolkit';
import { placeOrder } from './thunks';

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
    builder
      .addCase(placeOrder.pending, (state) => {
        state.status = 'processing';
      })
      .addCase(placeOrder.fulfilled, (state) => {
        state.status = 'idle';
      })
      .addCase(placeOrder.rejected, (state) => {
        state.status = 'idle';
      });
  },
});

export default checkoutSlice.reducer;
