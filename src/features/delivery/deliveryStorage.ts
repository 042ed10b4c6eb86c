import { storageOf, type DeliveryChannel } from '../../shared/deliveryChannel';
import { DELIVERY_KEYS } from '../../shared/keptBeside';
import { mergeEntries, parseEntries } from './rules';
import type { DeliveryEntries, EnquiryRecord } from './types';

/**
 * The two keys delivery keeps beside the four lists, under the shop's prefix:
 * `deliveries` (record id → delivery state; in the embed build, whose pages
 * have no service worker, its unsent entries are the outbox sent on the next
 * visit) and `enquiries` (the contact forms' messages, newest first). Reading
 * never throws: unreadable text is copied to `<key>.backup` and left out.
 */
const [DELIVERIES, ENQUIRIES] = DELIVERY_KEYS;
export const deliveriesKey = (channel: Pick<DeliveryChannel, 'keyPrefix'>) => `${channel.keyPrefix ?? ''}${DELIVERIES}`;
export const enquiriesKey = (channel: Pick<DeliveryChannel, 'keyPrefix'>) => `${channel.keyPrefix ?? ''}${ENQUIRIES}`;

function readText(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps unreadable text where a person can still find it; losing it too is no worse than not trying. */
function setAside(storage: Storage | undefined, key: string, text: string) {
  try {
    storage?.setItem(`${key}.backup`, text);
  } catch {
    /* nothing more can be done */
  }
}

export function readEntries(channel: DeliveryChannel): DeliveryEntries {
  const key = deliveriesKey(channel);
  const text = readText(storageOf(channel), key);
  const { entries, damaged } = parseEntries(text);
  if (damaged && text !== null) setAside(storageOf(channel), key, text);
  return entries;
}

/**
 * Writes this tab's entries joined with what storage holds (another tab may
 * have learnt more since). Returns what was written, or null when the browser
 * refused: the entries stay in memory and are written with the next change.
 */
export function writeEntries(channel: DeliveryChannel, own: DeliveryEntries): DeliveryEntries | null {
  const key = deliveriesKey(channel);
  const merged = mergeEntries(readEntries(channel), own);
  const text = JSON.stringify(merged);
  const stored = readText(storageOf(channel), key);
  // Nothing stored and nothing to keep are the same: after "Clear my data" the key stays gone.
  if (stored === text || (stored === null && Object.keys(merged).length === 0)) return merged;
  try {
    storageOf(channel)?.setItem(key, text);
    return merged;
  } catch {
    return null;
  }
}

const isEnquiry = (value: unknown): value is EnquiryRecord =>
  !!value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string' &&
  ((value as { source?: unknown }).source === 'home' || (value as { source?: unknown }).source === 'contact');

export function readEnquiries(channel: DeliveryChannel): EnquiryRecord[] {
  const key = enquiriesKey(channel);
  const text = readText(storageOf(channel), key);
  if (text === null) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) {
      const kept = parsed.filter(isEnquiry);
      if (kept.length !== parsed.length) setAside(storageOf(channel), key, text);
      return kept;
    }
  } catch {
    /* set aside below */
  }
  setAside(storageOf(channel), key, text);
  return [];
}

/** Saves one enquiry at the front of the list; throws what the browser threw when it refuses. */
export function saveEnquiry(channel: DeliveryChannel, enquiry: EnquiryRecord) {
  const storage = storageOf(channel);
  if (!storage) throw new Error('localStorage is not available');
  storage.setItem(enquiriesKey(channel), JSON.stringify([enquiry, ...readEnquiries(channel)]));
}
