export { default as ordersReducer, reviewLeft } from './ordersSlice';
export type { OrdersState } from './ordersSlice';
export { selectOrders, selectOrderCount, selectOrderById } from './selectors';
