import { DELIVERY_QUEUE } from '../../shared/deliveryQueue';

/** Where workbox-background-sync keeps its queues (one database per origin, store `requests`, index `queueName`). */
const DATABASE = 'workbox-background-sync';

const settled = (request: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if ('oncomplete' in request) {
      request.oncomplete = () => resolve();
      request.onabort = () => reject(request.error);
    } else request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });

/**
 * The standalone shop's service worker keeps a copy of a send that failed for
 * want of a network, to send it later even with the tab closed. "Clear my
 * data" removes those copies too, so a cleared record never reaches the
 * business. Only the shop's own queue is touched; without one, nothing is
 * opened (opening would create the database).
 */
export async function forgetQueuedSends(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  if (!(await indexedDB.databases()).some((database) => database.name === DATABASE)) return;
  const opening = indexedDB.open(DATABASE);
  await settled(opening);
  const database = opening.result;
  try {
    if (!database.objectStoreNames.contains('requests')) return;
    const transaction = database.transaction('requests', 'readwrite');
    const cursor = transaction.objectStore('requests').index('queueName').openCursor(IDBKeyRange.only(DELIVERY_QUEUE));
    cursor.onsuccess = () => {
      cursor.result?.delete();
      cursor.result?.continue();
    };
    await settled(transaction);
  } finally {
    database.close();
  }
}
