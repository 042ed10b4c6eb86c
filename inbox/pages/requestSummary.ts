/**
 * What the visitor asked for, laid out for staff before the answer forms: a
 * quote request's every field with its area, an order's lines and totals, a
 * message's text. Everything is read from the stored record and shown as text.
 */
import { fieldText, type DeliveryKind, type JsonObject, type JsonValue } from '../delivery';
import { formatRupees, roundMoney, shippingFor, TAX_RATE } from '../shopRules';
import { html, type HtmlValue } from './html';
import { fieldLabel } from './values';

/** One term of a description list, left out when the record has no value for it. */
const term = (label: string, value: JsonValue | undefined, suffix = ''): HtmlValue => {
  const shown = Array.isArray(value) ? value.map(fieldText).join(', ') : fieldText(value);
  return shown.trim() === '' ? '' : html`<dt>${label}</dt><dd>${shown}${suffix}</dd>`;
};

function quoteRequest(record: JsonObject): HtmlValue {
  const unit = fieldText(record.unit);
  return html`<dl>
${term('Stone', record.stoneType)}${term('Finish', record.finish)}${term('Thickness', record.thickness)}
${term('Quantity', record.quantity, unit ? ` ${unit}` : '')}${term('Length', record.length)}${term('Width', record.width)}
${term('Area', record.area, ' sq ft')}
${term('Project type', record.projectType)}${term('Location', record.projectLocation)}${term('Timeline', record.projectTimeline)}
${term('Budget', record.budget)}${term('Services', record.services)}${term('Company', record.company)}
${term('Description', record.description)}
</dl>`;
}

const number = (value: JsonValue | undefined) => (typeof value === 'number' ? value : Number(value));

function orderLines(record: JsonObject): HtmlValue {
  const items = (Array.isArray(record.items) ? record.items : []).filter(
    (item): item is JsonObject => typeof item === 'object' && item !== null && !Array.isArray(item),
  );
  const rows = items.map(
    (item) => html`<tr><td>${fieldText(item.name)}</td><td>${fieldText(item.size)}</td><td class="word">${fieldText(item.quantity)}</td>
<td class="word">${formatRupees(number(item.totalPrice))}</td></tr>`,
  );
  // The shop's own total rules over the lines as sent; the total the visitor saw is the last line.
  const subtotal = roundMoney(items.reduce((sum, item) => sum + number(item.totalPrice), 0));
  const totals = { subtotal, shipping: items.length === 0 ? 0 : shippingFor(subtotal), tax: roundMoney(subtotal * TAX_RATE) };
  const address = (record.shippingAddress ?? {}) as JsonObject;
  return html`<table><caption>${items.length === 1 ? '1 line' : `${items.length} lines`}</caption>
<thead><tr><th scope="col">Stone</th><th scope="col">Size</th><th scope="col">Quantity</th><th scope="col">Line total</th></tr></thead>
<tbody>${rows}</tbody></table>
<dl><dt>Subtotal</dt><dd>${formatRupees(totals.subtotal)}</dd><dt>Shipping</dt><dd>${formatRupees(totals.shipping)}</dd>
<dt>Tax</dt><dd>${formatRupees(totals.tax)}</dd><dt>Total</dt><dd>${formatRupees(number(record.totalAmount))}</dd>
${term('Payment method', record.paymentMethod)}
${term('Ship to', [address.address, address.city, address.state, address.pincode].map(fieldText).filter(Boolean).join(', '))}</dl>`;
}

function message(record: JsonObject): HtmlValue {
  const { message: text, ...rest } = record;
  const known = new Set(['id', 'firstName', 'lastName', 'name', 'fullName', 'email', 'phone', 'submittedAt']);
  return html`<dl>${Object.entries(rest)
    .filter(([key]) => !known.has(key))
    .map(([key, value]) => term(fieldLabel(key), value))}${term('Message', text)}</dl>`;
}

export function requestSummary(kind: DeliveryKind, record: JsonObject): HtmlValue {
  return kind === 'quote' ? quoteRequest(record) : kind === 'order' ? orderLines(record) : message(record);
}
