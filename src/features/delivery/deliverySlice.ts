import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { dataCleared, statusesChanged } from '../../shared/events';
import type { DeliveryEntries, DeliveryEntry, DeliveryKind, VisitorUpdate } from './types';

export interface DeliveryState {
  /** Record id → where its delivery stands; kept under `deliveries`, beside the four lists. */
  entries: DeliveryEntries;
}

export const initialDeliveryState: DeliveryState = { entries: {} };

/** What `deliveryQueued` carries: the record, when it was queued, and what travels beside it. */
export interface QueuedDelivery {
  id: string;
  kind: DeliveryKind;
  at: number;
  honeypot?: string;
  key?: string;
  update?: VisitorUpdate;
}

/** The entry of a record just queued: due at once, never tried. */
export const pendingEntry = ({ kind, at, honeypot, key, update }: QueuedDelivery): DeliveryEntry => ({
  kind,
  state: 'pending',
  sentAt: null,
  attempts: 0,
  nextAttemptAt: at,
  lastError: null,
  ...(honeypot ? { honeypot } : {}),
  ...(key ? { key } : {}),
  ...(update ? { update } : {}),
});

/**
 * Every time and verdict arrives in the payload (made by the sender with the
 * injected clock), so a DevTools log replays into the same entries.
 */
const deliverySlice = createSlice({
  name: 'delivery',
  initialState: initialDeliveryState,
  reducers: {
    /** A record is saved and should go out now (after the host accepted it, when embedded). */
    deliveryQueued(state, action: PayloadAction<QueuedDelivery>) {
      const { id, kind } = action.payload;
      const queued = state.entries[id];
      if (!queued) state.entries[id] = pendingEntry(action.payload);
      // The visitor says it again after the address refused it (a quote accepted anew once sent again):
      // it goes out anew, its tries counted on, so a tab still holding the refusal does not win it back.
      else if (kind === 'update' && queued.kind === 'update' && queued.state === 'stopped') state.entries[id] = { ...pendingEntry(action.payload), attempts: queued.attempts };
    },
    /** The address took it (2xx, or "already had it"). */
    deliverySucceeded(state, action: PayloadAction<{ id: string; sentAt: string }>) {
      const entry = state.entries[action.payload.id];
      if (!entry) return;
      entry.state = 'sent';
      entry.sentAt = action.payload.sentAt;
      entry.attempts += 1;
      entry.nextAttemptAt = null;
      entry.lastError = null;
      delete entry.refusal;
    },
    /**
     * A try failed; `nextAttemptAt` null means the address refused it for good
     * (a 4xx), with `refusal` the reason its answer gave, if any.
     */
    deliveryFailed(state, action: PayloadAction<{ id: string; error: string; nextAttemptAt: number | null; offline: boolean; refusal?: string }>) {
      const { id, error, nextAttemptAt, offline, refusal } = action.payload;
      const entry = state.entries[id];
      if (!entry || entry.state === 'sent') return;
      entry.attempts += 1;
      entry.lastError = error;
      entry.nextAttemptAt = nextAttemptAt;
      // Offline is "waiting for a connection", not a failure of the address.
      entry.state = nextAttemptAt === null ? 'stopped' : offline ? 'pending' : 'failed';
      if (entry.state === 'stopped' && refusal) entry.refusal = refusal;
      else delete entry.refusal;
    },
    /** The visitor pressed Retry: due at once, whatever stopped it. */
    deliveryRetried(state, action: PayloadAction<{ id: string; at: number }>) {
      const entry = state.entries[action.payload.id];
      if (!entry || entry.state === 'sent') return;
      entry.state = 'pending';
      entry.nextAttemptAt = action.payload.at;
    },
    /** The record is gone from its list (cleared data, another tab): nothing is left to send. */
    deliveryDropped(state, action: PayloadAction<{ id: string }>) {
      delete state.entries[action.payload.id];
    },
    /** What storage holds now (at start, or another tab wrote it), already validated and merged. */
    deliveriesSynced(state, action: PayloadAction<{ entries: DeliveryEntries }>) {
      state.entries = action.payload.entries;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(dataCleared, (state) => {
        state.entries = {};
      })
      // What the business said of the records asked about; orders and quotes take the statuses.
      .addCase(statusesChanged, (state, action) => {
        const { checkedAt, asked = [], answers = [] } = action.payload;
        if (!checkedAt) return; // the visitor's own change: nothing was heard
        for (const id of asked) {
          const entry = state.entries[id];
          if (entry) entry.checkedAt = checkedAt;
        }
        for (const { id, status, steps, order } of answers) {
          const entry = state.entries[id];
          if (!entry) continue;
          entry.answer = { status, steps, ...(order ? { orderId: order.id } : {}) };
          // The order made from a quote answers to the quote's key: asked about from now on like a checkout's.
          if (order && !state.entries[order.id]) {
            state.entries[order.id] = { kind: 'order', state: 'sent', sentAt: checkedAt, attempts: 0, nextAttemptAt: null, lastError: null, key: entry.key, checkedAt };
          }
        }
      });
  },
});

export const { deliveryQueued, deliverySucceeded, deliveryFailed, deliveryRetried, deliveryDropped, deliveriesSynced } =
  deliverySlice.actions;
export default deliverySlice.reducer;
