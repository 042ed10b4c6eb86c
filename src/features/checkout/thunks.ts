import { createAsyncThunk } from '@reduxjs/toolkit';
import { selectCartLines, type CartState } from '../cart';
import { queueDelivery } from '../delivery';
import type { PaymentMethod, ShippingAddress, StoredOrder } from '../../shared/entities';
import { orderPlaced } from '../../shared/events';
import { speaksVersion2 } from '../../shared/deliveryChannel';
import { confirmWithHost } from '../../shared/hostConfirmation';
import { SIMULATED_WAIT_MS, type Services } from '../../shared/services';
import { submitting, type SubmitFailure } from '../../shared/submitFailure';
import { listWithdrawnTo } from '../../shared/withdrawal';
import { isSubmitting, PLACE_ORDER, type SubmitFlagState } from '../../shared/submitFlag';
import { buildOrder } from './buildOrder';
import { makeOrderId } from './orderId';

/** Typed by the parts of the store it reads, so checkout needs nothing from the app's store module. */
const createCheckoutThunk = createAsyncThunk.withTypes<{
  state: { cart: CartState; checkout: SubmitFlagState; orders: { items: StoredOrder[] } };
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
  /** The optional address for shipping updates ('' or absent when none): kept only when the shop delivers. */
  email?: string;
  /** What the form's trap field held ('' for a person): sent with the delivery, never stored in the order. */
  honeypot?: string;
}

/**
 * The simulated payment: a 2-second wait, then the order is recorded with one
 * shared event (orders prepend it, the cart empties), which is in storage when
 * `dispatch` returns. Embedded with `onOrderPlaced`, the host hears of it only
 * then, instead of the wait; if it refuses, the order is withdrawn again
 * (shared/withdrawal.ts). Last, with delivery on, it is queued for sending. Resolves with the new id; rejects with a `SubmitFailure`
 * (then nothing changed). Its `condition` is the one guard against a second
 * submission while one is processing (and against an empty cart).
 */
export const placeOrder = createCheckoutThunk(
  PLACE_ORDER,
  ({ shippingAddress, paymentMethod, email, honeypot }: PlaceOrderInput, { dispatch, getState, extra, rejectWithValue }) =>
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
        // Only the desk can use it (to say the order shipped), so a shop that does not deliver keeps none,
        // nor one whose receiver speaks version 1, which has no place for it.
        email: speaksVersion2(extra.delivery) ? email : undefined,
      });
      // Saved first: the host hears only of an order that exists (a refusal throws NotSavedError here).
      dispatch(orderPlaced({ order }));
      const refusal = extra.confirmOrder ? await confirmWithHost(extra.confirmOrder, order) : null;
      if (refusal) {
        dispatch(listWithdrawnTo('orders', getState().orders.items.filter((item) => item.id !== id), id));
        if (selectCartLines(getState()).length === 0) dispatch(listWithdrawnTo('cart', order.items, id));
        return rejectWithValue(refusal);
      }
      // Only a record the host accepted goes to the delivery address.
      dispatch(queueDelivery(id, 'order', honeypot));
      return id;
    }, rejectWithValue),
  {
    condition: (_input, { getState }) =>
      !isSubmitting(getState().checkout) && selectCartLines(getState()).length > 0,
  },
);
