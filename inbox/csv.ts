import { recordDate } from './delivery';
import type { FullRecord } from './records';

/**
 * Spreadsheet programs run a cell that starts with one of these as a formula
 * (CSV injection). Such a cell gets a leading apostrophe, which they show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const CSV_COLUMNS = [
  'received_at',
  'kind',
  'id',
  'created_at',
  'status',
  'name',
  'email',
  'phone',
  'total_amount',
  'origin',
  'sent_at',
  'spam',
  'checks',
  'record_json',
];

const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** One record's row: the columns a business sorts and filters by, then the whole record as JSON so nothing is lost. */
function csvRow(row: FullRecord): string {
  return csvLine([
    row.receivedAt,
    row.kind,
    row.id,
    recordDate(row),
    row.status,
    row.name,
    row.email,
    row.phone,
    row.total === null ? '' : String(row.total),
    row.origin,
    row.sentAt,
    row.spam ? 'spam' : '',
    row.flags.map((flag) => flag.text).join('; '),
    JSON.stringify(row.record),
  ]);
}

/**
 * The CSV as a stream of text, one row at a time, as the records come from
 * the database in batches: memory stays flat however many rows it writes.
 * UTF-8 with a byte order mark (spreadsheets then read the rupee sign and
 * Telugu names right), CRLF rows.
 */
export async function* csvText(records: AsyncIterable<FullRecord>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(CSV_COLUMNS)}`;
  for await (const row of records) yield csvRow(row);
}
