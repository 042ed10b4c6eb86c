/**
 * The inbox takes both published versions of the delivery contract, on
 * PGlite and (with DATABASE_URL) on PostgreSQL: a version-1 body from a shop
 * built for a version-1 receiver is stored as version 1 always was (no key,
 * so no status is ever told of it, and no update), a version-2 body with its
 * key; each is held to its own schema file.
 */
import { backendsUnderTest } from './support/backends';
import { askStatus, asVersion1, deliver, homeEnquiryDelivery, keyed, orderDelivery, quoteDelivery, recordKey, updateDelivery } from './support/deliveries';
import { signedInDesk } from './support/deskClient';

describe.each(backendsUnderTest())('schema versions 1 and 2 on %s', (backend) => {
  const running = signedInDesk(backend);

  it('stores version-1 bodies of every kind as sent, each once, with no key', async () => {
    const bodies = [asVersion1(orderDelivery()), asVersion1(quoteDelivery()), asVersion1(homeEnquiryDelivery())];
    for (const body of bodies) expect((await deliver(running.inbox.url, body)).status).toBe(201);
    expect((await deliver(running.inbox.url, bodies[0])).status).toBe(200);
    const stored = await running.inbox.deliveries();
    for (const body of bodies) {
      expect(stored.filter((delivery) => delivery.record.id === body.record.id).map(({ receivedAt: _at, ...document }) => document)).toEqual([body]);
    }
    // No key was sent, so none matches: the record's status is told to no one, and no update is taken.
    const order = { ...bodies[0]!, statusKey: recordKey() };
    expect((await askStatus(running.inbox.url, [order])).status).toBe(404);
    expect((await deliver(running.inbox.url, updateDelivery(order, 'review'))).status).toBe(404);
  });

  it('stores a version-2 body with its key, and tells its status with that key', async () => {
    const order = keyed(orderDelivery({ email: 'asha@example.com' }));
    expect((await deliver(running.inbox.url, order)).status).toBe(201);
    const [stored] = (await running.inbox.deliveries()).filter((delivery) => delivery.record.id === order.record.id);
    expect(stored).toMatchObject({ schemaVersion: 2, record: { email: 'asha@example.com' } });
    expect((await askStatus(running.inbox.url, [order])).status).toBe(200);
  });

  it('refuses what version 1 has no place for, and a version it does not know, saying why', async () => {
    const cases: [unknown, string][] = [
      [asVersion1(keyed(orderDelivery())), 'the body must not have the property "statusKey"'],
      [asVersion1(orderDelivery({ email: 'asha@example.com' })), '/record must not have the property "email"'],
      [{ ...updateDelivery(keyed(quoteDelivery()), 'accepted'), schemaVersion: 1 }, 'statusKey'],
      [{ ...orderDelivery(), schemaVersion: 3 }, '/schemaVersion must be one of 1, 2'],
    ];
    for (const [body, reason] of cases) {
      const answer = await deliver(running.inbox.url, body);
      expect(answer.status).toBe(422);
      expect(await answer.json()).toEqual({ error: 'invalid-delivery', reason: expect.stringContaining(reason) });
    }
  });
});
