const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const longDateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const parse = (iso: string | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'January 15, 2026', or `fallback` for a missing or unreadable date. */
export function formatLongDate(iso: string | undefined, fallback = 'Unknown date'): string {
  const date = parse(iso);
  return date ? longDate.format(date) : fallback;
}

/** 'January 15, 2026 at 10:30 AM', or `fallback`. */
export function formatLongDateTime(iso: string | undefined, fallback = 'Unknown date'): string {
  const date = parse(iso);
  return date ? longDateTime.format(date) : fallback;
}
