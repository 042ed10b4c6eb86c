import { createAsyncThunk } from '@reduxjs/toolkit';
import { selectCartLines, type CartState } from '../cart';
import type { PaymentMethod, ShippingAddress } from '../../shared/entities';
import { orderPlaced } from '../../shared/events';
import { confirmWithHost } from '../../shared/hostConfirmation';
import { SIMULATED_WAIT_MS, type Services } from '../../shared/services';
import { submitting, type SubmitFailure } from '../../shared/submitFailure';
import type { SubmitFlagState } from '../../shared/submitFlag';
import { buildOrder } from './buildOrder';
import { makeOrderId } from './orderId';

/** Typed by the parts of the store it reads, so checkout needs nothing from the app's store module. */
const createCheckoutThunk = createAsyncThunk.withTypes<{
  // The flag's slice comes with the form's code (checkoutSlice.ts); until its first action it is absent.
  state: { cart: CartState; checkout?: SubmitFlagState };
  extra: Services;
  rejectValue: SubmitFailure;
}>();

/**
 * What the checkout form hands over. Deliberately no payment details: the
 * card or bank fields are checked in the form and go no further.
 */
export interface PlaceOrderInput {
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
}

/**
 * The simulated payment: a 2-second wait (or, embedded with `onOrderPlaced`,
 * the host site's answer to the finished order), then the order is recorded with one
 * shared event (orders prepend it, the cart empties), which is in storage when
 * `dispatch` returns. Resolves with the new id; rejects with a `SubmitFailure`
 * (then nothing changed). Its `condition` is the one guard against a second
 * submission while one is processing (and against an empty cart).
 */
export const placeOrder = createCheckoutThunk(
  'checkout/placeOrder',
  ({ shippingAddress, paymentMethod }: PlaceOrderInput, { dispatch, getState, extra, rejectWithValue }) =>
    submitting(async () => {
      if (!extra.confirmOrder) await extra.wait(SIMULATED_WAIT_MS);
      // One reading of the clock: the id's timestamp and the orderDate agree.
      const placedAt = extra.now();
      const id = makeOrderId(placedAt, extra);
      const order = buildOrder({
        id,
        placedAt,
        lines: selectCartLines(getState()),
        shippingAddress,
        paymentMethod,
      });
      const refusal = extra.confirmOrder ? await confirmWithHost(extra.confirmOrder, order) : null;
      if (refusal) return rejectWithValue(refusal);
      dispatch(orderPlaced({ order })); // throws NotSavedError when the browser refuses it
      return id;
    }, rejectWithValue),
  {
    condition: (_input, { getState }) =>
      getState().checkout?.status !== 'processing' && selectCartLines(getState()).length > 0,
  },
);
