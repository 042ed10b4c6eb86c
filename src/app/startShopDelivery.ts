import { startDelivery, type DeliveryOptions } from '../features/delivery';
import { rootReducer, type AppStore } from './store';

/**
 * A test setting, read when sending starts: a shorter first wait between tries (ms; the doubling
 * stays), so a test stays offline through many of them without a build of its own. A test sets
 * `stoneShopTestFirstRetryMs` on the window before the page's scripts run
 * (test/e2e/delivery-offline-queue.e2e.test.ts); unset, the shop keeps its 1 second.
 */
function testFirstRetryMs(): number | undefined {
  const value = (globalThis as { stoneShopTestFirstRetryMs?: unknown }).stoneShopTestFirstRetryMs;
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/**
 * Starts sending for a store made with delivery services (./deliveryServices.ts):
 * the delivery state joins the store, read from storage, and the outbox goes
 * out. Returns the stop. The standalone page loads this once the shop is
 * live (./delivery.ts); the embedded shop at once, with its host's `onRefused`.
 */
export function startShopDelivery(store: AppStore, options: Pick<DeliveryOptions, 'onRefused'> = {}): () => void {
  const channel = store.services.delivery;
  return channel ? startDelivery(store, rootReducer, channel, store.services, { ...options, firstRetryMs: testFirstRetryMs() }) : () => undefined;
}
