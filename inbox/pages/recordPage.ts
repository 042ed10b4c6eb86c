import { DEFAULT_VALID_DAYS, PRICE_ROWS, type ChangeForm } from '../changeForm';
import { contactOf } from '../delivery';
import { recordPath } from '../desk';
import type { MailState } from '../mail/outbox';
import { longDate, mailableAddress } from '../mail/messages';
import type { EventDetails, FullRecord, RecordEvent } from '../records';
import { nextStatuses, type RecordStatus } from '../statuses';
import { html, type HtmlValue } from './html';
import { page, postForm, type PageContext } from './layout';
import { quoteOrderSection } from './quoteOrderForm';
import { requestSummary } from './requestSummary';
import { flagList, KIND_TITLE, localTime, money, renderValue } from './values';

export interface RecordView {
  record: FullRecord;
  history: readonly RecordEvent[];
  mails: readonly MailState[];
  mailOn: boolean;
  /** Said at the top: the change just made, or why it was refused. */
  done?: string;
  problem?: string;
  /** What staff typed into a refused form, shown again. */
  form?: ChangeForm;
}

const field = (id: string, label: string, control: HtmlValue) => html`<div class="field"><label for="${id}">${label}</label>${control}</div>`;
const value = (form: ChangeForm | undefined, name: string, fallback = '') => form?.[name] ?? fallback;

/** The address the desk writes to about this record, or '' (none given, or not one plain address). */
const visitorEmail = (view: RecordView) => mailableAddress(contactOf(view.record.record).email);

/** Who hears of this change: the visitor's address, or why nobody does. */
function mailHint(view: RecordView, what: string): HtmlValue {
  const email = visitorEmail(view);
  if (!view.mailOn) return html`<p class="hint">E-mail is off (no SMTP_URL): the visitor is not e-mailed ${what}.</p>`;
  if (!email) return html`<p class="hint">This record has no usable e-mail address: the visitor is not e-mailed ${what}; phone them.</p>`;
  return html`<p class="hint">The visitor is e-mailed ${what} at ${email}.</p>`;
}

/**
 * An order not shipped yet: whether its visitor will be e-mailed when it
 * ships, said at the top, before anyone moves it. (An order has an address
 * only when the visitor gave one at checkout.)
 */
function whenItShips(view: RecordView): HtmlValue {
  const { kind, status, record } = view.record;
  if (kind !== 'order' || (status !== 'placed' && status !== 'processing')) return '';
  const email = visitorEmail(view);
  const given = contactOf(record).email !== '';
  const said = !view.mailOn
    ? 'The visitor will not be e-mailed: e-mail is off (no SMTP_URL).'
    : email
      ? `The visitor will be e-mailed at ${email}.`
      : `The visitor will not be e-mailed: ${given ? 'the e-mail address given cannot be used' : 'no e-mail address was given at checkout'}. Phone them.`;
  return html`<dt>When it ships</dt><dd>${said}</dd>`;
}

function quoteForm(view: RecordView, form: ChangeForm | undefined): HtmlValue {
  const rows = Array.from({ length: PRICE_ROWS }, (_, index) => {
    const row = index + 1;
    return html`<tr><th scope="row">${row}</th>
<td><label for="line${row}">Line ${row} description</label><input id="line${row}" name="line${row}" maxlength="200" value="${value(form, `line${row}`)}"></td>
<td><label for="amount${row}">Line ${row} amount (₹)</label><input id="amount${row}" name="amount${row}" inputmode="decimal" maxlength="16" value="${value(form, `amount${row}`)}"></td></tr>`;
  });
  return html`<fieldset><legend>Send a quote</legend>
<table><caption>Price lines (or only a total below)</caption><thead><tr><th scope="col">#</th><th scope="col">Description</th><th scope="col">Amount</th></tr></thead><tbody>${rows}</tbody></table>
${field('total', 'Total (₹), if no lines', html`<input id="total" name="total" inputmode="decimal" maxlength="16" value="${value(form, 'total')}">`)}
${field('validDays', 'Valid for (days)', html`<input id="validDays" name="validDays" inputmode="numeric" maxlength="3" value="${value(form, 'validDays', String(DEFAULT_VALID_DAYS))}">`)}
${field('quote-note', 'Note to the visitor', html`<textarea id="quote-note" name="note" rows="3" maxlength="2000">${value(form, 'note')}</textarea>`)}
${mailHint(view, 'the prices')}
<button type="submit" name="to" value="quoted">Send quote</button></fieldset>`;
}

/** The form for one possible change. */
function changeForm(view: RecordView, to: RecordStatus): HtmlValue {
  const form = view.form?.to === to ? view.form : undefined;
  switch (to) {
    case 'quoted':
      return quoteForm(view, form);
    case 'rejected':
      return html`<fieldset><legend>Reject the request</legend>
${field('reason', 'Reason (optional)', html`<textarea id="reason" name="reason" rows="2" maxlength="2000">${value(form, 'reason')}</textarea>`)}
<button type="submit" name="to" value="rejected">Reject</button></fieldset>`;
    case 'shipped':
      return html`<fieldset><legend>Shipped</legend>
${field('carrier', 'Carrier (optional)', html`<input id="carrier" name="carrier" maxlength="200" value="${value(form, 'carrier')}">`)}
${field('tracking', 'Tracking note (optional)', html`<input id="tracking" name="tracking" maxlength="200" value="${value(form, 'tracking')}">`)}
${mailHint(view, 'that it shipped')}
<button type="submit" name="to" value="shipped">Mark shipped</button></fieldset>`;
    default:
      return html`<button type="submit" name="to" value="${to}">Mark ${to}</button>`;
  }
}

/** One line of the history: a move, a quote sent again, or the visitor's review. */
const eventLine = ({ staffName, from, to, details }: RecordEvent) =>
  details.rating !== undefined
    ? html`${staffName} left a review: ${details.rating} of 5.`
    : details.orderId
      ? html`${staffName} made it order ${details.orderId}.`
      : details.quoteId
        ? html`${staffName} made it from quote ${details.quoteId}.`
        : from === to
      ? html`${staffName} sent it again as ${to}.`
      : html`${staffName} moved it from ${from} to ${to}.`;

function detailLines(details: EventDetails): HtmlValue {
  const items: HtmlValue[] = [
    ...(details.lines ?? []).map((line) => html`<li>${line.description}: ${money(line.amount)}</li>`),
    details.total !== undefined ? html`<li>Total ${money(details.total)}</li>` : '',
    details.validUntil ? html`<li>Valid until ${longDate(details.validUntil)} (${details.validDays} days)</li>` : '',
    details.carrier ? html`<li>Carrier: ${details.carrier}</li>` : '',
    details.tracking ? html`<li>Tracking: ${details.tracking}</li>` : '',
    details.reason ? html`<li>Reason: ${details.reason}</li>` : '',
    details.note ? html`<li>Note: ${details.note}</li>` : '',
    details.comment ? html`<li>Comment: ${details.comment}</li>` : '',
  ];
  return items.some(Boolean) ? html`<ul>${items}</ul>` : '';
}

const REQUEST_HEADING = { order: 'What was ordered', quote: 'What is asked for', enquiry: 'The message' } as const;

export function recordPage(context: PageContext, view: RecordView): string {
  const { record, history, mails } = view;
  const { id, kind, status } = record;
  const { id: _id, ...fields } = record.record;
  const moves = nextStatuses(kind, status);
  const title = `${KIND_TITLE[kind]} ${id}`;
  const actions =
    kind === 'quote' && status === 'accepted'
      ? quoteOrderSection(record, history, context.csrfToken, view.form?.to === undefined ? view.form : undefined)
      : moves.length === 0
        ? html`<p>No change is possible from ${status}.</p>`
        : moves.map((to) => postForm(`${recordPath(id)}/status`, context.csrfToken, changeForm(view, to)));
  const fromQuote = typeof record.record.quoteId === 'string' ? record.record.quoteId : '';
  const events =
    history.length === 0
      ? html`<p>No change yet.</p>`
      : html`<ol>${history.map(
          (event) => html`<li><p>${localTime(event.at)}: ${eventLine(event)}</p>${detailLines(event.details)}</li>`,
        )}</ol>`;
  const mailList =
    mails.length === 0
      ? html`<p>${view.mailOn ? 'No e-mail about this record.' : 'E-mail is off (no SMTP_URL): nobody is notified.'}</p>`
      : html`<ul>${mails.map(
          (mail) =>
            html`<li>To ${mail.to}: "${mail.subject}": ${mail.sentAt ? `sent ${localTime(mail.sentAt)}` : `not sent yet (${mail.attempts} tries${mail.lastError ? `; last error: ${mail.lastError}` : ''})`}</li>`,
        )}</ul>`;
  return page(
    title,
    context,
    html`<p><a href="/">Back to the list</a></p>
<h1>${title}</h1>
${view.done ? html`<p class="done" role="status">${view.done}</p>` : ''}
${view.problem ? html`<p class="problem" role="alert">${view.problem}</p>` : ''}
<dl>
<dt>Status</dt><dd>${status}</dd>
<dt>Received</dt><dd>${localTime(record.receivedAt)}</dd>
<dt>Name</dt><dd>${record.name}</dd>
<dt>E-mail</dt><dd>${record.email || html`<span class="none">none</span>`}</dd>
<dt>Phone</dt><dd>${record.phone || html`<span class="none">none</span>`}</dd>
${fromQuote ? html`<dt>From quote</dt><dd><a href="${recordPath(fromQuote)}">${fromQuote}</a></dd>` : ''}
${whenItShips(view)}
${record.total !== null ? html`<dt>Total sent</dt><dd>${money(record.total)}</dd>` : ''}
<dt>Sent from</dt><dd>${record.origin} at ${localTime(record.sentAt)}</dd>
</dl>
<section aria-labelledby="request-heading"><h2 id="request-heading">${REQUEST_HEADING[kind]}</h2>${requestSummary(kind, record.record)}</section>
<section aria-labelledby="checks-heading"><h2 id="checks-heading">Checks</h2>${record.flags.length > 0 ? flagList(record.flags) : html`<p>Nothing to check.</p>`}</section>
<section aria-labelledby="actions-heading"><h2 id="actions-heading">Answer</h2>${actions}</section>
<section aria-labelledby="history-heading"><h2 id="history-heading">History</h2>${events}</section>
<section aria-labelledby="mail-heading"><h2 id="mail-heading">E-mail</h2>${mailList}</section>
<section aria-labelledby="record-heading"><h2 id="record-heading">As the visitor sent it</h2>${renderValue(fields)}</section>`,
  );
}
