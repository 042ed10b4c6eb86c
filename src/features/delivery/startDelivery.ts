import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { DeliveryChannel } from '../../shared/deliveryChannel';
import type { QuoteRequest, StoredOrder } from '../../shared/entities';
import type { Services } from '../../shared/services';
import { deliveriesSynced, deliveryDropped, deliveryFailed, deliverySucceeded, type DeliveryState } from './deliverySlice';
import { deliveriesKey, readEnquiries, readEntries, writeEntries } from './deliveryStorage';
import { deliveryBody, errorOf, FIRST_RETRY_MS, isDue, LONGEST_RETRY_MS, mergeEntries, nextDueAt, refusalReason, retryDelay, verdictOf } from './rules';
import { selectDelivery } from './selectors';
import { statusesChanged } from '../../shared/events';
import { sendOnce } from './sendOnce';
import { refusedAcceptance } from './acceptanceRefusal';
import type { DeliveredRecord, DeliveryEntries, DeliveryEntry, VisitorUpdate } from './types';
import { withDeliveryReducer } from './withDeliveryReducer';

/** The part of the state delivery reads: the two lists whose records it sends. */
export interface DeliveredLists {
  orders: { items: StoredOrder[] };
  quotes: { items: QuoteRequest[] };
}

/** The store as delivery needs it: its lists, and a way to join it. */
export interface DeliveryStore<S extends DeliveredLists> {
  getState(): S;
  dispatch(action: UnknownAction): unknown;
  subscribe(listener: () => void): () => void;
  replaceReducer(next: Reducer<S>): void;
}

export interface DeliveryOptions {
  /** The first wait after a failed try (doubling up to 5 minutes). */
  firstRetryMs?: number;
  fetch?: typeof fetch;
  /** Web Locks: one tab at a time sends a record. Without them every tab sends; the receiver keeps one. */
  locks?: Pick<LockManager, 'request'>;
  /** The address refused a record for good (a 4xx), in this tab: what was sent and why ("HTTP 422: <its words>"). */
  onRefused?: (refused: RefusedDelivery) => void;
}

/** What `onRefused` hears: the record as stored (an order, quote request, message or update), its kind and the reason. */
export interface RefusedDelivery {
  id: string;
  kind: DeliveryEntry['kind'];
  record: DeliveredRecord;
  reason: string;
}

/**
 * Switches delivery on for one shop: the delivery state joins the store (read
 * from storage), every change of it is written back, and each due record is
 * sent: at once when queued, again after 1 s, 2 s, 4 s ... up to 5 minutes
 * while the page is visible, at once when the connection returns or the page
 * is shown again, and on the next visit for whatever is still unsent. Before
 * each try the record is locked (`delivery-<id>`, so two tabs never send it at
 * the same time) and the stored state read again (another tab may have sent
 * it). Returns the stop.
 */
export function startDelivery<S extends DeliveredLists>(
  store: DeliveryStore<S>,
  rootReducer: Reducer<S>,
  channel: DeliveryChannel,
  services: Pick<Services, 'now'>,
  { firstRetryMs = FIRST_RETRY_MS, fetch: fetchImpl = (input, init) => fetch(input, init), locks = globalThis.navigator?.locks, onRefused }: DeliveryOptions = {},
): () => void {
  // The delivery state joins the store beside the root reducer's own (withDeliveryReducer.ts).
  store.replaceReducer(withDeliveryReducer(rootReducer) as unknown as Reducer<S>);
  const entries = () => selectDelivery(store.getState())?.entries ?? {};
  store.dispatch(deliveriesSynced({ entries: readEntries(channel) }));
  let written: DeliveryEntries = entries();

  const sending = new Set<string>();
  /** Records another tab is sending, or whose record is not here (yet): not before this time. */
  const notBefore = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
  const online = () => globalThis.navigator?.onLine !== false;

  const recordOf = (id: string, entry: DeliveryEntry): DeliveredRecord | undefined => {
    const state = store.getState();
    if (entry.kind === 'order') return state.orders.items.find((order) => order.id === id) as DeliveredRecord | undefined;
    if (entry.kind === 'quote') return state.quotes.items.find((quote) => quote.id === id);
    if (entry.kind === 'update') return entry.update;
    return readEnquiries(channel).find((enquiry) => enquiry.id === id);
  };

  const tryOnce = async (id: string) => {
    // Another tab may have sent it, or be retrying it, since this one last looked.
    store.dispatch(deliveriesSynced({ entries: mergeEntries(readEntries(channel), entries()) }));
    const entry = entries()[id];
    if (!entry || entry.state === 'sent' || entry.state === 'stopped') return;
    const record = recordOf(id, entry);
    if (!record) {
      notBefore.set(id, services.now() + LONGEST_RETRY_MS);
      return;
    }
    const sentAt = new Date(services.now()).toISOString();
    const delivery = deliveryBody(channel.schemaVersion ?? 2, entry.kind, record, window.location.origin, sentAt, entry.honeypot, entry.key);
    if (!delivery) {
      // An update left from a build that spoke version 2: a version-1 receiver has no way to take it.
      store.dispatch(deliveryDropped({ id }));
      return;
    }
    const { result, refusal, body } = await sendOnce(fetchImpl, channel.url, delivery);
    const verdict = verdictOf(result);
    if (verdict === 'sent') {
      store.dispatch(deliverySucceeded({ id, sentAt }));
      return;
    }
    // First the quote takes the inbox's word, so nothing ever holds "accepted" beside the refusal.
    if (verdict === 'stop' && entry.update?.change === 'accepted') acceptanceRefused(entry.update, body, sentAt);
    const attempts = (entries()[id]?.attempts ?? entry.attempts) + 1;
    const error = errorOf(result, online());
    store.dispatch(
      deliveryFailed({
        id,
        error,
        nextAttemptAt: verdict === 'stop' ? null : services.now() + retryDelay(attempts, firstRetryMs),
        offline: result === null && !online(),
        ...(refusal ? { refusal } : {}),
      }),
    );
    // Refused for good: the host page hears of it (once per refusal, from the tab that sent it), after it is stored.
    if (verdict === 'stop' && onRefused) onRefused({ id, kind: entry.kind, record, reason: refusalReason({ lastError: error, refusal }) });
  };

  /** A refused acceptance: the quote shows what the inbox said of it, at once, never "accepted" beside the refusal. */
  const acceptanceRefused = (update: VisitorUpdate, body: unknown, heardAt: string) => {
    const status = store.getState().quotes.items.find((quote) => quote.id === update.recordId)?.status;
    const change = refusedAcceptance(update, body, status, heardAt);
    if (change) store.dispatch(statusesChanged(change));
  };

  const attempt = (id: string) => {
    if (sending.has(id)) return;
    sending.add(id);
    const run = async (lock: unknown) => {
      if (lock) await tryOnce(id);
      else notBefore.set(id, services.now() + firstRetryMs); // another tab holds it; its outcome comes by storage
    };
    const locked = locks ? locks.request(`delivery-${id}`, { ifAvailable: true }, run) : run(true);
    void Promise.resolve(locked)
      .catch(() => notBefore.set(id, services.now() + firstRetryMs))
      .finally(() => {
        sending.delete(id);
        schedule();
      });
  };

  /** Sends what is due now and sets one timer for the next; nothing while the page is hidden. */
  function schedule(everything = false) {
    clearTimeout(timer);
    if (stopped || !visible()) return;
    const now = services.now();
    const waiting: DeliveryEntries = {};
    for (const [id, entry] of Object.entries(entries())) {
      if (sending.has(id)) continue;
      const held = notBefore.get(id) ?? 0;
      const due = everything ? entry.state === 'pending' || entry.state === 'failed' : isDue(entry, now);
      if (due && held <= now) attempt(id);
      else waiting[id] = held > now ? { ...entry, nextAttemptAt: Math.max(entry.nextAttemptAt ?? 0, held) } : entry;
    }
    const next = nextDueAt(waiting);
    if (next !== null) timer = setTimeout(() => schedule(), Math.max(0, next - now));
  }

  const unsubscribe = store.subscribe(() => {
    const current = entries();
    if (current === written) return;
    written = current;
    const merged = writeEntries(channel, current);
    // Another tab had learnt more: take it in (the next round writes nothing new).
    if (merged && JSON.stringify(merged) !== JSON.stringify(current)) store.dispatch(deliveriesSynced({ entries: merged }));
    else schedule();
  });

  const onStorage = (event: StorageEvent) => {
    if (event.key !== deliveriesKey(channel) && event.key !== null) return;
    // Another tab cleared the visitor's data: this one keeps none of it either (and so writes none back).
    if (event.key !== null && event.newValue === null) {
      store.dispatch(deliveriesSynced({ entries: {} }));
      return;
    }
    store.dispatch(deliveriesSynced({ entries: mergeEntries(readEntries(channel), entries()) }));
  };
  const onOnline = () => schedule(true);
  const onVisibility = () => schedule();
  window.addEventListener('storage', onStorage);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  schedule();

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

export type { DeliveryState };
