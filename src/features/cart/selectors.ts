import type { CartState } from './cartSlice';

type WithCart = { cart: CartState };

// Plain selectors only: this module loads with the header, and keeping
// createSelector (reselect) out of it saves the first download about 1 KB.
// The memoised ones live in memoSelectors.ts, loaded with the screens.

export const selectCartLines = (state: WithCart) => state.cart.items;

/** Badge figure: the sum of quantities, not the number of lines (a number, so no memo needed). */
export const selectCartCount = (state: WithCart) => state.cart.items.reduce((sum, line) => sum + line.quantity, 0);
