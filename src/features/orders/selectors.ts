import type { OrdersState } from './ordersSlice';

type WithOrders = { orders: OrdersState };

/** Stored newest first already; the list is shown in stored order. */
export const selectOrders = (state: WithOrders) => state.orders.items;
export const selectOrderCount = (state: WithOrders) => state.orders.items.length;
export const selectOrderById = (state: WithOrders, id: string | undefined) =>
  id === undefined ? undefined : state.orders.items.find((order) => order.id === id);
