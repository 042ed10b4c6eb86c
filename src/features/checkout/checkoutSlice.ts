import { isSubmitting, type SubmitFlagState } from '../../shared/submitFlag';

/** Whether a payment is being processed right now (the flag is in the store from the start: src/app/rootReducer.ts). */
export const selectPaymentProcessing = (state: { checkout: SubmitFlagState }) => isSubmitting(state.checkout);
