import { createSelector } from '@reduxjs/toolkit';
import type { CartState } from './cartSlice';
import { cartTotals } from './cartRules';

type WithCart = { cart: CartState };

export const selectCartLines = (state: WithCart) => state.cart.items;

/** Badge figure: the sum of quantities, not the number of lines. */
export const selectCartCount = createSelector([selectCartLines], (lines) =>
  lines.reduce((sum, line) => sum + line.quantity, 0),
);

export const selectCartTotals = createSelector([selectCartLines], cartTotals);
