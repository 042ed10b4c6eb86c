import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { DeliveryChannel } from '../../shared/deliveryChannel';
import { NotSavedError } from '../../shared/notSaved';
import type { Services } from '../../shared/services';
import { submitting, type SubmitFailure } from '../../shared/submitFailure';
import { deliveryQueued, deliveryRetried } from './deliverySlice';
import { saveEnquiry } from './deliveryStorage';
import { makeEnquiryId } from './rules';
import { newRecordKey, updateId } from './statusRules';
import { selectDeliveryEntry } from './selectors';
import type { ContactEnquiryRecord, DeliveryKind, EnquiryRecord, HomeEnquiryRecord, VisitorUpdate } from './types';
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
 * Runs `queue` once the sender has started (at once when it has): on the
 * standalone page it loads after the first screen, and a record saved before
 * then must still be queued, not dropped by a store without delivery state.
 */
const whenStarted = (channel: DeliveryChannel, queue: () => void) => (channel.ready ? void channel.ready.then(queue) : queue());

/**
 * A saved record is to be sent (after the host accepted it, when embedded).
 * Does nothing when delivery is off, so a shop without an address never
 * records a delivery.
 */
export const queueDelivery =
  (id: string, kind: DeliveryKind, honeypot = ''): ThunkAction<void, unknown, Services, UnknownAction> =>
  (dispatch, _getState, extra) => {
    if (!extra.delivery) return;
    // Orders and quote requests get their private key here, so a DevTools log replays it.
    const key = kind === 'order' || kind === 'quote' ? newRecordKey() : '';
    whenStarted(extra.delivery, () => dispatch(deliveryQueued({ id, kind, at: extra.now(), ...(honeypot ? { honeypot } : {}), ...(key ? { key } : {}) })));
  };

/**
 * The visitor's word about a record the business has (Accept Quote, Leave
 * Review): sent like any record, once, with the record's key. Nothing when
 * delivery is off or the record has no key (saved before delivery was on).
 */
export const queueUpdate =
  (recordId: string, change: VisitorUpdate['change'], review?: OrderReview): ThunkAction<void, unknown, Services, UnknownAction> =>
  (dispatch, getState, extra) => {
    if (!extra.delivery) return;
    const at = extra.now();
    const update: VisitorUpdate = { id: updateId(recordId, change), recordId, change, at: new Date(at).toISOString(), ...(review ? { review } : {}) };
    whenStarted(extra.delivery, () => {
      // The key is in the record's delivery entry, read from storage when the sender started.
      const key = selectDeliveryEntry(getState() as object, recordId)?.key;
      if (key) dispatch(deliveryQueued({ id: update.id, kind: 'update', at, key, update }));
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
export const sendEnquiry = createDeliveryThunk('delivery/sendEnquiry', ({ fields, honeypot }: EnquirySubmission, { dispatch, extra, rejectWithValue }) =>
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
    whenStarted(channel, () => dispatch(deliveryQueued({ id: enquiry.id, kind: 'enquiry', at: now, ...(honeypot ? { honeypot } : {}) })));
    return enquiry.id;
  }, rejectWithValue),
);
