import { createSelector } from '@reduxjs/toolkit';
import { cartTotals } from './cartRules';
import { selectCartLines } from './selectors';

/** Totals recomputed only when the lines change. */
export const selectCartTotals = createSelector([selectCartLines], cartTotals);
