import { useEffect, useReducer } from 'react';
import { useAppStore } from '../../../app/hooks';
import { validityEnd, validityEnded } from '../../../shared/quoteValidity';

/** setTimeout takes at most this long (about 24.8 days); a longer wait is taken in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether a quote valid until `validUntil` has lapsed, by the store's clock
 * (its services), and the card shows it the moment it does, while it stays open.
 */
export function useValidityEnded(validUntil: string | undefined): boolean {
  const { services } = useAppStore();
  const [step, nextStep] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const end = validityEnd(validUntil);
    const wait = end === null ? 0 : end - services.now();
    if (wait <= 0) return undefined;
    const timer = setTimeout(nextStep, Math.min(wait, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [validUntil, services, step]);
  return validityEnded(validUntil, services.now());
}
