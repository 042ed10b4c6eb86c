import { combineSlices } from '@reduxjs/toolkit';
// The slices themselves, not the features' index.ts: those also export screens
// using ./hooks.ts, whose types come from ./store.ts (test/unit/importCircles.test.ts).
import cartReducer from '../features/cart/cartSlice';
import ordersReducer from '../features/orders/ordersSlice';
import quotesReducer from '../features/quotes/quotesSlice';
import wishlistReducer from '../features/wishlist/wishlistSlice';
import { PLACE_ORDER, SUBMIT_QUOTE, submitFlagReducer } from '../shared/submitFlag';
import { persistenceReducer, reduceOnce } from './persistence';

/** The four saved lists; the saving step reduces each action with them, once for itself and the store. */
export const listReducers = reduceOnce({
  cart: cartReducer,
  wishlist: wishlistReducer,
  quotes: quotesReducer,
  orders: ordersReducer,
});

/** Exported for tests that watch every action reaching the reducers, as Redux DevTools does. */
/**
 * Every slice is here from the start, the submit flags too (they know their
 * thunks by type alone), so a recorded log replays to the same state in a tab
 * that never loaded the checkout or quote screens.
 */
export const rootReducer = combineSlices(listReducers, {
  persistence: persistenceReducer,
  checkout: submitFlagReducer(PLACE_ORDER),
  quoteSending: submitFlagReducer(SUBMIT_QUOTE),
});
