/**
 * Turning the text found under a storage key into a usable list, without ever
 * throwing: valid entries are kept, broken ones dropped, and the caller is told
 * whether the original text needs to be set aside.
 */
export type ReadProblem = 'invalid-json' | 'not-a-list' | 'dropped-entries';

export interface ReadResult<T> {
  items: T[];
  problem: ReadProblem | null;
}

export function readList<T>(raw: string | null, isEntry: (value: unknown) => value is T): ReadResult<T> {
  if (raw === null) return { items: [], problem: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { items: [], problem: 'invalid-json' };
  }
  if (!Array.isArray(parsed)) return { items: [], problem: 'not-a-list' };
  const items = parsed.filter(isEntry);
  return { items, problem: items.length === parsed.length ? null : 'dropped-entries' };
}
