/**
 * On an accepted quote's page: the order it became, or the form that makes
 * it (the quoted lines as they will be ordered, the delivery address to
 * confirm, the payment method agreed).
 */
import { recordPath } from '../desk';
import type { FullRecord, RecordEvent } from '../records';
import { acceptedTerms, ADDRESS_FIELDS, orderFormDefaults, PAYMENT_METHODS, type OrderForm } from '../quoteOrders';
import { html, type HtmlValue } from './html';
import { postForm } from './layout';
import { money } from './values';

/** The order already made from this quote, if any (its history says so). */
export const madeOrderId = (history: readonly RecordEvent[]) => history.find((event) => event.details.orderId)?.details.orderId;

export function quoteOrderSection(record: FullRecord, history: readonly RecordEvent[], csrfToken: string, typed: OrderForm | undefined): HtmlValue {
  const made = madeOrderId(history);
  if (made) return html`<p>This quote became order <a href="${recordPath(made)}">${made}</a>.</p>`;
  const terms = acceptedTerms(history);
  if (!terms) return html`<p>No quote was sent, so there is no price to make an order of.</p>`;
  const values = { ...orderFormDefaults(record.record), ...typed };
  const lines = terms.lines && terms.lines.length > 0 ? terms.lines : [{ description: `As quoted in ${record.id}`, amount: terms.total ?? 0 }];
  const fields = ADDRESS_FIELDS.map(
    ([name, label]) =>
      html`<div class="field"><label for="order-${name}">${label}</label><input id="order-${name}" name="${name}" maxlength="200" required value="${values[name] ?? ''}"></div>`,
  );
  const methods = PAYMENT_METHODS.map(
    ([value, label]) => html`<option value="${value}"${value === values.paymentMethod ? html` selected` : ''}>${label}</option>`,
  );
  return postForm(
    `${recordPath(record.id)}/order`,
    csrfToken,
    html`<fieldset><legend>Make the order</legend>
<p class="hint">The visitor accepted this quote. The order is priced as quoted, with no shipping or tax added, and appears in their My Orders.</p>
<ul>${lines.map((line) => html`<li>${line.description}: ${money(line.amount)}</li>`)}</ul>
<p>Total ${money(terms.total)}</p>
${fields}
<div class="field"><label for="order-paymentMethod">Payment method agreed</label><select id="order-paymentMethod" name="paymentMethod">${methods}</select></div>
<button type="submit">Place the order</button></fieldset>`,
  );
}
