import type { Browser, Page } from 'puppeteer';
import { DELIVERY_QUEUE } from '../../../src/shared/deliveryQueue';

/**
 * The service worker's queue of deliveries that failed for want of a network
 * (src/keptDeliveries.ts), seen from a page of the shop: the record id of each
 * copy kept in workbox-background-sync's IndexedDB database, in queue order.
 */
export const queuedSends = (page: Page): Promise<string[]> =>
  page.evaluate(async (queueName) => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'workbox-background-sync')) return [];
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('workbox-background-sync');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    try {
      if (!database.objectStoreNames.contains('requests')) return [];
      const reading = database.transaction('requests').objectStore('requests').index('queueName').getAll(IDBKeyRange.only(queueName));
      const sends = await new Promise<Array<{ requestData: { headers: Record<string, string> } }>>((resolve, reject) => {
        reading.onsuccess = () => resolve(reading.result);
        reading.onerror = () => reject(reading.error);
      });
      return sends.map((send) => send.requestData.headers['idempotency-key'] ?? '');
    } finally {
      database.close();
    }
  }, DELIVERY_QUEUE);

/**
 * Fires the shop's service worker's sync event, as the browser does when the
 * connection is back (and DevTools' Sync button does): workbox's tag for the queue.
 */
export async function dispatchDeliverySync(browser: Browser, shopUrl: string): Promise<void> {
  const blank = await browser.newPage();
  try {
    const devtools = await blank.createCDPSession();
    const registration = new Promise<string>((resolve) => {
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const shops = registrations.find((entry) => entry.scopeURL === `${shopUrl}/` && !entry.isDeleted);
        if (shops) resolve(shops.registrationId);
      });
    });
    await devtools.send('ServiceWorker.enable');
    await devtools.send('ServiceWorker.dispatchSyncEvent', {
      origin: shopUrl,
      registrationId: await registration,
      tag: `workbox-background-sync:${DELIVERY_QUEUE}`,
      lastChance: false,
    });
  } finally {
    await blank.close();
  }
}
