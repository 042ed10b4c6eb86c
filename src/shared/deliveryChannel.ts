/**
 * Where finished records go when the site owner switched delivery on
 * (features/delivery; docs/delivery-and-desk.md). Made once per
 * shop and handed to the thunks inside `Services`; absent, nothing is sent.
 */
export interface DeliveryChannel {
  /** The one delivery address (a JSON webhook, the inbox's `/deliveries`, a form back-end). */
  readonly url: string;
  /** Where the delivery state and the enquiries are kept, beside the four lists. */
  readonly storage: Storage | undefined;
  /** The shop's storage key prefix (embedding); '' standalone. */
  readonly keyPrefix: string;
  /** Settles once the sender has started, when it starts after the page (the standalone shop); absent: started already. */
  readonly ready?: Promise<unknown>;
}
