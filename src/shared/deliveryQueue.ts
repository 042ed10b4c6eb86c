/** The service worker's Background Sync queue of sends that failed offline (src/serviceWorker.ts); "Clear my data" empties it. */
export const DELIVERY_QUEUE = 'stone-shop-deliveries';
