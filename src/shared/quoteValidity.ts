/**
 * Until when a quote the business sent can be accepted: through the last day
 * it names (`validUntil`, YYYY-MM-DD), to the end of that day in India (UTC+5:30,
 * the business's own time, with no daylight saving). One rule for the shop and
 * the inbox (inbox/shopRules.ts): the shop stops offering Accept Quote at the
 * moment the inbox starts refusing it. `now` always comes from the caller
 * (the store's clock service, the inbox's clock), never from here.
 */

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first moment the quote no longer holds (ms since 1970), or null for a missing or unreadable day. */
export function validityEnd(validUntil: string | undefined): number | null {
  const match = DAY.exec(validUntil ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const midnight = Date.UTC(year, month, day);
  const date = new Date(midnight);
  // 2026-02-30 and the like are not days.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return null;
  return Date.UTC(year, month, day + 1) - INDIA_OFFSET_MS;
}

/** Whether a quote valid until `validUntil` has lapsed at `now`; a quote without a readable day never does. */
export function validityEnded(validUntil: string | undefined, now: number): boolean {
  const end = validityEnd(validUntil);
  return end !== null && now >= end;
}
