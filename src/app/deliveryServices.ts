import { buildSchemaVersion } from '../shared/deliveryChannel';
import type { Services } from '../shared/services';

/**
 * The thunks' services with the delivery address, keeping the shop's own
 * storage (none given: the browser's localStorage, shared/deliveryChannel.ts)
 * and key prefix, for the schema version the build was made for. `ready`: when the sender starts later, records saved before
 * then are queued once it has.
 */
export function withDeliveryServices(services: Services, url: string, keyPrefix = '', storage?: Storage, ready?: Promise<unknown>): Services {
  return { ...services, delivery: { url, keyPrefix, schemaVersion: buildSchemaVersion(), ...(storage ? { storage } : {}), ...(ready ? { ready } : {}) } };
}
