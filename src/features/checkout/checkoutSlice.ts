import { createSubmitFlagSlice, type SubmitFlagState } from '../../shared/submitFlag';
import { PLACE_ORDER } from './thunkTypes';

/** Not saved: whether a payment is being processed right now (the place-order thunk's `condition`). */
export type CheckoutState = SubmitFlagState;

export default createSubmitFlagSlice('checkout', PLACE_ORDER).reducer;
