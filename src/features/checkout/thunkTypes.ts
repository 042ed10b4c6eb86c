/** Type prefix of the placeOrder thunk, shared with the slice (see shared/thunkPhases). */
export const PLACE_ORDER = 'checkout/placeOrder';
