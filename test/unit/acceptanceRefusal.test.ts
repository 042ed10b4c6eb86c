/**
 * Accept Quote shows only what happened: until when a quote can be accepted
 * (one rule for the shop and the inbox), the refused acceptance answered by
 * the inbox's own word, and the whole loop in a store with a fake inbox that
 * refuses it.
 */
import { withDeliveryServices } from '../../src/app/deliveryServices';
import { memoryStorage } from '../../src/app/persistence';
import { makeStore, rootReducer } from '../../src/app/store';
import { checkStatuses, startDelivery } from '../../src/features/delivery';
import { refusedAcceptance } from '../../src/features/delivery/acceptanceRefusal';
import deliveryReducer, { deliveryFailed, deliveryQueued } from '../../src/features/delivery/deliverySlice';
import { selectDelivery } from '../../src/features/delivery/selectors';
import { canAccept, lapsedQuoteLine } from '../../src/features/quotes/status';
import { EMPTY_QUOTE_FORM } from '../../src/features/quotes/formValues';
import { acceptQuote, submitQuote } from '../../src/features/quotes/thunks';
import { validityEnd, validityEnded } from '../../src/shared/quoteValidity';
import type { RecordAnswer } from '../../src/shared/statusAnswers';
import { testServices } from '../support/renderWithProviders';
import { until } from '../support/storeSignals';

const ID = 'QT-1768473000000-4K7Q2Z';
const update = { id: `${ID}.accepted`, recordId: ID, change: 'accepted' as const, at: '2026-01-20T09:00:00.000Z' };
const quoted = (validUntil: string) => ({ status: 'quoted', at: '2026-01-16T09:00:00.000Z', details: { total: 52000, validUntil } });
const rejected: RecordAnswer = {
  id: ID,
  kind: 'quote',
  status: 'rejected',
  steps: [quoted('2026-02-15'), { status: 'rejected', at: '2026-01-18T09:00:00.000Z', details: { reason: 'The lot is sold out.' } }],
};

describe('until when a quote can be accepted', () => {
  it('holds through its last day in India (UTC+5:30), and no longer', () => {
    expect(new Date(validityEnd('2026-02-13')!).toISOString()).toBe('2026-02-13T18:30:00.000Z');
    expect(validityEnded('2026-02-13', Date.parse('2026-02-13T18:29:59.999Z'))).toBe(false);
    expect(validityEnded('2026-02-13', Date.parse('2026-02-13T18:30:00.000Z'))).toBe(true);
  });

  it('never ends for a quote without a readable day', () => {
    for (const day of [undefined, '', '2026-02-30', '13/02/2026', '2026-2-13']) {
      expect(validityEnd(day)).toBeNull();
      expect(validityEnded(day, Date.UTC(2099, 0, 1))).toBe(false);
    }
  });

  it('offers Accept Quote on a quoted request only while the quote holds, by the clock it is given', () => {
    const before = Date.parse('2026-02-13T12:00:00.000Z');
    const after = Date.parse('2026-02-14T12:00:00.000Z');
    expect(canAccept('quoted', { validUntil: '2026-02-13', now: before })).toBe(true);
    expect(canAccept('quoted', { validUntil: '2026-02-13', now: after })).toBe(false);
    expect(canAccept('quoted', { validUntil: undefined, now: after })).toBe(true);
    expect(canAccept('reviewed', { validUntil: '2026-02-13', now: before })).toBe(false);
    expect(lapsedQuoteLine('2026-02-13')).toBe(
      "This quote's validity ended on February 13, 2026. To go ahead, ask for a new quote with Duplicate Request, or contact us.",
    );
  });
});

describe('a refused acceptance', () => {
  const heardAt = '2026-01-20T09:00:01.000Z';

  it('takes the inbox\'s status and answer, though the visitor\'s "accepted" ranks as high', () => {
    expect(refusedAcceptance(update, { error: 'not-now', reason: '…', record: rejected }, 'accepted', heardAt)).toEqual({
      statuses: { [ID]: 'rejected' },
      checkedAt: heardAt,
      asked: [ID],
      answers: [rejected],
    });
    // A lapsed quote stays quoted at the business: so it does here.
    const lapsed = { ...rejected, status: 'quoted', steps: [quoted('2026-01-19')] };
    expect(refusedAcceptance(update, { error: 'validity-ended', record: lapsed }, 'accepted', heardAt)?.statuses).toEqual({ [ID]: 'quoted' });
  });

  it('without a readable answer, puts back the status the acceptance was made from', () => {
    expect(refusedAcceptance(update, null, 'accepted', heardAt)).toEqual({ statuses: { [ID]: 'quoted' } });
    expect(refusedAcceptance(update, { record: { ...rejected, id: 'QT-9-AAAAAA' } }, 'accepted', heardAt)).toEqual({ statuses: { [ID]: 'quoted' } });
    // A status check already told the truth: nothing to change.
    expect(refusedAcceptance(update, null, 'rejected', heardAt)).toBeNull();
  });

  it('goes out anew when the visitor accepts again, its tries counted on', () => {
    const queued = { id: update.id, kind: 'update' as const, at: 1, key: 'a'.repeat(32), update };
    let state = deliveryReducer(undefined, deliveryQueued(queued));
    state = deliveryReducer(state, deliveryFailed({ id: update.id, error: 'HTTP 409', nextAttemptAt: null, offline: false }));
    expect(state.entries[update.id]).toMatchObject({ state: 'stopped', attempts: 1 });
    const again = { ...update, at: '2026-02-20T09:00:00.000Z' };
    state = deliveryReducer(state, deliveryQueued({ ...queued, at: 5, update: again }));
    expect(state.entries[update.id]).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: 5, lastError: null, update: again });
  });
});

describe('the acceptance race in a store', () => {
  const realFetch = globalThis.fetch;
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    globalThis.fetch = realFetch;
  });

  /** A fake inbox: records are taken; the acceptance gets `refusal` (409 and its body) while one is set; GETs answer `answer`. */
  function shop(clockStart = Date.UTC(2026, 0, 15, 10, 30)) {
    const posts: { kind: string }[] = [];
    let refusal: object | null = null;
    let answer: RecordAnswer | null = null;
    const fetchImpl = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return { status: answer ? 200 : 404, json: async () => ({ records: answer ? [answer] : [] }) } as unknown as Response;
      const body = JSON.parse(String(init.body)) as { kind: string };
      posts.push(body);
      if (body.kind === 'update' && refusal) {
        // As the inbox answers: JSON, read once as text by the sender.
        return { status: 409, headers: { get: () => 'application/json; charset=utf-8' }, text: async () => JSON.stringify(refusal) } as unknown as Response;
      }
      return { status: 201, json: async () => ({ status: 'stored' }) } as unknown as Response;
    }) as unknown as typeof fetch;
    const storage = memoryStorage();
    const clock = { at: clockStart };
    const services = withDeliveryServices(testServices({ now: () => (clock.at += 1000) }), 'https://inbox.example.com/deliveries', '', storage);
    const store = makeStore(undefined, services, { storage });
    stop = startDelivery(store, rootReducer, services.delivery!, services, { fetch: fetchImpl, firstRetryMs: 1, locks: undefined });
    globalThis.fetch = fetchImpl;
    const entry = (id: string) => selectDelivery(store.getState())?.entries[id];
    return {
      store,
      storage,
      posts,
      clock,
      entry,
      refuse: (body: object | null) => (refusal = body),
      answer: (next: RecordAnswer) => (answer = next),
      quote: () => store.getState().quotes.items[0]!,
    };
  }

  async function quotedRequest(running: ReturnType<typeof shop>, validUntil: string) {
    const { store, entry } = running;
    const id = (await store.dispatch(submitQuote({ ...EMPTY_QUOTE_FORM, fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', projectLocation: 'Tirupati', quantity: '120' }))).payload as string;
    await until(store, () => entry(id)?.state === 'sent');
    running.answer({ id, kind: 'quote', status: 'quoted', steps: [quoted(validUntil)] });
    await store.dispatch(checkStatuses({ force: true }));
    expect(running.quote().status).toBe('quoted');
    return id;
  }

  it('shows the rejection and its reason as soon as the acceptance is refused, never "accepted" beside the refusal', async () => {
    const running = shop();
    const { store, entry } = running;
    const id = await quotedRequest(running, '2026-02-15');
    const answer = { ...rejected, id };
    running.refuse({ error: 'not-now', reason: 'the record is rejected', record: answer });
    const seen: string[] = [];
    store.subscribe(() => seen.push(`${running.quote().status}/${entry(`${id}.accepted`)?.state ?? '-'}`));

    store.dispatch(acceptQuote(id));
    await until(store, () => running.quote().status === 'rejected');
    expect(seen).not.toContain('accepted/stopped');
    expect(entry(id)).toMatchObject({ answer: { status: 'rejected', steps: answer.steps } });
    expect(entry(`${id}.accepted`)?.state).toBe('stopped');
    // Saved like any change: a reload shows the same.
    expect(JSON.parse(running.storage.getItem('quotes')!)[0].status).toBe('rejected');
  });

  it('offers no acceptance once the quote has lapsed by the store\'s clock, and takes a new one of a quote sent again', async () => {
    const running = shop();
    const { store, entry, posts } = running;
    const id = await quotedRequest(running, '2026-01-15');
    running.clock.at = Date.parse('2026-01-15T18:30:00.000Z');
    store.dispatch(acceptQuote(id));
    expect(running.quote().status).toBe('quoted');
    expect(entry(`${id}.accepted`)).toBeUndefined();

    // Accepted just before the end, refused by an inbox whose clock had passed it: the quote is quoted again.
    running.clock.at = Date.parse('2026-01-15T18:00:00.000Z');
    running.refuse({ error: 'validity-ended', reason: "the quote's validity ended on 2026-01-15", record: { id, kind: 'quote', status: 'quoted', steps: [quoted('2026-01-15')] } });
    store.dispatch(acceptQuote(id));
    await until(store, () => entry(`${id}.accepted`)?.state === 'stopped');
    expect(running.quote().status).toBe('quoted');

    // Staff send it again with a new validity: Accept Quote goes out anew and is taken.
    running.refuse(null);
    running.answer({ id, kind: 'quote', status: 'quoted', steps: [quoted('2026-01-15'), quoted('2026-02-14')] });
    await store.dispatch(checkStatuses({ force: true }));
    store.dispatch(acceptQuote(id));
    await until(store, () => entry(`${id}.accepted`)?.state === 'sent');
    expect(running.quote().status).toBe('accepted');
    expect(posts.filter((post) => post.kind === 'update')).toHaveLength(2);
  });
});
