import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { speaksVersion2, type DeliveryChannel } from '../../shared/deliveryChannel';
import { NotSavedError } from '../../shared/notSaved';
import type { Services } from '../../shared/services';
import { submitting, type SubmitFailure } from '../../shared/submitFailure';
import { deliveryQueued, deliveryRetried, pendingEntry, type QueuedDelivery } from './deliverySlice';
import { readEntries, saveEnquiry, writeEntries } from './deliveryStorage';
import { makeEnquiryId } from './rules';
import { newRecordKey, updateId } from './statusRules';
import { selectDelivery } from './selectors';
import type { ContactEnquiryRecord, DeliveryEntries, DeliveryKind, EnquiryRecord, HomeEnquiryRecord, VisitorUpdate } from './types';
import type { OrderReview } from '../../shared/entities';

/** What a contact form hands over: its fields, trimmed; the id and time are made here. */
export type EnquiryFields = Omit<HomeEnquiryRecord, 'id' | 'submittedAt'> | Omit<ContactEnquiryRecord, 'id' | 'submittedAt'>;

/** The fields, and what the form's trap field held ('' for a person): it travels with the delivery, never in the record. */
export interface EnquirySubmission {
  fields: EnquiryFields;
  honeypot?: string;
}

const createDeliveryThunk = createAsyncThunk.withTypes<{ extra: Services; rejectValue: SubmitFailure }>();

/**
 * Queues a delivery once the sender has started (at once when it has): on the
 * standalone page it loads after the first screen, and a record saved before
 * then must still be queued, not dropped by a store without delivery state.
 * If the sender never starts (its code could not load), the entry goes
 * straight to storage, where the next visit's sender finds and sends it.
 * `queued` makes the payload from the entries known then, or says there is nothing to queue.
 */
function queueWhenStarted(
  channel: DeliveryChannel,
  dispatch: (action: UnknownAction) => unknown,
  entries: () => DeliveryEntries,
  queued: (entries: DeliveryEntries) => QueuedDelivery | null,
) {
  const queue = () => {
    const payload = queued(entries());
    if (payload) dispatch(deliveryQueued(payload));
  };
  const keep = () => {
    const payload = queued(readEntries(channel));
    if (payload) writeEntries(channel, { [payload.id]: pendingEntry(payload) });
  };
  if (channel.ready) void channel.ready.then(queue, keep);
  else queue();
}

const entriesIn = (getState: () => unknown) => () => selectDelivery(getState() as object)?.entries ?? {};

/**
 * A saved record is to be sent (after the host accepted it, when embedded).
 * Does nothing when delivery is off, so a shop without an address never
 * records a delivery.
 */
export const queueDelivery =
  (id: string, kind: DeliveryKind, honeypot = ''): ThunkAction<void, unknown, Services, UnknownAction> =>
  (dispatch, getState, extra) => {
    if (!extra.delivery) return;
    // Orders and quote requests get their private key here, so a DevTools log replays it; a
    // version-1 receiver takes no key, so none is made (and no status is ever asked).
    const key = (kind === 'order' || kind === 'quote') && speaksVersion2(extra.delivery) ? newRecordKey() : '';
    const payload: QueuedDelivery = { id, kind, at: extra.now(), ...(honeypot ? { honeypot } : {}), ...(key ? { key } : {}) };
    queueWhenStarted(extra.delivery, dispatch, entriesIn(getState), () => payload);
  };

/**
 * The visitor's word about a record the business has (Accept Quote, Leave
 * Review): sent like any record, once, with the record's key. Nothing when
 * delivery is off, when the receiver speaks version 1 (which has no updates:
 * the change stays on the device), or the record has no key (saved before
 * delivery was on).
 */
export const queueUpdate =
  (recordId: string, change: VisitorUpdate['change'], review?: OrderReview): ThunkAction<void, unknown, Services, UnknownAction> =>
  (dispatch, getState, extra) => {
    if (!extra.delivery || !speaksVersion2(extra.delivery)) return;
    const at = extra.now();
    const update: VisitorUpdate = { id: updateId(recordId, change), recordId, change, at: new Date(at).toISOString(), ...(review ? { review } : {}) };
    // The key is in the record's delivery entry (read from storage when the sender started).
    queueWhenStarted(extra.delivery, dispatch, entriesIn(getState), (entries) => {
      const key = entries[recordId]?.key;
      return key ? { id: update.id, kind: 'update', at, key, update } : null;
    });
  };

/** The visitor's Retry: the record is due at once. */
export const retryDelivery =
  (id: string): ThunkAction<void, unknown, Services, UnknownAction> =>
  (dispatch, _getState, extra) => {
    dispatch(deliveryRetried({ id, at: extra.now() }));
  };

/**
 * A contact form's message, when delivery is on: saved under `enquiries`
 * first (a refusal rejects with NotSaved and nothing is sent), then queued.
 * Resolves with the new id.
 */
export const sendEnquiry = createDeliveryThunk('delivery/sendEnquiry', ({ fields, honeypot }: EnquirySubmission, { dispatch, getState, extra, rejectWithValue }) =>
  submitting(async () => {
    const channel = extra.delivery;
    if (!channel) throw new Error('delivery is off');
    const now = extra.now();
    const enquiry = { ...fields, id: makeEnquiryId(now, extra), submittedAt: new Date(now).toISOString() } as EnquiryRecord;
    try {
      saveEnquiry(channel, enquiry);
    } catch (error) {
      throw new NotSavedError('enquiries', error);
    }
    const payload: QueuedDelivery = { id: enquiry.id, kind: 'enquiry', at: now, ...(honeypot ? { honeypot } : {}) };
    queueWhenStarted(channel, dispatch, entriesIn(getState), () => payload);
    return enquiry.id;
  }, rejectWithValue),
);
