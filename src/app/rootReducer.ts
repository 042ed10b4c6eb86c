import { combineSlices } from '@reduxjs/toolkit';
// The slices themselves, not the features' index.ts: those also export screens
// using ./hooks.ts, whose types come from ./store.ts (test/unit/importCircles.test.ts).
import cartReducer from '../features/cart/cartSlice';
import ordersReducer from '../features/orders/ordersSlice';
import quotesReducer from '../features/quotes/quotesSlice';
import wishlistReducer from '../features/wishlist/wishlistSlice';
import { persistenceReducer, reduceOnce } from './persistence';

/**
 * Slices that come with their screen's code and inject themselves into
 * `rootReducer` when it loads (`slice.injectInto(rootReducer)`), each adding
 * itself here with `declare module`. The submit flags do this, so a slice
 * can react to its thunk's own action creators (`placeOrder.pending`) while
 * the thunk, and what it imports, stays out of the first download.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** The four saved lists; the saving step reduces each action with them, once for itself and the store. */
export const listReducers = reduceOnce({
  cart: cartReducer,
  wishlist: wishlistReducer,
  quotes: quotesReducer,
  orders: ordersReducer,
});

/** Exported for tests that watch every action reaching the reducers, as Redux DevTools does. */
export const rootReducer = combineSlices(listReducers, { persistence: persistenceReducer }).withLazyLoadedSlices<LazyLoadedSlices>();
