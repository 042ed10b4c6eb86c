import { makeStore } from '../../src/app/store';
import { memoryStorage } from '../../src/app/persistence';
import { EMPTY_QUOTE_FORM, type QuoteFormValues } from '../../src/features/quotes/formValues';
import { QUOTE_ID_PATTERN } from '../../src/features/quotes/quoteId';
import { selectQuoteSubmitting } from '../../src/features/quotes/quoteSendingSlice';
import { acceptQuote } from '../../src/features/quotes';
import { submitQuote } from '../../src/features/quotes/thunks';
import type { QuoteRequest } from '../../src/shared/entities';
import { SIMULATED_WAIT_MS, type Services } from '../../src/shared/services';

const NOW = Date.UTC(2026, 0, 15, 10, 30, 0);

const values: QuoteFormValues = {
  ...EMPTY_QUOTE_FORM,
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  projectLocation: 'Tirupati',
  length: '10',
  width: '12',
  area: '120.00',
  quantity: '120',
  services: ['Installation Service', 'Custom Cutting'],
};

/** A wait the test releases by hand, to look at the store mid-submission. */
function manualServices() {
  const waits: Array<{ ms: number; release: () => void }> = [];
  const services: Services = {
    now: () => NOW,
    random: () => 0.5,
    wait: (ms) => new Promise<void>((resolve) => waits.push({ ms, release: resolve })),
  };
  return { services, waits };
}

describe('submitQuote', () => {
  it('waits the simulated 2 seconds, then saves a pending quote first and returns its id', async () => {
    const { services, waits } = manualServices();
    const older = { ...values, id: 'QT-1-AAAAAA' };
    const store = makeStore({ quotes: { items: [older as unknown as QuoteRequest] } }, services, { storage: memoryStorage() });
    const events: string[] = [];
    const onUpdate = (event: Event) => events.push(event.type);
    window.addEventListener('quotesUpdated', onUpdate);

    const pending = store.dispatch(submitQuote(values));
    expect(selectQuoteSubmitting(store.getState())).toBe(true);
    expect(waits.map((wait) => wait.ms)).toEqual([SIMULATED_WAIT_MS]);
    expect(store.getState().quotes.items).toHaveLength(1);
    expect(events).toEqual([]);

    waits[0]?.release();
    const result = await pending;
    window.removeEventListener('quotesUpdated', onUpdate);

    expect(result.payload).toBe('QT-1768473000000-SSSSSS');
    expect(result.payload).toMatch(QUOTE_ID_PATTERN);
    const [saved] = store.getState().quotes.items;
    expect(store.getState().quotes.items.map((quote) => quote.id)).toEqual([result.payload, 'QT-1-AAAAAA']);
    expect(saved).toEqual({
      id: 'QT-1768473000000-SSSSSS',
      submissionDate: '2026-01-15T10:30:00.000Z',
      status: 'pending',
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      projectType: 'residential',
      projectTimeline: 'within-month',
      projectLocation: 'Tirupati',
      stoneType: 'granite',
      finish: 'polished',
      thickness: '20mm',
      length: '10',
      width: '12',
      area: '120.00',
      quantity: '120',
      unit: 'sqft',
      services: ['Installation Service', 'Custom Cutting'],
      description: '',
    });
    expect(selectQuoteSubmitting(store.getState())).toBe(false);
    expect(events).toEqual(['quotesUpdated']);
    store.teardown();
  });

  it('refuses a second submission while one is in flight, and allows one afterwards', async () => {
    const { services, waits } = manualServices();
    const store = makeStore(undefined, services, { storage: memoryStorage() });
    const first = store.dispatch(submitQuote(values));
    const second = await store.dispatch(submitQuote(values));
    expect(second.meta.requestStatus).toBe('rejected');
    expect(waits).toHaveLength(1);
    expect(selectQuoteSubmitting(store.getState())).toBe(true);
    waits[0]?.release();
    await first;
    expect(store.getState().quotes.items).toHaveLength(1);

    const third = store.dispatch(submitQuote(values));
    waits[1]?.release();
    expect((await third).meta.requestStatus).toBe('fulfilled');
    expect(store.getState().quotes.items).toHaveLength(2);
  });

  it('ends the submission when the wait fails, saving nothing', async () => {
    const store = makeStore(
      undefined,
      { now: () => NOW, random: () => 0, wait: () => Promise.reject(new Error('offline')) },
      { storage: memoryStorage() },
    );
    const result = await store.dispatch(submitQuote(values));
    expect(result.meta.requestStatus).toBe('rejected');
    expect(selectQuoteSubmitting(store.getState())).toBe(false);
    expect(store.getState().quotes.items).toEqual([]);
  });

  it('saves only the list, never the sending flag', async () => {
    const { services, waits } = manualServices();
    const store = makeStore(undefined, services, { storage: localStorage });
    const pending = store.dispatch(submitQuote(values));
    waits[0]?.release();
    await pending;
    await store.flushStorage();
    const stored = JSON.parse(localStorage.getItem('quotes') ?? 'null') as QuoteRequest[];
    expect(stored.map((quote) => quote.id)).toEqual(['QT-1768473000000-SSSSSS']);
    expect(localStorage.getItem('quotes')).not.toContain('sending');
    store.teardown();
  });
});

describe('submitQuote with an embedding host (onQuoteSubmitted)', () => {
  it("stores the quote the host accepted, with no simulated wait", async () => {
    const { services, waits } = manualServices();
    const received: unknown[] = [];
    const store = makeStore(undefined, { ...services, confirmQuote: async (quote) => void received.push(quote) }, {
      storage: memoryStorage(),
    });
    const result = await store.dispatch(submitQuote(values));
    expect(submitQuote.fulfilled.match(result)).toBe(true);
    expect(waits).toEqual([]);
    expect(store.getState().quotes.items).toEqual(received);
  });

  it('withdraws the saved quote when the host refuses, and ends the submission', async () => {
    const { services } = manualServices();
    const store = makeStore(undefined, { ...services, confirmQuote: () => Promise.reject(new Error('no')) }, {
      storage: memoryStorage(),
    });
    const result = await store.dispatch(submitQuote(values));
    expect(submitQuote.rejected.match(result) && result.payload).toEqual({ kind: 'RefusedByHost', reason: 'no' });
    expect(store.getState().quotes.items).toEqual([]);
    expect(selectQuoteSubmitting(store.getState())).toBe(false);
  });
});

describe('acceptQuote', () => {
  it('accepts a quoted request and leaves any other status alone', () => {
    const quoted = { ...values, id: 'QT-2-BBBBBB', status: 'quoted' } as unknown as QuoteRequest;
    const pending = { ...quoted, id: 'QT-3-CCCCCC', status: 'pending' };
    const store = makeStore({ quotes: { items: [quoted, pending] } }, manualServices().services, { storage: memoryStorage() });
    store.dispatch(acceptQuote('QT-2-BBBBBB'));
    store.dispatch(acceptQuote('QT-3-CCCCCC'));
    expect(store.getState().quotes.items.map((quote) => quote.status)).toEqual(['accepted', 'pending']);
  });
});
