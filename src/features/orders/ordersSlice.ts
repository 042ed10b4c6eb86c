import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderReview, StoredOrder } from '../../shared/entities';
import { dataCleared, newQuoteOrders, statusesChanged, takeStatuses, orderPlaced, storageSynced } from '../../shared/events';
import { prependItem } from '../../shared/prepend';

export interface OrdersState {
  items: StoredOrder[];
}

const initialState: OrdersState = { items: [] };

const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    /** Leave Review on a delivered order keeps the review with that order. */
    reviewLeft(state, action: PayloadAction<{ orderId: string; review: OrderReview }>) {
      const order = state.items.find((item) => item.id === action.payload.orderId);
      if (order) order.review = action.payload.review;
    },
  },
  extraReducers: (builder) => {
    builder
      // Newest first (docs/product.md).
      .addCase(orderPlaced, (state, action) => prependItem<OrdersState>(state, action.payload.order as StoredOrder))
      // The visitor accepted a quote, or the business answered (delivery on): saved like any change.
      // An order the business made from an accepted quote joins the list as a checkout's would (once).
      .addCase(statusesChanged, (state, action) => {
        // Rare (once a quote), so a plain unshift rather than prependItem's one-copy path.
        state.items.unshift(...newQuoteOrders(state.items, action.payload.answers ?? []));
        takeStatuses(state.items, action.payload.statuses);
      })
      .addCase(dataCleared, (state) => {
        state.items = [];
      })
      .addCase(storageSynced, (state, action) => {
        if (action.payload.key === 'orders') state.items = action.payload.items as StoredOrder[];
      });
  },
});

export const { reviewLeft } = ordersSlice.actions;
export default ordersSlice.reducer;
