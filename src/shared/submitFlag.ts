/** Not saved: whether a submission of one kind is waiting for its simulated round trip. */
export interface SubmitFlagState {
  status: 'idle' | 'processing';
}

/** The submit thunks' type prefixes: their lifecycle actions drive the flags below. */
export const PLACE_ORDER = 'checkout/placeOrder';
export const SUBMIT_QUOTE = 'quotes/submitQuote';

const IDLE: SubmitFlagState = { status: 'idle' };
const PROCESSING: SubmitFlagState = { status: 'processing' };

/**
 * The flag of one submit thunk, known by its type prefix alone: processing
 * from its pending action until it settles, so the thunk's `condition` can
 * refuse a second submission. It needs none of the thunk's code, so the store
 * has it from the start (src/app/rootReducer.ts) while the thunk stays in its
 * screen's chunk: a Redux DevTools log replays into the same state whichever
 * screens a tab has loaded.
 */
export const submitFlagReducer =
  (typePrefix: string) =>
  (state: SubmitFlagState = IDLE, action: { type: string }): SubmitFlagState =>
    action.type === `${typePrefix}/pending` ? PROCESSING : action.type.startsWith(`${typePrefix}/`) ? IDLE : state;

export const isSubmitting = (flag: SubmitFlagState) => flag.status === 'processing';
