import { deliveryHeaders, verdictOf, type TryResult } from './rules';
import type { DeliveryDocument } from './types';

/**
 * One POST of one record: the status the address answered, or null when no
 * answer came (offline, unreachable, refused by CORS). In the standalone
 * build the service worker sees this request too: when it fails for want of
 * a network it keeps a copy and sends it when the connection returns, even
 * with the tab closed (src/serviceWorker.ts). `onRefused` is handed the body
 * of a refusal for good (JSON, else null).
 */
export async function sendOnce(fetchImpl: typeof fetch, url: string, delivery: DeliveryDocument, onRefused?: (body: unknown) => void): Promise<TryResult> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: deliveryHeaders(delivery.record.id),
      body: JSON.stringify(delivery),
      credentials: 'omit',
      cache: 'no-store',
    });
    if (onRefused && verdictOf(response.status) === 'stop') onRefused(await readJson(response));
    return response.status;
  } catch {
    return null;
  }
}

/** A body as JSON, or null when it is none (never throws). */
const readJson = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
};
