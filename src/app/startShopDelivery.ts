import { startDelivery, type DeliveryOptions } from '../features/delivery';
import { rootReducer, type AppStore } from './store';

/**
 * A test setting (STONE_TEST_DELIVERY_RETRY_MS at build time, scripts/webpack/delivery-url.ts):
 * a shorter first wait between tries, so a test stays offline through many of them. Unset in
 * every real build, which keeps the shop's 1 second.
 */
const testFirstRetryMs = Number(process.env.STONE_TEST_DELIVERY_RETRY_MS) || undefined;

/**
 * Starts sending for a store made with delivery services (./deliveryServices.ts):
 * the delivery state joins the store, read from storage, and the outbox goes
 * out. Returns the stop. The standalone page loads this once the shop is
 * live (./delivery.ts); the embedded shop at once, with its host's `onRefused`.
 */
export function startShopDelivery(store: AppStore, options: Pick<DeliveryOptions, 'onRefused'> = {}): () => void {
  const channel = store.services.delivery;
  return channel ? startDelivery(store, rootReducer, channel, store.services, { ...options, firstRetryMs: testFirstRetryMs }) : () => undefined;
}
