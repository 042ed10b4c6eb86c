import { deliveryHeaders, refusalText, verdictOf, type TryResult } from './rules';
import type { DeliveryDocument } from './types';

/** What one try came to: the status (null: no answer) and, for a refusal, the receiver's words. */
export interface SendOutcome {
  result: TryResult;
  refusal?: string;
}

/**
 * One POST of one record: the status the address answered, or null when no
 * answer came (offline, unreachable, refused by CORS). A refusal for good (a
 * 4xx) has its body read for the receiver's reason, so the visitor and the
 * host page learn why. In the standalone build the service worker sees this
 * request too: when it fails for want of a network it keeps a copy and sends
 * it when the connection returns, even with the tab closed (src/serviceWorker.ts).
 */
export async function sendOnce(fetchImpl: typeof fetch, url: string, delivery: DeliveryDocument): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: deliveryHeaders(delivery.record.id),
      body: JSON.stringify(delivery),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    return { result: null };
  }
  if (verdictOf(response.status) !== 'stop') return { result: response.status };
  let refusal = '';
  try {
    refusal = refusalText(response.headers.get('Content-Type') ?? '', await response.text());
  } catch {
    // The body was lost on the way: the status alone says it was refused.
  }
  return { result: response.status, ...(refusal ? { refusal } : {}) };
}
