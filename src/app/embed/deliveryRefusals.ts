import type { DeliveryOptions, RefusedDelivery } from '../../features/delivery';

/** What a host's `onDeliveryRefused` receives first: a copy of the record as stored (an order, quote request, message or the visitor's update). */
export type DeliveryRefusedRecord = RefusedDelivery['record'];

/**
 * The sender's `onRefused` for a host's `onDeliveryRefused(record, reason)`:
 * called once per refusal, by the tab that sent it, after the refusal is
 * stored. The host gets a copy (changing it changes nothing in the shop); a
 * callback that throws is reported, and the shop carries on.
 */
export function forwardRefusals(onDeliveryRefused: (record: DeliveryRefusedRecord, reason: string) => void): Pick<DeliveryOptions, 'onRefused'> {
  return {
    onRefused: ({ record, reason }) => {
      try {
        onDeliveryRefused(structuredClone(record), reason);
      } catch (error) {
        reportError(error);
      }
    },
  };
}
