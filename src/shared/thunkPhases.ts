import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * Matches one lifecycle action of an async thunk by its type prefix, without
 * importing the thunk. Slices that load with the app use this, so the thunk
 * (and whatever it imports) stays in its screen's lazy chunk.
 */
export const thunkPhase =
  (typePrefix: string, phase: 'pending' | 'fulfilled' | 'rejected') =>
  (action: UnknownAction): action is UnknownAction =>
    action.type === `${typePrefix}/${phase}`;
