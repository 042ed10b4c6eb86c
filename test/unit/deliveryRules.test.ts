import {
  deliveryDocument,
  deliveryHeaders,
  errorOf,
  isDue,
  makeEnquiryId,
  mergeEntries,
  nextDueAt,
  parseEntries,
  retryDelay,
  verdictOf,
} from '../../src/features/delivery/rules';
import { deliveryWords } from '../../src/features/delivery/deliveryWords';
import type { DeliveryEntry } from '../../src/features/delivery/types';
import { storedOrder } from '../support/fixtures';

const entry = (overrides: Partial<DeliveryEntry> = {}): DeliveryEntry => ({
  kind: 'order',
  state: 'pending',
  sentAt: null,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  ...overrides,
});

describe('retryDelay: 1 s doubling to 5 minutes', () => {
  it('waits 1, 2, 4, 8 ... seconds after the 1st, 2nd, 3rd, 4th failure', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempts) => retryDelay(attempts))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000,
    ]);
  });

  it('never waits longer than 5 minutes, however many tries failed', () => {
    expect(retryDelay(10)).toBe(300_000);
    expect(retryDelay(1000)).toBe(300_000);
  });

  it('starts from the first delay it is given', () => {
    expect([1, 2, 3].map((attempts) => retryDelay(attempts, 10))).toEqual([10, 20, 40]);
    expect(retryDelay(0)).toBe(1000);
  });
});

describe('verdictOf: what an answer means', () => {
  it.each([200, 201, 202, 204])('%i is sent', (status) => expect(verdictOf(status)).toBe('sent'));
  it.each([400, 401, 403, 404, 413, 415, 422])('%i stops the retries', (status) => expect(verdictOf(status)).toBe('stop'));
  it.each([408, 429, 500, 502, 503, 301])('%i is tried again', (status) => expect(verdictOf(status)).toBe('retry'));
  it('no answer at all is tried again', () => expect(verdictOf(null)).toBe('retry'));
  it('names the failure', () => {
    expect(errorOf(500, true)).toBe('HTTP 500');
    expect(errorOf(null, false)).toBe('offline');
    expect(errorOf(null, true)).toBe('unreachable');
  });
});

describe('the delivery document and headers', () => {
  it('carries kind, schemaVersion 2, the record as stored, origin and sentAt, and nothing else', () => {
    const order = storedOrder();
    const body = deliveryDocument('order', order, 'https://shop.example.com', '2026-01-15T10:30:05.000Z');
    expect(body).toEqual({ kind: 'order', schemaVersion: 2, record: order, origin: 'https://shop.example.com', sentAt: '2026-01-15T10:30:05.000Z' });
  });

  it('sends JSON with the record id as the Idempotency-Key', () => {
    expect(deliveryHeaders('ORD-1-abcdefghi')).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'ORD-1-abcdefghi' });
  });

  it('makes enquiry ids MSG-<ms>-<9 lower-case letters or digits> from the injected randomness', () => {
    expect(makeEnquiryId(1768473000000, { random: () => 0 })).toBe('MSG-1768473000000-aaaaaaaaa');
    expect(makeEnquiryId(5, { random: () => 0.5 })).toMatch(/^MSG-5-[a-z0-9]{9}$/);
  });
});

describe('due tries', () => {
  it('is due when pending or failed and its time has come; never when sent or stopped', () => {
    expect(isDue(entry({ nextAttemptAt: 10 }), 10)).toBe(true);
    expect(isDue(entry({ nextAttemptAt: 11 }), 10)).toBe(false);
    expect(isDue(entry({ state: 'failed', nextAttemptAt: 5 }), 10)).toBe(true);
    expect(isDue(entry({ state: 'sent', nextAttemptAt: null }), 10)).toBe(false);
    expect(isDue(entry({ state: 'stopped', nextAttemptAt: null }), 10)).toBe(false);
  });

  it('finds the earliest planned try among unsent entries', () => {
    expect(nextDueAt({ a: entry({ nextAttemptAt: 30 }), b: entry({ state: 'failed', nextAttemptAt: 20 }), c: entry({ state: 'sent', nextAttemptAt: 1 }) })).toBe(20);
    expect(nextDueAt({ c: entry({ state: 'stopped', nextAttemptAt: null }) })).toBeNull();
  });
});

describe('reading stored entries', () => {
  it('reads nothing as no entries', () => expect(parseEntries(null)).toEqual({ entries: {}, damaged: false }));

  it.each(['{not json', '[]', '"text"', 'null', '42'])('never throws on %s: no entries, marked damaged', (text) => {
    expect(parseEntries(text)).toEqual({ entries: {}, damaged: true });
  });

  it('keeps readable entries and drops broken ones', () => {
    const good = entry();
    const text = JSON.stringify({ 'ORD-1-aaaaaaaaa': good, 'ORD-2-aaaaaaaaa': { ...good, state: 'lost' }, 'ORD-3-aaaaaaaaa': { ...good, attempts: -1 }, 'QT-1-AAAAAA': 7 });
    expect(parseEntries(text)).toEqual({ entries: { 'ORD-1-aaaaaaaaa': good }, damaged: true });
  });
});

describe('joining two tabs’ entries', () => {
  it('keeps a sent entry over any other, and otherwise the one tried more often', () => {
    const sent = entry({ state: 'sent', attempts: 1, sentAt: '2026-01-15T10:30:05.000Z', nextAttemptAt: null });
    const failedTwice = entry({ state: 'failed', attempts: 2 });
    expect(mergeEntries({ a: sent }, { a: failedTwice })).toEqual({ a: sent });
    expect(mergeEntries({ a: failedTwice }, { a: sent })).toEqual({ a: sent });
    expect(mergeEntries({ a: failedTwice }, { a: entry({ attempts: 1 }) })).toEqual({ a: failedTwice });
  });

  it('keeps entries only one side knows', () => {
    expect(mergeEntries({ a: entry() }, { b: entry() })).toEqual({ a: entry(), b: entry() });
  });
});

describe('what the visitor is told', () => {
  const business = 'Sri Balaji Granites & Marbles';
  it('names the business from the site configuration, with the time it was sent', () => {
    const words = deliveryWords(entry({ state: 'sent', sentAt: '2026-01-15T10:30:05.000Z', attempts: 1, nextAttemptAt: null }), business);
    expect(words.text).toMatch(/^Sent to Sri Balaji Granites & Marbles on January 15, 2026 at \d{1,2}:\d{2} (AM|PM)$/);
    expect(words.retry).toBe(false);
    expect(deliveryWords(entry({ state: 'sent', sentAt: 'x' }), 'Other Stones').text).toMatch(/^Sent to Other Stones/);
  });

  it('waits for a connection while offline, keeps trying after a failure, and offers Retry', () => {
    expect(deliveryWords(entry({ attempts: 1, lastError: 'offline' }), business)).toEqual({
      text: 'Waiting for a connection: it will be sent automatically',
      tone: 'waiting',
      retry: false,
    });
    expect(deliveryWords(entry({ state: 'failed', attempts: 1, lastError: 'HTTP 500' }), business)).toEqual({
      text: 'Not delivered: we will keep trying',
      tone: 'problem',
      retry: true,
    });
  });

  it('says why a refused delivery stopped', () => {
    expect(deliveryWords(entry({ state: 'stopped', attempts: 1, lastError: 'HTTP 422', nextAttemptAt: null }), business).text).toBe(
      "Not delivered: Sri Balaji Granites & Marbles's address refused it (HTTP 422)",
    );
  });
});
