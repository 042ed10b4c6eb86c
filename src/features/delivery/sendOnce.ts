import { deliveryHeaders, refusalText, verdictOf, type TryResult } from './rules';
import type { DeliveryDocument } from './types';

/** What one try came to: the status (null: no answer) and, for a refusal, the receiver's words and its body as JSON. */
export interface SendOutcome {
  result: TryResult;
  refusal?: string;
  /** A refusal's body read as JSON (the inbox's answer about the record), else null. */
  body?: unknown;
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
  let body: unknown = null;
  try {
    const text = await response.text();
    refusal = refusalText(response.headers.get('Content-Type') ?? '', text);
    body = parseJson(text);
  } catch {
    // The body was lost on the way: the status alone says it was refused.
  }
  return { result: response.status, body, ...(refusal ? { refusal } : {}) };
}

/** A body as JSON, or null when it is none (never throws). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
