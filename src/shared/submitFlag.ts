import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { thunkPhase } from './thunkPhases';

/** Not saved: whether a submission of one kind is waiting for its simulated round trip. */
export interface SubmitFlagState {
  status: 'idle' | 'processing';
}

/**
 * The slice a feature keeps its submit flag in: processing from its thunk's
 * pending action until it settles, so the thunk's `condition` can refuse a
 * second submission. Matched by type prefix, so the thunk stays in its
 * screen's chunk while the slice loads with the app.
 */
export function createSubmitFlagSlice(name: string, typePrefix: string) {
  const fulfilled = thunkPhase(typePrefix, 'fulfilled');
  const rejected = thunkPhase(typePrefix, 'rejected');
  return createSlice({
    name,
    initialState: { status: 'idle' } as SubmitFlagState,
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addMatcher(thunkPhase(typePrefix, 'pending'), (state) => {
          state.status = 'processing';
        })
        .addMatcher(isAnyOf(fulfilled, rejected), (state) => {
          state.status = 'idle';
        });
    },
  });
}
