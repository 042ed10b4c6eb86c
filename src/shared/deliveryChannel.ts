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
  /**
   * The delivery schema the receiver speaks (schemas/delivery-v<n>.schema.json):
   * absent or 2 by default; 1 for a receiver built on the first contract
   * (STONE_DELIVERY_SCHEMA=1), which takes no record key, update or e-mail, so
   * status checks, the visitor's updates and the checkout's e-mail are off.
   */
  readonly schemaVersion?: DeliverySchemaVersion;
  /** Settles once the sender has started, when it starts after the page (the standalone shop); absent: started already. */
  readonly ready?: Promise<unknown>;
}

export type DeliverySchemaVersion = 1 | 2;

/**
 * The version the build was made for: STONE_DELIVERY_SCHEMA (webpack.config.ts
 * writes it into the bundles; the prerendering step and tests read the
 * environment), 2 when unset.
 */
export const buildSchemaVersion = (): DeliverySchemaVersion => (process.env.STONE_DELIVERY_SCHEMA === '1' ? 1 : 2);

/** Whether the receiver speaks version 2: records with their keys and an order's e-mail, the visitor's updates, status checks. */
export const speaksVersion2 = (channel: Pick<DeliveryChannel, 'schemaVersion'> | undefined): boolean =>
  channel !== undefined && channel.schemaVersion !== 1;

/** A channel's storage: its own, else the browser's localStorage; none where the browser refuses it. */
export function storageOf(channel: Pick<DeliveryChannel, 'storage'>): Storage | undefined {
  if ('storage' in channel) return channel.storage;
  try {
    return window.localStorage;
  } catch {
    return undefined; // access itself throws when storage is disabled
  }
}
