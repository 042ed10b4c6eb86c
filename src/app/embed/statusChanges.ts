import type { QuoteRequest, StoredOrder } from '../../shared/entities';
import type { AppStore } from '../store';

/** What a host's `onStatusChanged` receives: a copy of the order or quote request, with its new status. */
export type StatusChangedRecord = StoredOrder | QuoteRequest;

type Lists = ReturnType<AppStore['getState']>;

const statusesOf = ({ orders, quotes }: Pick<Lists, 'orders' | 'quotes'>) =>
  new Map<string, string | undefined>([...orders.items, ...quotes.items].map((record) => [record.id, record.status]));

/**
 * Hands the host's `onStatusChanged` each order or quote request whose status
 * changed (the business answered, the visitor accepted a quote, another tab
 * saw either), after the change is saved: the lists are written while the
 * action is dispatched, and store listeners run after. A callback that throws
 * is reported; the shop carries on. Returns the stop.
 */
export function forwardStatusChanges(store: Pick<AppStore, 'getState' | 'subscribe'>, onStatusChanged: (record: StatusChangedRecord) => void): () => void {
  let { orders, quotes } = store.getState();
  let known = statusesOf({ orders, quotes });
  return store.subscribe(() => {
    const state = store.getState();
    if (state.orders === orders && state.quotes === quotes) return;
    ({ orders, quotes } = state);
    for (const record of [...orders.items, ...quotes.items]) {
      if (!known.has(record.id) || known.get(record.id) === record.status) continue;
      try {
        onStatusChanged(structuredClone(record));
      } catch (error) {
        reportError(error);
      }
    }
    known = statusesOf({ orders, quotes });
  });
}
