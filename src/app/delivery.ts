import { startDelivery } from '../features/delivery';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { browserServices, type Services } from '../shared/services';
import { onCaughtError, prepareShop, type MountOptions } from './prepareShop';
import { rootReducer, type AppStore } from './store';

/**
 * Switching delivery on for one shop (docs/delivery-and-desk.md):
 * the standalone page when built with STONE_DELIVERY_URL, an embedded shop
 * with its `deliveryUrl` option. Only those import this module, so a shop
 * without an address carries none of the delivery code.
 */

function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // access itself throws when storage is disabled
  }
}

/** The thunks' services with the delivery address, keeping the shop's own storage and key prefix. */
export function withDeliveryServices(services: Services, url: string, keyPrefix = '', storage?: Storage): Services {
  return { ...services, delivery: { url, keyPrefix, storage: storage ?? localStorageOrNone() } };
}

/** Starts sending for a store made with those services; returns the stop. */
export function startShopDelivery(store: AppStore): () => void {
  const channel = store.services.delivery;
  return channel ? startDelivery(store, rootReducer, channel, store.services) : () => undefined;
}

/**
 * The standalone page built with a delivery address: as ./hydrate.tsx, with
 * delivery started before the page hydrates. (Not a parameter of `hydrate`:
 * a page without an address then carries not one byte of it.)
 */
export function hydrateDelivering(element: HTMLElement, options: MountOptions, url: string): void {
  const shop = prepareShop(element, { ...options, services: withDeliveryServices(options.services ?? browserServices, url) });
  startShopDelivery(shop.store);
  if (element.firstElementChild) startTransition(() => void hydrateRoot(element, shop.app(), { onCaughtError }));
  else createRoot(element, { onCaughtError }).render(shop.app());
}
