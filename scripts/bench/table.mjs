// Fixed-width text tables for the terminal and the same rows as Markdown.

/** columns: [{ title, align: 'left' | 'right' }]; rows: arrays of strings (or null for a rule line). */
export function textTable(columns, rows) {
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...rows.filter(Boolean).map((row) => String(row[index] ?? '').length)),
  );
  const line = (cells) =>
    cells
      .map((cell, index) => {
        const text = String(cell ?? '');
        return columns[index].align === 'right' ? text.padStart(widths[index]) : text.padEnd(widths[index]);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(columns.map((column) => column.title)), rule, ...rows.map((row) => (row ? line(row) : rule))].join('\n');
}

export function markdownTable(columns, rows) {
  const escape = (text) => String(text ?? '').replace(/\|/g, '\\|');
  const header = `| ${columns.map((column) => escape(column.title)).join(' | ')} |`;
  const align = `| ${columns.map((column) => (column.align === 'right' ? '---:' : ':---')).join(' | ')} |`;
  const body = rows.filter(Boolean).map((row) => `| ${row.map(escape).join(' | ')} |`);
  return [header, align, ...body].join('\n');
}

/** Bytes as KiB with one decimal. */
export const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Milliseconds with precision that fits their size. */
export function ms(value) {
  if (!Number.isFinite(value)) return 'n/a';
  const size = Math.abs(value);
  if (size < 1) return value.toFixed(3);
  if (size < 10) return value.toFixed(2);
  if (size < 100) return value.toFixed(1);
  return value.toFixed(0);
}

/** A difference with its sign always shown. */
export const signedMs = (value) => `${value >= 0 ? '+' : ''}${ms(value)}`;

export const FRAME_MS = 16;

/** A time against the 16 ms frame. */
export const frames = (value) => `${(value / FRAME_MS).toFixed(2)} frame${value / FRAME_MS === 1 ? '' : 's'}`;
