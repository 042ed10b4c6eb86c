/** The service worker's Background Sync queue of sends that failed offline (src/serviceWorker.ts); "Clear my data" empties it. */
export const DELIVERY_QUEUE = 'stone-shop-deliveries';

/** Where workbox-background-sync keeps its queues (one database per origin, store `requests`, index `queueName`). */
const DATABASE = 'workbox-background-sync';

/** A queued send as workbox-background-sync stores it: the parts read here. */
export interface StoredSend {
  metadata?: { key?: string };
  requestData?: { headers?: Record<string, string> };
}

/** The record a queued send carries: the key the worker gave it, else its `Idempotency-Key` header (sends kept before keys were). */
export const recordKeyOf = (send: StoredSend): string | undefined => send.metadata?.key ?? send.requestData?.headers?.['idempotency-key'];

const settled = (request: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if ('oncomplete' in request) {
      request.oncomplete = () => resolve();
      request.onabort = () => reject(request.error);
    } else request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });

/**
 * Removes the shop's queued sends that `which` picks (every one by default)
 * straight from workbox-background-sync's database, which has no way of its
 * own to take out one request. Only the shop's own queue is touched; without
 * a database nothing is opened (opening would create it).
 */
export async function removeQueuedSends(which: (send: StoredSend) => boolean = () => true): Promise<void> {
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
      if (!cursor.result) return;
      if (which(cursor.result.value as StoredSend)) cursor.result.delete();
      cursor.result.continue();
    };
    await settled(transaction);
  } finally {
    database.close();
  }
}
