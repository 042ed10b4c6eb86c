import { deliveringPrivacyPolicy, privacyPolicy } from '../../src/features/content/policies/privacyPolicy';
import type { Policy } from '../../src/features/content/policies/policyTypes';
import { writeEntries } from '../../src/features/delivery/deliveryStorage';
import type { DeliveryEntry } from '../../src/features/delivery/types';
import { keptDataFile, unsentCount, withoutKeys } from '../../src/features/privacy/keptData';
import { impersonalPrefill, keepQuotePrefill, keptQuotePrefill, prefillFromQuote } from '../../src/features/quotes/prefill';
import { memoryStorage } from '../../src/app/persistence';
import { site } from '../../src/shared/site';
import { quoteRequest } from '../support/fixtures';

const entry = (state: DeliveryEntry['state']): DeliveryEntry => ({
  kind: 'order',
  state,
  sentAt: null,
  attempts: 0,
  nextAttemptAt: null,
  lastError: null,
});

describe('what clearing would lose', () => {
  it('counts the records still waiting to be sent or retried, not the sent or refused ones', () => {
    expect(unsentCount({})).toBe(0);
    expect(unsentCount({ a: entry('pending'), b: entry('failed'), c: entry('sent'), d: entry('stopped') })).toBe(2);
  });
});

describe('the downloaded file', () => {
  it('is one JSON document named for the shop and the day, holding everything given', () => {
    const kept = { cart: [], wishlist: [], orders: [{ id: 'ORD-1' }], quotes: [], messages: [], deliveries: { 'ORD-1': entry('sent') } };
    const file = keptDataFile(site.name, kept, Date.UTC(2026, 0, 15, 23, 59));
    expect(file.name).toBe('sri-balaji-granites-marbles-your-data-2026-01-15.json');
    expect(JSON.parse(file.text)).toEqual({ shop: site.name, savedAt: '2026-01-15T23:59:00.000Z', ...kept });
  });
});

describe('the delivery entries in the download', () => {
  it('leave out each record\'s private key and keep everything else', () => {
    const key = 'f'.repeat(32);
    const update = { id: 'QT-1-AAAAAA.accepted', recordId: 'QT-1-AAAAAA', change: 'accepted' as const, at: '2026-01-20T09:00:00.000Z' };
    const entries = { 'QT-1-AAAAAA': { ...entry('sent'), kind: 'quote' as const, key }, 'QT-1-AAAAAA.accepted': { ...entry('pending'), kind: 'update' as const, key, update } };
    const kept = withoutKeys(entries);
    expect(JSON.stringify(kept)).not.toContain(key);
    expect(kept).toEqual({ 'QT-1-AAAAAA': { ...entry('sent'), kind: 'quote' }, 'QT-1-AAAAAA.accepted': { ...entry('pending'), kind: 'update', update } });
  });
});

describe('Duplicate Request’s pre-fill', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the visitor’s details out of any address', () => {
    const values = prefillFromQuote(quoteRequest());
    const address = impersonalPrefill(values);
    for (const field of ['fullName', 'company', 'email', 'phone', 'projectLocation', 'budget', 'description']) {
      expect(address).not.toHaveProperty(field);
    }
    expect(address).toMatchObject({ stoneType: values.stoneType, services: values.services });
  });

  it('goes through sessionStorage under the shop’s prefix, taken only by the history entry that asks for it', () => {
    const values = prefillFromQuote(quoteRequest());
    const { to, state } = keepQuotePrefill('shop1:', values);
    expect(to).toBe('/request-quote');
    expect(keptQuotePrefill('', state)).toBeNull();
    expect(keptQuotePrefill('shop1:', null)).toBeNull();
    expect(new URLSearchParams(keptQuotePrefill('shop1:', state) ?? '').get('email')).toBe(quoteRequest().email);
  });

  it('when sessionStorage refuses, opens the form with the stone only', () => {
    const refuse = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { to: address, state } = keepQuotePrefill('', prefillFromQuote(quoteRequest()));
    refuse.mockRestore();
    expect(state).toBeUndefined();
    expect(address).toMatch(/^\/request-quote\?/);
    expect(address).toContain('stoneType=');
    expect(address).not.toContain(encodeURIComponent(quoteRequest().email));
    expect(address).not.toContain('fullName');
  });
});

describe('delivery state in storage', () => {
  const channel = (storage: Storage) => ({ url: 'https://inbox.example.com/deliveries', keyPrefix: '', storage });

  it('writes nothing for an empty map where nothing is stored (after "Clear my data")', () => {
    const storage = memoryStorage();
    expect(writeEntries(channel(storage), {})).toEqual({});
    expect(storage.getItem('deliveries')).toBeNull();
    writeEntries(channel(storage), { 'ORD-1': entry('pending') });
    expect(JSON.parse(storage.getItem('deliveries') ?? '{}')).toEqual({ 'ORD-1': entry('pending') });
  });
});

describe('the privacy policy', () => {
  const textOf = (policy: Policy) => policy.sections.flatMap((section) => [section.heading, ...(section.paragraphs ?? [])]).join('\n');

  it('without delivery, says nothing is sent while browsing', () => {
    expect(textOf(privacyPolicy)).toContain('They are not sent to us or to anyone else while you browse.');
    expect(textOf(privacyPolicy)).not.toContain('Information the website sends us');
    // Acceptances and reviews are kept with their records, and not sent either.
    expect(textOf(privacyPolicy)).toMatch(/with any quote you accept and any review you leave, are kept only in your own browser/);
    expect(textOf(privacyPolicy)).not.toMatch(/sends|private key/);
  });

  it('with delivery, says what is sent, to whom, when, and what status checks ask for', () => {
    const text = textOf(deliveringPrivacyPolicy);
    expect(text).not.toContain('not sent to us');
    expect(text).toContain(`Each order, quote request and message is sent to ${site.name}`);
    expect(text).toContain('in full, as it was saved');
    expect(text).toContain('as soon as it is saved, and tried again until');
    expect(text).toMatch(/My Orders, Track Order or My Quotes.*only their numbers and the private key/s);
    // The visitor's own answers: an acceptance, and a review with its rating and comment.
    expect(text).toContain(
      `When you accept a quote, or leave a review of a delivered order (its star rating and your comment), the website sends that to ${site.name} as well`,
    );
    expect(text).toMatch(/review you leave.*as soon as you do it, and tries again until we have received it/s);
    expect(text).toContain('Download my data on the Your data page leaves these private keys out.');
    // Everything else is the same policy.
    expect(deliveringPrivacyPolicy.sections.map((section) => section.heading)).toEqual([
      privacyPolicy.sections[0]?.heading,
      'Information the website sends us',
      ...privacyPolicy.sections.slice(1).map((section) => section.heading),
    ]);
  });
});
