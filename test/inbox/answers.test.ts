/**
 * The visitor's own answers, on PGlite and (with DATABASE_URL) on PostgreSQL:
 * GET /deliveries tells the status of the records named with their keys and
 * nothing else; an unknown id and a wrong key get the same 404; the visitor's
 * updates (Accept Quote, Leave Review) are taken once, with the key, and only
 * where the record is ready for them.
 */
import { STATUS_CHECKS_PER_MINUTE } from '../../inbox/deliveriesRoute';
import { keyMatches, hashKey, parseRecordKeys } from '../../inbox/statusKeys';
import { startInbox, type TestInbox } from '../support/inbox';
import { backendsUnderTest } from './support/backends';
import { askStatus, deliver, keyed, orderDelivery, quoteDelivery, recordKey, SHOP_ORIGIN, updateDelivery } from './support/deliveries';
import { signedInDesk } from './support/deskClient';
import { lapseQuote } from '../support/lapsedQuote';

/** What a refused update answers (deliveriesRoute.ts, Refusal). */
interface RefusalBody {
  error: string;
  reason: string;
  record: { id: string; status: string; steps: { status: string; details: { reason?: string; validUntil?: string } }[] };
}

const comparable = async (answer: Response) => ({
  status: answer.status,
  headers: [...answer.headers].filter(([name]) => !['date', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name)),
  body: await answer.text(),
});

describe('record keys', () => {
  it('match only their own hash, and never a missing one', () => {
    const key = recordKey();
    expect(keyMatches(hashKey(key), key)).toBe(true);
    expect(keyMatches(hashKey(key), recordKey())).toBe(false);
    expect(keyMatches(null, key)).toBe(false);
    expect(keyMatches('not a hash', key)).toBe(false);
  });

  it('are read from the Record-Keys header, up to 50 pairs', () => {
    const key = 'ab'.repeat(16);
    expect(parseRecordKeys(`QT-1-ABCDEF=${key}, ORD-2-abcdefghi=${key}`)).toEqual([
      { id: 'QT-1-ABCDEF', key },
      { id: 'ORD-2-abcdefghi', key },
    ]);
    expect(parseRecordKeys(undefined)).toBeNull();
    expect(parseRecordKeys('QT-1-ABCDEF')).toBeNull();
    expect(parseRecordKeys(`QT-1-ABCDEF=${key.toUpperCase()}`)).toBeNull();
    expect(parseRecordKeys(Array.from({ length: 51 }, (_, index) => `QT-${index}-ABCDEF=${key}`).join(','))).toBeNull();
  });
});

describe.each(backendsUnderTest())('the visitor\'s answers on %s', (backend) => {
  const running = signedInDesk(backend);

  const move = (id: string, fields: Record<string, string>) => running.desk.move(id, fields);

  it('tells the status of each keyed record asked for, in one answer, and nothing of the others', async () => {
    const order = keyed(orderDelivery());
    const quote = keyed(quoteDelivery());
    const other = keyed(quoteDelivery());
    for (const delivery of [order, quote, other]) expect((await deliver(running.inbox.url, delivery)).status).toBe(201);
    expect((await move(order.record.id, { to: 'processing' })).status).toBe(303);
    expect((await move(order.record.id, { to: 'shipped', carrier: 'VRL Logistics', tracking: 'LR 4471' })).status).toBe(303);

    const answer = await askStatus(running.inbox.url, [order, quote, { ...other, statusKey: recordKey() }]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    const { records } = (await answer.json()) as { records: { id: string; status: string; steps: { status: string; details: object }[] }[] };
    expect(records.map((record) => [record.id, record.status])).toEqual([
      [order.record.id, 'shipped'],
      [quote.record.id, 'pending'],
    ]);
    expect(records[0]!.steps.map((step) => step.status)).toEqual(['processing', 'shipped']);
    expect(records[0]!.steps[1]!.details).toEqual({ carrier: 'VRL Logistics', tracking: 'LR 4471' });
  });

  it('answers an unknown id and a wrong key with the same 404, and a malformed question with 400', async () => {
    const quote = keyed(quoteDelivery());
    expect((await deliver(running.inbox.url, quote)).status).toBe(201);
    const wrongKey = await comparable(await askStatus(running.inbox.url, [{ ...quote, statusKey: recordKey() }]));
    const unknownId = await comparable(await askStatus(running.inbox.url, [{ record: { id: 'QT-1-ZZZZZZ' }, statusKey: quote.statusKey }]));
    expect(wrongKey.status).toBe(404);
    expect(unknownId).toEqual(wrongKey);
    // A record delivered without a key (a shop built before keys) is never answered.
    const unkeyed = quoteDelivery();
    expect((await deliver(running.inbox.url, unkeyed)).status).toBe(201);
    expect((await askStatus(running.inbox.url, [{ ...unkeyed, statusKey: recordKey() }])).status).toBe(404);
    expect((await fetch(`${running.inbox.url}/deliveries`, { headers: { Origin: SHOP_ORIGIN } })).status).toBe(400);
    expect((await askStatus(running.inbox.url, [quote], { Origin: 'https://elsewhere.example' })).status).toBe(403);
  });

  it('lets the shop\'s page ask: its preflight allows the Record-Keys header', async () => {
    const preflight = await fetch(`${running.inbox.url}/deliveries`, {
      method: 'OPTIONS',
      headers: { Origin: SHOP_ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'record-keys' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Record-Keys/i);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/GET/);
  });

  it('takes Accept Quote once, with the key, only for a quoted request', async () => {
    const quote = keyed(quoteDelivery());
    expect((await deliver(running.inbox.url, quote)).status).toBe(201);
    // Not quoted yet: refused, and not used up.
    expect((await deliver(running.inbox.url, updateDelivery(quote, 'accepted'))).status).toBe(409);
    expect((await deliver(running.inbox.url, updateDelivery({ ...quote, statusKey: recordKey() }, 'accepted'))).status).toBe(404);
    expect((await move(quote.record.id, { to: 'quoted', total: '52,000' })).status).toBe(303);
    expect((await deliver(running.inbox.url, updateDelivery({ ...quote, statusKey: recordKey() }, 'accepted'))).status).toBe(404);
    expect((await deliver(running.inbox.url, updateDelivery(quote, 'accepted'))).status).toBe(201);
    expect((await deliver(running.inbox.url, updateDelivery(quote, 'accepted'))).status).toBe(200);
    const { records } = (await (await askStatus(running.inbox.url, [quote])).json()) as { records: { status: string; steps: { status: string }[] }[] };
    expect(records[0]!.status).toBe('accepted');
    // The visitor's own step is theirs to know; the answer lists the business's.
    expect(records[0]!.steps.map((step) => step.status)).toEqual(['quoted']);
    const page = (await running.desk.get(`/records/${quote.record.id}`)).text;
    expect(page).toContain('the visitor moved it from quoted to accepted.');
  });

  it('refuses Accept Quote of a rejected request with 409 and the request\'s answer as it stands', async () => {
    const quote = keyed(quoteDelivery());
    expect((await deliver(running.inbox.url, quote)).status).toBe(201);
    expect((await move(quote.record.id, { to: 'quoted', total: '52,000' })).status).toBe(303);
    expect((await move(quote.record.id, { to: 'rejected', reason: 'The Kuppum Black lot is sold out.' })).status).toBe(303);
    const refused = await deliver(running.inbox.url, updateDelivery(quote, 'accepted'));
    expect(refused.status).toBe(409);
    expect(refused.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    const body = (await refused.json()) as RefusalBody;
    expect(body).toMatchObject({ error: 'not-now', reason: expect.stringContaining('rejected'), record: { id: quote.record.id, kind: 'quote', status: 'rejected' } });
    // The same answer a status check gives, rejection reason and all.
    const { records } = (await (await askStatus(running.inbox.url, [quote])).json()) as { records: unknown[] };
    expect(body.record).toEqual(records[0]);
    expect(body.record.steps.at(-1)).toMatchObject({ status: 'rejected', details: { reason: 'The Kuppum Black lot is sold out.' } });
    // A wrong key learns nothing of the record.
    const stranger = await deliver(running.inbox.url, updateDelivery({ ...quote, statusKey: recordKey() }, 'accepted'));
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).not.toHaveProperty('record');
  });

  it('refuses an acceptance after the quote\'s validity with a reason, keeps the quote quoted, and takes one of a quote sent again', async () => {
    const quote = keyed(quoteDelivery());
    expect((await deliver(running.inbox.url, quote)).status).toBe(201);
    expect((await move(quote.record.id, { to: 'quoted', total: '52,000', validDays: '30' })).status).toBe(303);
    await lapseQuote(running.inbox.storage(), quote.record.id, '2026-01-19');
    const late = await deliver(running.inbox.url, updateDelivery(quote, 'accepted'));
    expect(late.status).toBe(409);
    const body = (await late.json()) as RefusalBody;
    expect(body).toMatchObject({ error: 'validity-ended', record: { status: 'quoted' } });
    expect(body.reason).toBe("the quote's validity ended on 2026-01-19: ask for a new quote");
    expect(body.record.steps.at(-1)?.details.validUntil).toBe('2026-01-19');
    const page = (await running.desk.get(`/records/${quote.record.id}`)).text;
    expect(page).toContain('<dt>Status</dt><dd>quoted</dd>');
    expect(page).not.toContain('the visitor moved it');
    // Staff send the quote again, with a new validity: the same acceptance is taken now, once.
    expect((await move(quote.record.id, { to: 'quoted', total: '54,000' })).status).toBe(303);
    expect((await deliver(running.inbox.url, updateDelivery(quote, 'accepted'))).status).toBe(201);
    expect((await deliver(running.inbox.url, updateDelivery(quote, 'accepted'))).status).toBe(200);
  });

  it('takes a review of a delivered order, and shows it on the desk', async () => {
    const order = keyed(orderDelivery());
    expect((await deliver(running.inbox.url, order)).status).toBe(201);
    const review = { rating: 4, comment: 'Slabs <b>arrived</b> well packed.', date: '2026-01-25T08:00:00.000Z' };
    expect((await deliver(running.inbox.url, updateDelivery(order, 'review', review))).status).toBe(409);
    for (const to of ['processing', 'shipped', 'delivered']) expect((await move(order.record.id, { to })).status).toBe(303);
    expect((await deliver(running.inbox.url, updateDelivery(order, 'review', review))).status).toBe(201);
    const page = (await running.desk.get(`/records/${order.record.id}`)).text;
    expect(page).toContain('the visitor left a review: 4 of 5.');
    expect(page).toContain('Comment: Slabs &#60;b&#62;arrived&#60;/b&#62; well packed.');
  });
});

describe('the limit on status questions', () => {
  let inbox: TestInbox;
  afterAll(async () => {
    await inbox?.stop();
  });

  it('answers 429 with Retry-After past the limit per address, apart from the deliveries\' own limit', async () => {
    inbox = await startInbox({ shopOrigin: SHOP_ORIGIN });
    const quote = keyed(quoteDelivery());
    expect((await deliver(inbox.url, quote)).status).toBe(201);
    const statuses: number[] = [];
    for (let index = 0; index <= STATUS_CHECKS_PER_MINUTE; index += 1) statuses.push((await askStatus(inbox.url, [quote])).status);
    expect(statuses.slice(0, STATUS_CHECKS_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses[STATUS_CHECKS_PER_MINUTE]).toBe(429);
    expect(Number((await askStatus(inbox.url, [quote])).headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await deliver(inbox.url, keyed(orderDelivery()))).status).toBe(201);
  });
});
