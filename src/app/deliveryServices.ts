import type { Services } from '../shared/services';

function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // access itself throws when storage is disabled
  }
}

/**
 * The thunks' services with the delivery address, keeping the shop's own
 * storage and key prefix. `ready`: when the sender starts later (the
 * standalone page), records saved before then are queued once it has.
 */
export function withDeliveryServices(services: Services, url: string, keyPrefix = '', storage?: Storage, ready?: Promise<unknown>): Services {
  return { ...services, delivery: { url, keyPrefix, storage: storage ?? localStorageOrNone(), ...(ready ? { ready } : {}) } };
}
