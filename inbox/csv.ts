import { recordDate, type JsonObject, type JsonValue, type StoredDelivery } from './delivery';

/**
 * Spreadsheet programs run a cell that starts with one of these as a formula
 * (CSV injection). Such a cell gets a leading apostrophe, which they show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const text = (value: JsonValue | undefined): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Who sent it and how to reach them, whatever the kind. */
function contactOf(record: JsonObject): { name: string; email: string; phone: string } {
  const address = record.shippingAddress as JsonObject | undefined;
  if (address) return { name: text(address.fullName), email: '', phone: text(address.phone) };
  const name = record.fullName ?? record.name ?? [text(record.firstName), text(record.lastName)].join(' ').trim();
  return { name: text(name), email: text(record.email), phone: text(record.phone) };
}

export const CSV_COLUMNS = ['received_at', 'kind', 'id', 'created_at', 'name', 'email', 'phone', 'total_amount', 'origin', 'sent_at', 'record_json'];

/**
 * One row per delivery, newest first: the columns a business sorts and filters
 * by, then the whole record as JSON so nothing is lost. UTF-8 with a byte
 * order mark (spreadsheets then read the rupee sign and Telugu names right), CRLF rows.
 */
export function deliveriesCsv(deliveries: readonly StoredDelivery[]): string {
  const rows = deliveries.map((delivery) => {
    const { record } = delivery;
    const contact = contactOf(record);
    return [
      delivery.receivedAt,
      delivery.kind,
      record.id,
      recordDate(delivery),
      contact.name,
      contact.email,
      contact.phone,
      text(record.totalAmount),
      delivery.origin,
      delivery.sentAt,
      JSON.stringify(record),
    ];
  });
  return `\uFEFF${[CSV_COLUMNS, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
