import { quotedUntil } from '../../shared/statusAnswers';
import type { DeliveryState } from './deliverySlice';
import type { DeliveryEntry } from './types';

/**
 * The delivery state joins the store only when delivery is switched on
 * (startDelivery.ts), so these read it from any root state and say
 * "nothing" when it is absent.
 */
export const selectDelivery = (state: object): DeliveryState | undefined => (state as { delivery?: DeliveryState }).delivery;

export const selectDeliveryOn = (state: object): boolean => selectDelivery(state) !== undefined;

export const selectDeliveryEntry = (state: object, id: string): DeliveryEntry | undefined => selectDelivery(state)?.entries[id];

/** The last day the business's latest quote for a request holds (YYYY-MM-DD), as the inbox last told it. */
export const selectQuotedUntil = (state: object, id: string): string | undefined => quotedUntil(selectDeliveryEntry(state, id)?.answer?.steps);
