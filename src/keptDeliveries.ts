// The service worker's side of delivery (src/serviceWorker.ts; docs/offline.md):
// a POST to the delivery address that fails for want of a network is kept in
// workbox-background-sync's queue and sent when the connection returns, even
// with every tab closed. The page keeps trying the same record meanwhile (1 s,
// 2 s ... up to 5 minutes apart), and each of its tries passes through here,
// so the queue is keyed by record: one copy per `Idempotency-Key`, however
// many tries fail, and one POST when the connection is back.
import { Queue } from 'workbox-background-sync';
import { DELIVERY_QUEUE, recordKeyOf, removeQueuedSends } from './shared/deliveryQueue';

/** Records this worker saw delivered, answered again without a POST; the oldest are forgotten first. */
const MOST_REMEMBERED = 100;

interface QueueEntry {
  request: Request;
  metadata?: { key?: string };
}

export interface KeptDeliveries {
  /** Sends one POST a page made (the route's handler): kept once when it fails, answered from memory when already delivered. */
  send(request: Request): Promise<Response>;
}

/**
 * Keeps one copy per record of the delivery POSTs that fail. Each record's
 * sends, the page's and the queue's replay, take turns (a lock per key in this
 * worker), so a record is never on the wire twice at once:
 *
 * - a page's POST that fails is queued only if no copy of its record is
 *   queued or being replayed;
 * - a page's POST that is answered takes its record's queued copy out;
 * - a replayed copy whose record was answered meanwhile is dropped unsent,
 *   and a page's POST of a record the worker saw delivered gets that answer
 *   again, without a POST. A worker that was stopped has forgotten those, and
 *   the receiver answers the repeat as a success (docs/delivery-and-desk.md).
 */
export function keepDeliveries(maxRetentionMinutes: number, send: (request: Request) => Promise<Response> = (request) => fetch(request)): KeptDeliveries {
  const delivered = new Map<string, number>();
  const replaying = new Set<string>();
  const turns = new Map<string, Promise<unknown>>();

  /** Runs `task` after every earlier task of the same record. */
  const inTurn = <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (turns.get(key) ?? Promise.resolve()).then(task, task);
    const done = run.catch(() => undefined);
    turns.set(key, done);
    void done.then(() => turns.get(key) === done && turns.delete(key));
    return run;
  };
  const keyOf = (entry: QueueEntry) => entry.metadata?.key ?? entry.request.headers.get('Idempotency-Key') ?? '';
  const answered = (key: string, status: number) => {
    if (status < 200 || status >= 300) return;
    delivered.delete(key);
    delivered.set(key, status);
    if (delivered.size > MOST_REMEMBERED) delivered.delete(delivered.keys().next().value as string);
  };

  const queue: Queue = new Queue(DELIVERY_QUEUE, {
    maxRetentionTime: maxRetentionMinutes,
    // As Queue.replayRequests, one record at a time in its turn; a copy whose send fails goes
    // back to the front and the sync is reported failed, so the browser tries again later.
    async onSync() {
      for (let entry = (await queue.shiftRequest()) as QueueEntry | undefined; entry; entry = (await queue.shiftRequest()) as QueueEntry | undefined) {
        const kept = entry;
        const key = keyOf(kept);
        replaying.add(key);
        try {
          const sent = await inTurn(key, async () => {
            if (delivered.has(key)) return true;
            try {
              answered(key, (await send(kept.request.clone())).status);
              return true;
            } catch {
              return false;
            }
          });
          if (!sent) {
            await queue.unshiftRequest(kept);
            throw new Error(`The delivery of ${key} could not be sent yet.`);
          }
        } finally {
          replaying.delete(key);
        }
      }
    },
  });
  const isQueued = async (key: string) => (await queue.getAll()).some((entry) => keyOf(entry as QueueEntry) === key);

  return {
    send(request) {
      const key = request.headers.get('Idempotency-Key') ?? '';
      return inTurn(key, async () => {
        const known = delivered.get(key);
        if (known) return new Response(null, { status: known });
        const copy = request.clone();
        let response: Response;
        try {
          response = await send(request);
        } catch (error) {
          if (!key || !(replaying.has(key) || (await isQueued(key)))) await queue.pushRequest({ request: copy, metadata: { key } });
          throw error;
        }
        answered(key, response.status);
        if (key && (await isQueued(key))) await removeQueuedSends((stored) => recordKeyOf(stored) === key);
        return response;
      });
    },
  };
}
