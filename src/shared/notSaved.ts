import type { ListKey } from './events';

/** Why the browser refused a write: its storage is full, or it does not let the shop store anything. */
export type NotSavedReason = 'full' | 'unavailable';

/** Thrown by `dispatch` when a save-first action (an order, a quote) could not be stored; nothing changed. */
export class NotSavedError extends Error {
  readonly reason: NotSavedReason;

  constructor(
    readonly key: ListKey | 'enquiries',
    cause: unknown,
  ) {
    super(`The browser refused to save ${key}`);
    this.name = 'NotSavedError';
    this.reason = isQuotaError(cause) ? 'full' : 'unavailable';
  }
}

/** QuotaExceededError has had several names and codes across browsers. */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: number }).code;
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
