/**
 * What the desk does, over HTTP or not: take a delivery in, move a record to
 * another status, erase a person. Each runs in one transaction with the
 * e-mail it causes (the outbox), so a change is never stored without its
 * mail, nor a mail queued for a change that failed.
 */
import { checkArrival } from './arrivalChecks';
import { readChange, type ChangeForm } from './changeForm';
import type { MailConfig } from './config';
import { answersFor, takeUpdate, type UpdateOutcome } from './answers';
import { contactOf, type DeliveryDocument, type UpdateDocument } from './delivery';
import type { Mailer } from './mail/mailer';
import { KIND_NOUN, mailableAddress, ownerMail, quoteMail, quoteOrderMail, shippedMail, visitorUpdateMail } from './mail/messages';
import { DIGEST_RULES, queueOwnerNote, type DigestRules } from './mail/digest';
import { queueMail, type Mail } from './mail/outbox';
import { NEW_RECORDS_PER_MINUTE, roomForNewRecord } from './newRecordCeiling';
import { erasePerson, forgetErased, type Erasure } from './erasure';
import { getRecord, historyOf, insertDelivery, moveRecord, type FullRecord } from './records';
import { insertQuoteOrder } from './quoteOrderStore';
import { acceptedTerms, newOrderId, orderFromQuote, readOrderForm, type OrderForm } from './quoteOrders';
import type { StaffMember } from './staff';
import { formatRupees } from './shopRules';
import { canMove, type RecordStatus } from './statuses';
import type { RecordKey } from './statusKeys';
import type { Storage } from './storage';

export interface DeskOptions {
  storage: Storage;
  shopOrigins: readonly string[];
  mail: MailConfig;
  /** The desk's address for links in e-mails (e.g. https://inbox.example.com). */
  publicUrl(): string;
  mailer?: Pick<Mailer, 'wake'> | null;
  /** The clock, for tests. */
  now?: () => number;
  /** New records a minute from all addresses together (newRecordCeiling.ts). */
  newRecordsPerMinute?: number;
  /** When the owner's notes of arrivals become one digest (mail/digest.ts). */
  digest?: DigestRules;
}

/** What became of a delivery: stored, a repeat, or refused for now because a minute's ceiling is reached. */
export type Received = 'stored' | 'duplicate' | { retryAfter: number };

export type ChangeOutcome =
  | { ok: true; record: FullRecord; mailed: string | null }
  | { ok: false; status: 404 | 409 | 422; problem: string };

export type MakeOrderOutcome = { ok: true; orderId: string; mailed: string | null } | { ok: false; status: 404 | 409 | 422; problem: string };

export type Desk = ReturnType<typeof openDesk>;

export const recordPath = (id: string) => `/records/${encodeURIComponent(id)}`;

export function openDesk({ storage, shopOrigins, mail, publicUrl, mailer = null, now = Date.now, newRecordsPerMinute = NEW_RECORDS_PER_MINUTE, digest = DIGEST_RULES }: DeskOptions) {
  /** Queued only when there is a mail server: without one, nobody is notified, and the desk says so. */
  const mailOn = mail.smtpUrl !== null;
  const queue = async (sql: Storage['sql'], message: Mail | null) => {
    if (!mailOn || !message) return null;
    await queueMail(sql, message);
    return message.to;
  };

  return {
    mailOn,
    /** Stores a delivery once; 'duplicate' when its record id is already there, a wait when the minute's ceiling is reached. */
    async receive(delivery: DeliveryDocument): Promise<Received> {
      const arrival = checkArrival(delivery, now(), shopOrigins);
      const outcome = await storage.transaction(async (sql) => {
        const room = await roomForNewRecord(sql, delivery.record.id, newRecordsPerMinute);
        if (room !== 'room') return room;
        if (!(await insertDelivery(sql, delivery, arrival))) return 'duplicate';
        if (arrival.spam || !mail.ownerEmail || !mailOn) return 'stored';
        const { kind, record } = delivery;
        const link = `${publicUrl()}${recordPath(record.id)}`;
        const line = `- ${arrival.flags.length > 0 ? '[check] ' : ''}${KIND_NOUN[kind]} ${record.id}${kind === 'order' ? ` (${formatRupees(Number(record.totalAmount))})` : ''}: ${link}`;
        await queueOwnerNote(sql, ownerMail(mail.ownerEmail, { kind, record, flags: arrival.flags, link }), line, digest);
        return 'mailed';
      });
      if (outcome !== 'mailed') return outcome;
      mailer?.wake();
      return 'stored';
    },

    /** Moves a record to `to` with what the form gave, as `staff`; mails the visitor a quote or a shipment. */
    async change(id: string, to: RecordStatus, form: ChangeForm, staff: StaffMember): Promise<ChangeOutcome> {
      const outcome = await storage.transaction(async (sql): Promise<ChangeOutcome> => {
        const record = await getRecord(sql, id, { forUpdate: true });
        if (!record) return { ok: false, status: 404, problem: 'There is no such record (it may have been erased)' };
        if (!canMove(record.kind, record.status, to)) {
          return { ok: false, status: 409, problem: `This ${KIND_NOUN[record.kind]} is ${record.status}: it cannot become ${to}` };
        }
        const read = readChange(to, form, new Date(now()));
        if (!read.ok) return { ok: false, status: 422, problem: read.problem };
        if (!(await moveRecord(sql, id, record.status, to, staff.name, read.details))) {
          return { ok: false, status: 409, problem: 'Someone changed this record at the same moment: look again' };
        }
        const email = mailableAddress(contactOf(record.record).email);
        const message = !email ? null : to === 'quoted' ? quoteMail(email, record.record, read.details) : to === 'shipped' ? shippedMail(email, record.record, read.details) : null;
        return { ok: true, record: { ...record, status: to }, mailed: await queue(sql, message) };
      });
      if (outcome.ok && outcome.mailed) mailer?.wake();
      return outcome;
    },

    /**
     * Makes the order of an accepted quote, priced as its last quote, shipped
     * to the address staff confirmed: one order a quote, kept with the quote's
     * key so the visitor's shop learns of it; the visitor is e-mailed.
     */
    async makeOrder(quoteId: string, form: OrderForm, staff: StaffMember): Promise<MakeOrderOutcome> {
      const outcome = await storage.transaction(async (sql): Promise<MakeOrderOutcome> => {
        const quote = await getRecord(sql, quoteId, { forUpdate: true });
        if (!quote || quote.spam || quote.kind !== 'quote') return { ok: false, status: 404, problem: 'There is no such quote request (it may have been erased)' };
        if (quote.status !== 'accepted') return { ok: false, status: 409, problem: `This quote request is ${quote.status}: only an accepted quote becomes an order` };
        const terms = acceptedTerms(await historyOf(sql, quoteId));
        if (!terms) return { ok: false, status: 409, problem: 'This quote request has no quoted price to make an order of' };
        const read = readOrderForm(form);
        if (!read.ok) return { ok: false, status: 422, problem: read.problem };
        const placedAt = now();
        const order = orderFromQuote({ id: newOrderId(placedAt), placedAt, quote: quote.record, terms, address: read.address, paymentMethod: read.paymentMethod });
        if (!(await insertQuoteOrder(sql, order, quoteId))) return { ok: false, status: 409, problem: 'An order was already made from this quote: look again' };
        // Both histories say it: the quote which order it became, the order which quote it came from.
        await moveRecord(sql, quoteId, 'accepted', 'accepted', staff.name, { orderId: order.id });
        await moveRecord(sql, order.id, 'placed', 'placed', staff.name, { quoteId });
        const email = mailableAddress(contactOf(order).email);
        return { ok: true, orderId: order.id, mailed: await queue(sql, email ? quoteOrderMail(email, order, quoteId) : null) };
      });
      if (outcome.ok && outcome.mailed) mailer?.wake();
      return outcome;
    },

    /** The visitor's update of a record (Accept Quote, Leave Review), taken once, with the owner told. */
    async update({ record: update, statusKey }: UpdateDocument): Promise<UpdateOutcome> {
      const outcome = await storage.transaction(async (sql) => {
        const taken = await takeUpdate(sql, update, statusKey, now());
        if (taken.taken && mail.ownerEmail) {
          await queue(sql, visitorUpdateMail(mail.ownerEmail, taken.record.record, update, `${publicUrl()}${recordPath(update.recordId)}`));
        }
        return taken;
      });
      if (outcome.taken && mailOn && mail.ownerEmail) mailer?.wake();
      return outcome;
    },

    /** The status and answers of the asked records whose key is right. */
    answers: (asked: readonly RecordKey[]) => answersFor(storage.sql, asked),

    /** Deletes everything of one person, then makes the database's files forget it; keeps who erased and when. */
    async erase(address: string, staff: StaffMember): Promise<Erasure & { notDone: string[] }> {
      const erasure = await storage.transaction((sql) => erasePerson(sql, address, staff.name));
      // The rows are gone either way; a clean-up that failed is said, and erasing again retries it.
      const notDone = await forgetErased(storage).catch((error: unknown) => [`the clean-up failed (${error instanceof Error ? error.message : String(error)})`]);
      return { ...erasure, notDone };
    },
  };
}
