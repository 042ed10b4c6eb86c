import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { createSubmitFlagSlice } from '../../shared/submitFlag';
import { placeOrder } from './thunks';

/** Not saved: whether a payment is being processed right now (the place-order thunk's `condition`). */
const checkoutSlice = createSubmitFlagSlice('checkout', placeOrder);

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds this slice's key
  export interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
}

/** In the store from the moment the checkout form's code has loaded (it comes with it). */
export const { selectSubmitting: selectPaymentProcessing } = checkoutSlice.injectInto(rootReducer).selectors;
