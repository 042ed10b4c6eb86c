/**
 * The desk's pages, server-rendered, for signed-in staff (deskAuth.ts): the
 * list, a record with its history and the changes it allows, erasure, and
 * the CSV export, streamed.
 */
import { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MailConfig } from './config';
import { csvText } from './csv';
import { DELIVERY_KINDS, type DeliveryKind } from './delivery';
import { recordPath, type Desk } from './desk';
import { csrfToken } from './deskAuth';
import { mailsOf, unsentMails } from './mail/outbox';
import { erasePage } from './pages/erasePage';
import { PAGE_CSP, type PageContext } from './pages/layout';
import { listPage } from './pages/listPage';
import { recordPage, type RecordView } from './pages/recordPage';
import { erasures } from './erasure';
import { everyRecord, getRecord, historyOf, listPage as readListPage, type ListQuery } from './records';
import { isStatusOf } from './statuses';
import type { Storage } from './storage';

export interface DeskRoutesOptions {
  storage: Storage;
  desk: Desk;
  mail: MailConfig;
}

type Query = Record<string, string | undefined>;

const isKind = (value: string | undefined): value is DeliveryKind => DELIVERY_KINDS.includes(value as DeliveryKind);
const isSeq = (value: string | undefined) => value !== undefined && /^\d{1,18}$/.test(value);

/** The list's filters from the address; anything unexpected is left out. */
export function listQueryOf(query: Query): ListQuery {
  const kind = isKind(query.kind) ? query.kind : undefined;
  const status = query.status && DELIVERY_KINDS.some((each) => isStatusOf(each, query.status!)) ? query.status : undefined;
  const search = query.q?.trim().slice(0, 100) || undefined;
  return { kind, status, search, before: isSeq(query.before) ? query.before : undefined, after: isSeq(query.after) ? query.after : undefined };
}

export async function registerDeskRoutes(desk: FastifyInstance, { storage, desk: service, mail }: DeskRoutesOptions) {
  /** What every page says at the top: that nobody is notified, or that mail waits. */
  async function notices(): Promise<string[]> {
    if (!mail.smtpUrl) {
      return ['E-mail is off (SMTP_URL is not set): nobody is notified of new orders, quote requests or messages, and visitors get no e-mail from the desk.'];
    }
    const said = mail.ownerEmail ? [] : ['OWNER_EMAIL is not set: nobody is notified of new orders, quote requests or messages.'];
    const waiting = await unsentMails(storage.sql);
    if (waiting.count > 0 && waiting.lastError) {
      said.push(`${waiting.count} e-mails wait to be sent; they are tried again. The mail server's last answer: ${waiting.lastError}`);
    }
    return said;
  }
  const context = async (request: FastifyRequest, reply: FastifyReply): Promise<PageContext> => ({
    staffName: request.session.staff?.name ?? null,
    csrfToken: csrfToken(reply),
    notices: await notices(),
  });
  const sendPage = (reply: FastifyReply, text: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(text);

  desk.get<{ Querystring: Query }>('/', async (request, reply) => {
    const query = listQueryOf(request.query);
    return sendPage(reply, listPage(await context(request, reply), query, await readListPage(storage.sql, query)));
  });

  async function showRecord(request: FastifyRequest, reply: FastifyReply, id: string, extra: Omit<RecordView, 'record' | 'history' | 'mails' | 'mailOn'>, status = 200) {
    const record = await getRecord(storage.sql, id);
    if (!record || record.spam) return sendPage(reply, 'No such record (it may have been erased).', 404);
    const view: RecordView = { record, history: await historyOf(storage.sql, id), mails: await mailsOf(storage.sql, id), mailOn: service.mailOn, ...extra };
    return sendPage(reply, recordPage(await context(request, reply), view), status);
  }

  desk.get<{ Params: { id: string }; Querystring: Query }>('/records/:id', async (request, reply) => {
    const changed = request.query.changed;
    const done = changed && /^[a-z]+$/.test(changed) ? `Now ${changed}.${request.query.mailed === '1' ? ' The e-mail to the visitor is on its way.' : ''}` : undefined;
    return showRecord(request, reply, request.params.id, done ? { done } : {});
  });

  desk.post<{ Params: { id: string }; Body: Query }>('/records/:id/status', async (request, reply) => {
    const { id } = request.params;
    const form = request.body ?? {};
    const to = form.to ?? '';
    const record = await getRecord(storage.sql, id);
    if (!record || record.spam) return sendPage(reply, 'No such record (it may have been erased).', 404);
    if (!isStatusOf(record.kind, to)) return showRecord(request, reply, id, { problem: `"${to}" is not a status of this record` }, 422);
    const outcome = await service.change(id, to, form, request.session.staff!);
    if (!outcome.ok) return showRecord(request, reply, id, { problem: outcome.problem, form }, outcome.status);
    const mailed = outcome.mailed ? '&mailed=1' : '';
    return reply.code(303).header('Location', `${recordPath(id)}?changed=${to}${mailed}`).send();
  });

  desk.post<{ Params: { id: string }; Body: Query }>('/records/:id/order', async (request, reply) => {
    const { id } = request.params;
    const form = request.body ?? {};
    const outcome = await service.makeOrder(id, form, request.session.staff!);
    if (!outcome.ok) {
      return outcome.status === 404 ? sendPage(reply, 'No such record (it may have been erased).', 404) : showRecord(request, reply, id, { problem: outcome.problem, form }, outcome.status);
    }
    return reply.code(303).header('Location', `${recordPath(outcome.orderId)}?changed=placed${outcome.mailed ? '&mailed=1' : ''}`).send();
  });

  desk.get('/erase', async (request, reply) => sendPage(reply, erasePage(await context(request, reply), await erasures(storage.sql))));

  desk.post<{ Body: Query }>('/erase', async (request, reply) => {
    const address = (request.body?.address ?? '').trim();
    const page = async (outcome: { done?: string; problem?: string }, status: number) =>
      sendPage(reply, erasePage(await context(request, reply), await erasures(storage.sql), outcome), status);
    if (request.body?.confirm !== 'yes') return page({ problem: 'Tick the box to confirm: an erasure cannot be undone.' }, 422);
    if (!address.includes('@') && address.replace(/\D/g, '').length < 6) {
      return page({ problem: 'Give the e-mail address or the phone number of the person to erase.' }, 422);
    }
    const erasure = await service.erase(address, request.session.staff!);
    const done = `Erased ${erasure.records} records and ${erasure.mails} e-mails.`;
    return page(erasure.notDone.length === 0 ? { done } : { done, problem: `Not finished: ${erasure.notDone.join('; ')}. Erase the same address again to try the clean-up again.` }, 200);
  });

  desk.get('/export.csv', async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="inbox-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(Readable.from(csvText(everyRecord(storage.sql)))),
  );
}

/** What every desk answer shares: its headers (no cache, no script), and refusals as text, never a stack trace. */
export function deskDefaults(desk: FastifyInstance) {
  // A refused form or a broken request, as a page: never a stack trace.
  desk.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    const text =
      error.code === 'FST_CSRF_INVALID_TOKEN' || error.code === 'FST_CSRF_MISSING_SECRET'
        ? 'Refused: this form is out of date or did not come from the desk. Go back, reload the page and try again.'
        : status >= 500
          ? 'Something went wrong on the desk; nothing was changed. Try again.'
          : `Refused: ${error.message}`;
    return reply.code(status).type('text/plain; charset=utf-8').send(text);
  });

  desk.addHook('onSend', async (_request, reply) => {
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      // same-origin, not no-referrer: with no-referrer a browser sends "Origin: null" even with the desk's own forms.
      .header('Referrer-Policy', 'same-origin')
      .header('Content-Security-Policy', PAGE_CSP);
  });
}
