import type { DeliveryChannel } from './deliveryChannel';
import type { Order, QuoteRequest } from './entities';

/**
 * Everything non-deterministic the app needs: the clock, randomness and the
 * simulated waits. Thunks receive it as their extra argument, so reducers stay
 * pure and tests can swap in a fixed clock and an instant wait.
 */
export interface Services {
  /** Milliseconds since the epoch. */
  now(): number;
  /** A number in [0, 1). */
  random(): number;
  /** Resolves after `ms` milliseconds (the simulated payment / quote wait). */
  wait(ms: number): Promise<void>;
  /**
   * An embedding site's own handling of an order or a quote (its backend).
   * When given, it replaces the simulated wait; if it rejects, nothing is stored.
   */
  confirmOrder?(order: Order): Promise<unknown>;
  confirmQuote?(quote: QuoteRequest): Promise<unknown>;
  /** Set when delivery is switched on: each saved order, quote and enquiry is then sent there. */
  delivery?: DeliveryChannel;
}

export const browserServices: Services = {
  now: () => Date.now(),
  random: () => Math.random(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters drawn from `alphabet` with the injected randomness. */
export function randomString(services: Pick<Services, 'random'>, length: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < length; i += 1) {
    out += alphabet[Math.floor(services.random() * alphabet.length)] ?? alphabet[0];
  }
  return out;
}

/** Simulated server round trip for payments and quote submissions (docs/product.md). */
export const SIMULATED_WAIT_MS = 2000;
