import type { DeliveryEntries, EnquiryRecord } from '../delivery';

/** Everything the shop keeps about the visitor in this browser, as "Download my data" saves it. */
export interface KeptData {
  cart: readonly unknown[];
  wishlist: readonly unknown[];
  orders: readonly unknown[];
  quotes: readonly unknown[];
  /** With delivery on: the contact forms' messages, and where each record's sending stands (its private key left out). */
  messages?: readonly EnquiryRecord[];
  deliveries?: DeliveryEntries;
}

/**
 * The delivery entries as the download holds them: without each record's
 * private key, a password to the business's answers that the visitor never
 * needs to hold outside this browser (docs/decisions/0037).
 */
export const withoutKeys = (entries: DeliveryEntries): DeliveryEntries =>
  Object.fromEntries(Object.entries(entries).map(([id, { key: _key, ...entry }]) => [id, entry]));

/** Records saved but not yet taken by the address (waiting or being retried): clearing now means they never arrive. */
export const unsentCount = (entries: DeliveryEntries): number =>
  Object.values(entries).filter((entry) => entry.state === 'pending' || entry.state === 'failed').length;

/** The downloaded file: one JSON document, named for the shop and the day it was saved. */
export function keptDataFile(shop: string, kept: KeptData, now: number): { name: string; text: string } {
  const savedAt = new Date(now).toISOString();
  const slug = shop.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return {
    name: `${slug}-your-data-${savedAt.slice(0, 10)}.json`,
    text: `${JSON.stringify({ shop, savedAt, ...kept }, null, 2)}\n`,
  };
}

/** Saves `text` as a file through the browser's download (no server involved). */
export function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
