import { createSlice } from '@reduxjs/toolkit';

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
});

export default checkoutSlice.reducer;
