import { deliveryHeaders, type TryResult } from './rules';
import type { DeliveryDocument } from './types';

/**
 * One POST of one record: the status the address answered, or null when no
 * answer came (offline, unreachable, refused by CORS). In the standalone
 * build the service worker sees this request too: when it fails for want of
 * a network it keeps a copy and sends it when the connection returns, even
 * with the tab closed (src/serviceWorker.ts).
 */
export async function sendOnce(fetchImpl: typeof fetch, url: string, delivery: DeliveryDocument): Promise<TryResult> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: deliveryHeaders(delivery.record.id),
      body: JSON.stringify(delivery),
      credentials: 'omit',
      cache: 'no-store',
    });
    return response.status;
  } catch {
    return null;
  }
}
