/**
 * The quote form's area: length x width in square feet, to 2 decimals, only
 * while both dimensions are numbers. Anything else (empty, '12ft', 'abc') clears it.
 */
export function parseDimension(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // Number() rather than parseFloat(): '12abc' is not a number the visitor meant.
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export function computeArea(length: string, width: string): string {
  const l = parseDimension(length);
  const w = parseDimension(width);
  return l === null || w === null ? '' : (l * w).toFixed(2);
}
