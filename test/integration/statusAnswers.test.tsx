import { screen } from '@testing-library/react';
import { withDeliveryServices } from '../../src/app/deliveryServices';
import { forwardStatusChanges } from '../../src/app/embed/statusChanges';
import { memoryStorage } from '../../src/app/persistence';
import { makeStore, rootReducer } from '../../src/app/store';
import { startDelivery } from '../../src/features/delivery';
import { statusesChanged } from '../../src/shared/events';
import type { QuoteRequest } from '../../src/shared/entities';
import { quoteRequest } from '../support/fixtures';
import { renderApp, testServices } from '../support/renderWithProviders';

/**
 * The business's answers where the visitor sees them (delivery on): the
 * reason of a rejection and when the shop last asked, under the request's
 * status; and the embedding host told of each change of status.
 */

const quote = (id: string, status: string) => quoteRequest({ id, status });

it('shows a rejected request\'s reason and when its status was last checked, and asks nothing more about it', async () => {
  const fetchSpy = jest.fn();
  Object.assign(globalThis, { fetch: fetchSpy });
  const storage = memoryStorage();
  storage.setItem('quotes', JSON.stringify([quote('QT-1768473000000-AAAAAA', 'rejected')]));
  storage.setItem(
    'deliveries',
    JSON.stringify({
      'QT-1768473000000-AAAAAA': {
        kind: 'quote', state: 'sent', sentAt: '2026-01-15T10:30:05.000Z', attempts: 1, nextAttemptAt: null, lastError: null,
        key: 'a'.repeat(32), checkedAt: '2026-01-16T11:00:00.000Z',
        answer: { status: 'rejected', steps: [{ status: 'rejected', at: '2026-01-16T10:00:00.000Z', details: { reason: 'We do not ship abroad' } }] },
      },
    }),
  );
  const services = withDeliveryServices(testServices(), 'https://inbox.example.com/deliveries', '', storage);
  let stop = () => undefined as void;
  renderApp({ route: '/my-quotes', services, storage, started: (store) => (stop = startDelivery(store, rootReducer, services.delivery!, services, { locks: undefined })) });
  expect(await screen.findByText('Reason: We do not ship abroad')).toBeInTheDocument();
  expect(screen.getByText(/Status checked on/)).toBeInTheDocument();
  expect(fetchSpy).not.toHaveBeenCalled();
  stop();
  Reflect.deleteProperty(globalThis, 'fetch');
});

it('tells the embedding host of each record whose status changed, with a copy, after it is saved', () => {
  const storage = memoryStorage();
  const store = makeStore({ quotes: { items: [quote('QT-1-AAAAAA', 'pending'), quote('QT-2-BBBBBB', 'pending')] } }, testServices(), { storage });
  const heard: QuoteRequest[] = [];
  const savedWhenHeard: string[] = [];
  const stop = forwardStatusChanges(store, (record) => {
    heard.push(record as QuoteRequest);
    savedWhenHeard.push(JSON.parse(storage.getItem('quotes') ?? '[]')[0].status);
  });
  store.dispatch(statusesChanged({ statuses: { 'QT-1-AAAAAA': 'reviewed' } }));
  store.dispatch(statusesChanged({ statuses: { 'QT-1-AAAAAA': 'reviewed' } }));
  expect(heard.map((record) => [record.id, record.status])).toEqual([['QT-1-AAAAAA', 'reviewed']]);
  expect(savedWhenHeard).toEqual(['reviewed']);
  heard[0]!.status = 'changed by the host';
  expect(store.getState().quotes.items[0]!.status).toBe('reviewed');
  stop();
});

describe('Accept Quote on My Quotes, with the business\'s answers', () => {
  const ID = 'QT-1768473000000-AAAAAA';
  const entry = (over: object) => ({ state: 'sent', sentAt: '2026-01-15T10:30:05.000Z', attempts: 1, nextAttemptAt: null, lastError: null, key: 'a'.repeat(32), ...over });
  const quotedStep = (validUntil: string) => ({ status: 'quoted', at: '2026-01-10T10:00:00.000Z', details: { total: 52000, validUntil } });

  function myQuotes(status: string, entries: object) {
    Object.assign(globalThis, { fetch: jest.fn(() => new Promise(() => undefined)) });
    const storage = memoryStorage();
    storage.setItem('quotes', JSON.stringify([quote(ID, status)]));
    storage.setItem('deliveries', JSON.stringify(entries));
    // The store's clock: January 15, 2026, 10:30 UTC.
    const services = withDeliveryServices(testServices(), 'https://inbox.example.com/deliveries', '', storage);
    let stop = () => undefined as void;
    renderApp({ route: '/my-quotes', services, storage, started: (store) => (stop = startDelivery(store, rootReducer, services.delivery!, services, { locks: undefined })) });
    return () => {
      stop();
      Reflect.deleteProperty(globalThis, 'fetch');
    };
  }

  it('is offered while the quote holds by the store\'s clock', async () => {
    const stop = myQuotes('quoted', { [ID]: entry({ kind: 'quote', checkedAt: '2026-01-15T10:00:00.000Z', answer: { status: 'quoted', steps: [quotedStep('2026-01-15')] } }) });
    expect(await screen.findByRole('button', { name: 'Accept Quote' })).toBeInTheDocument();
    expect(screen.getByText('Your quote is ready! Check your email for the detailed pricing.')).toBeInTheDocument();
    stop();
  });

  it('is gone after the quote\'s last day, and the card says why and what to do', async () => {
    const stop = myQuotes('quoted', { [ID]: entry({ kind: 'quote', checkedAt: '2026-01-15T10:00:00.000Z', answer: { status: 'quoted', steps: [quotedStep('2026-01-14')] } }) });
    expect(
      await screen.findByText("This quote's validity ended on January 14, 2026. To go ahead, ask for a new quote with Duplicate Request, or contact us."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Quote' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your quote is ready!/)).not.toBeInTheDocument();
    stop();
  });

  it('says a refused acceptance was not taken, beside the rejection and its reason, with no Retry', async () => {
    const stop = myQuotes('rejected', {
      [ID]: entry({
        kind: 'quote',
        checkedAt: '2026-01-15T10:00:00.000Z',
        answer: { status: 'rejected', steps: [quotedStep('2026-02-14'), { status: 'rejected', at: '2026-01-12T10:00:00.000Z', details: { reason: 'The lot is sold out.' } }] },
      }),
      [`${ID}.accepted`]: entry({ kind: 'update', state: 'stopped', sentAt: null, lastError: 'HTTP 409', update: { id: `${ID}.accepted`, recordId: ID, change: 'accepted', at: '2026-01-15T10:00:00.000Z' } }),
    });
    expect(await screen.findByText('Your acceptance was not taken: Sri Balaji Granites & Marbles had already rejected this quote.')).toBeInTheDocument();
    expect(screen.getByText('Reason: The lot is sold out.')).toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent('Accepted');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    stop();
  });
});

it('with a storage of the host’s own, hears another tab’s change only when the host fires the list’s event (docs/embedding.md)', () => {
  const storage = memoryStorage();
  storage.setItem('quotes', JSON.stringify([quote('QT-1-AAAAAA', 'pending')]));
  const store = makeStore(undefined, testServices(), { storage });
  const heard: string[] = [];
  const stop = forwardStatusChanges(store, (record) => heard.push(`${record.id}:${record.status}`));
  // Another tab wrote the host's storage: the browser's storage event is only ever about localStorage.
  const answered = JSON.stringify([quote('QT-1-AAAAAA', 'reviewed')]);
  storage.setItem('quotes', answered);
  window.dispatchEvent(new StorageEvent('storage', { key: 'quotes', newValue: answered, storageArea: localStorage }));
  expect(heard).toEqual([]);
  // The host, told by its own storage, fires the list's event: the shop reads the key again.
  window.dispatchEvent(new CustomEvent('quotesUpdated', { detail: { key: 'quotes' } }));
  expect(heard).toEqual(['QT-1-AAAAAA:reviewed']);
  stop();
  store.teardown();
});
