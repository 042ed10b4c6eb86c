/**
 * The way up: a PGlite inbox with records, history, e-mails and staff moved
 * into an empty PostgreSQL database keeps every row (the counts are equal)
 * and the desk on PostgreSQL shows the same records; a database that is not
 * empty is refused.
 */
import { moveInbox, moveToPostgresCommand } from '../../inbox/moveToPostgres';
import { addStaff } from '../../inbox/staff';
import { openStorage, type Storage } from '../../inbox/storage';
import { freshPostgres, startInbox } from '../support/inbox';
import { backendsUnderTest } from './support/backends';
import { deliver, homeEnquiryDelivery, orderDelivery, quoteDelivery, SHOP_ORIGIN } from './support/deliveries';
import { signedIn } from './support/deskClient';

const TABLES = ['deliveries', 'record_events', 'mail_outbox', 'staff', 'staff_sessions', 'desk_secrets', 'record_updates', 'erasures'];

async function counts(storage: Storage): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => [table, (await storage.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n] as const),
  );
  return Object.fromEntries(entries);
}

const onPostgres = backendsUnderTest().includes('postgres') ? describe : describe.skip;
onPostgres('move-to-postgres', () => {
  it('copies every record, history entry, e-mail and staff account, and the desk shows the same records', async () => {
    // SMTP on a port where nothing listens: the owner's notes stay queued, as mail not yet sent does.
    const inbox = await startInbox({ shopOrigin: SHOP_ORIGIN, mail: { smtpUrl: 'smtp://127.0.0.1:9', ownerEmail: 'owner@shop.example' } });
    const target = await freshPostgres();
    try {
      const sent = [orderDelivery(), quoteDelivery(), homeEnquiryDelivery({ message: 'Kept "exactly", key order and all.' })];
      for (const delivery of sent) expect((await deliver(inbox.url, delivery)).status).toBe(201);
      const desk = await signedIn(inbox.url);
      expect((await desk.move(sent[1]!.record.id, { to: 'reviewed' })).status).toBe(303);
      await addStaff(inbox.storage().sql, 'Second Member', 'another long password');
      const dataDir = (inbox.target as { dataDir: string }).dataDir;
      const before = { counts: await counts(inbox.storage()), records: await inbox.deliveries() };
      expect(before.counts.deliveries).toBe(3);
      expect(before.counts.record_events).toBe(1);
      expect(before.counts.mail_outbox).toBe(3);
      expect(before.counts.staff).toBe(2);
      await inbox.takeDown();

      const said = await moveToPostgresCommand({ DATABASE_URL: target.target.databaseUrl }, dataDir);
      expect(said).toContain('moved 3 records, 1 history entries, 3 e-mails, 2 staff accounts');

      const moved = await openStorage(target.target);
      try {
        expect(await counts(moved)).toEqual(before.counts);
        expect(await moved.list()).toEqual(before.records);
        // Identity counters carry on after the copied rows.
        await moved.sql.query("INSERT INTO mail_outbox (to_address, subject, body) VALUES ('owner@shop.example', 'after', 'after')");
        // A database that is not empty is refused, and nothing is added to it.
        const source = await openStorage({ dataDir });
        try {
          await expect(moveInbox(source, moved)).rejects.toThrow(/the target is not empty/);
        } finally {
          await source.close();
        }
        expect((await counts(moved)).deliveries).toBe(3);
      } finally {
        await moved.close();
      }

      const onPostgresDesk = await startInbox({ shopOrigin: SHOP_ORIGIN, target: target.target });
      try {
        const list = (await (await signedIn(onPostgresDesk.url)).get('/')).text;
        for (const delivery of sent) expect(list).toContain(delivery.record.id);
        const page = (await (await signedIn(onPostgresDesk.url)).get(`/records/${sent[1]!.record.id}`)).text;
        expect(page).toContain('<dt>Status</dt><dd>reviewed</dd>');
      } finally {
        await onPostgresDesk.stop();
      }
    } finally {
      await inbox.bringBack().catch(() => undefined);
      await inbox.stop();
      await target.remove();
    }
  }, 300_000);
});
