/** Type prefix of the submitQuote thunk, shared with the slice (see shared/thunkPhases). */
export const SUBMIT_QUOTE = 'quotes/submitQuote';
