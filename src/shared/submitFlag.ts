import { createSlice } from '@reduxjs/toolkit';

/** Not saved: whether a submission of one kind is waiting for its simulated round trip. */
export interface SubmitFlagState {
  status: 'idle' | 'processing';
}

/** The three lifecycle action creators of a submit thunk (`placeOrder.pending` ...), by their matchers. */
type SubmitThunk = Record<'pending' | 'fulfilled' | 'rejected', { match: (action: unknown) => boolean }>;

/**
 * The slice a feature keeps its submit flag in: processing from its thunk's
 * pending action until it settles, so the thunk's `condition` can refuse a
 * second submission. It reacts to the thunk's own action creators, so it
 * loads with the thunk, in its screen's chunk, and is injected into the
 * store's reducer from there (src/app/rootReducer.ts).
 */
export function createSubmitFlagSlice<Name extends string>(name: Name, thunk: SubmitThunk) {
  return createSlice({
    name,
    initialState: { status: 'idle' } as SubmitFlagState,
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addMatcher(thunk.pending.match, (state) => {
          state.status = 'processing';
        })
        .addMatcher((action) => thunk.fulfilled.match(action) || thunk.rejected.match(action), (state) => {
          state.status = 'idle';
        });
    },
    selectors: {
      selectSubmitting: (state) => state.status === 'processing',
    },
  });
}
