import { createAppAsyncThunk } from '../../app/hooks';
import { PLACE_ORDER } from './actionTypes';
import { selectCartLines } from '../cart';
import type { PaymentMethod, ShippingAddress } from '../../shared/entities';
import { orderPlaced } from '../../shared/events';
import { SIMULATED_WAIT_MS } from '../../shared/services';
import { buildOrder } from './buildOrder';
import { makeOrderId } from './orderId';

/**
 * What the checkout form hands over. Deliberately no payment details: the
 * card or bank fields are checked in the form and go no further.
 */
export interface PlaceOrderInput {
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
}

/**
 * The simulated payment: a 2-second wait, then the order is recorded with one
 * shared event (orders prepend it, the cart empties). Resolves with the new id.
 * A second submission while one is processing, or one with an empty cart, is refused.
 */
export const placeOrder = createAppAsyncThunk(
  PLACE_ORDER,
  async ({ shippingAddress, paymentMethod }: PlaceOrderInput, { dispatch, getState, extra }) => {
    await extra.wait(SIMULATED_WAIT_MS);
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
    dispatch(orderPlaced({ order: { ...order } }));
    return id;
  },
  {
    condition: (_input, { getState }) =>
      getState().checkout.status !== 'processing' && selectCartLines(getState()).length > 0,
  },
);
