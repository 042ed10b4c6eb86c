import { createAsyncThunk } from '@reduxjs/toolkit';
import { PLACE_ORDER } from './thunkTypes';
import { selectCartLines, type CartState } from '../cart';
import type { PaymentMethod, ShippingAddress } from '../../shared/entities';
import { orderPlaced } from '../../shared/events';
import { confirmWithHost } from '../../shared/hostConfirmation';
import { NotSavedError } from '../../shared/notSaved';
import { SIMULATED_WAIT_MS, type Services } from '../../shared/services';
import { buildOrder } from './buildOrder';
import type { CheckoutState } from './checkoutSlice';
import { makeOrderId } from './orderId';

/** Typed by the parts of the store it reads, so checkout needs nothing from the app's store module. */
const createCheckoutThunk = createAsyncThunk.withTypes<{
  state: { cart: CartState; checkout: CheckoutState };
  extra: Services;
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
 * `dispatch` returns. Resolves with the new id; rejects with the reason when
 * the browser refused to save it (then nothing changed). A second submission
 * while one is processing, or one with an empty cart, is refused.
 */
export const placeOrder = createCheckoutThunk(
  PLACE_ORDER,
  async ({ shippingAddress, paymentMethod }: PlaceOrderInput, { dispatch, getState, extra, rejectWithValue }) => {
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
    if (extra.confirmOrder) {
      const refusal = await confirmWithHost(extra.confirmOrder, order);
      if (refusal) return rejectWithValue(refusal);
    }
    try {
      dispatch(orderPlaced({ order }));
    } catch (error) {
      if (error instanceof NotSavedError) return rejectWithValue(error.reason);
      throw error;
    }
    return id;
  },
  {
    condition: (_input, { getState }) =>
      getState().checkout.status !== 'processing' && selectCartLines(getState()).length > 0,
  },
);
