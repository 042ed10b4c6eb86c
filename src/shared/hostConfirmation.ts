import type { SubmitFailure } from './submitFailure';

/** Why an order or a quote was not taken: the embedding site's callback rejected it. */
export type HostRefusal = Extract<SubmitFailure, { kind: 'RefusedByHost' }>;

/**
 * Hands a copy of `record` to the host's callback (the JSON the shop stores,
 * so the host cannot change what is kept) and waits for it. Resolves with null when the host
 * accepted it, or with the refusal.
 */
export async function confirmWithHost<T>(confirm: (record: T) => Promise<unknown>, record: T): Promise<HostRefusal | null> {
  try {
    await confirm(JSON.parse(JSON.stringify(record)) as T);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
    return { kind: 'RefusedByHost', reason: message.trim() };
  }
}
