import { startDelivery, type DeliveryOptions } from '../features/delivery';
import { rootReducer, type AppStore } from './store';

/**
 * Starts sending for a store made with delivery services (./deliveryServices.ts):
 * the delivery state joins the store, read from storage, and the outbox goes
 * out. Returns the stop. The standalone page loads this once the shop is
 * live (./delivery.ts); the embedded shop at once, with its host's `onRefused`.
 */
export function startShopDelivery(store: AppStore, options: Pick<DeliveryOptions, 'onRefused'> = {}): () => void {
  const channel = store.services.delivery;
  return channel ? startDelivery(store, rootReducer, channel, store.services, options) : () => undefined;
}
