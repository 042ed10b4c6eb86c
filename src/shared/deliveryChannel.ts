/**
 * Where finished records go when the site owner switched delivery on
 * (features/delivery; docs/delivery-and-desk.md). Made once per
 * shop and handed to the thunks inside `Services`; absent, nothing is sent.
 */
export interface DeliveryChannel {
  /** The one delivery address (a JSON webhook, the inbox's `/deliveries`, a form back-end). */
  readonly url: string;
  /**
   * Where the delivery state and the enquiries are kept, beside the four lists
   * (read it with `storageOf`). Absent: the browser's localStorage (the
   * standalone page); undefined: none.
   */
  readonly storage?: Storage | undefined;
  /** The shop's storage key prefix (embedding); absent or '' standalone. */
  readonly keyPrefix?: string;
  /** Settles once the sender has started, when it starts after the page (the standalone shop); absent: started already. */
  readonly ready?: Promise<unknown>;
}

/** A channel's storage: its own, else the browser's localStorage; none where the browser refuses it. */
export function storageOf(channel: Pick<DeliveryChannel, 'storage'>): Storage | undefined {
  if ('storage' in channel) return channel.storage;
  try {
    return window.localStorage;
  } catch {
    return undefined; // access itself throws when storage is disabled
  }
}
