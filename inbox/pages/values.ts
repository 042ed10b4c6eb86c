import type { Flag } from '../arrivalChecks';
import type { DeliveryKind, JsonValue } from '../delivery';
import { formatRupees } from '../shopRules';
import { html, type Markup } from './html';

/** 'shippingAddress' -> 'Shipping address'. */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Any JSON value as HTML: objects as description lists, lists as lists, the rest as text. */
export function renderValue(value: JsonValue): Markup {
  if (value === null) return html`<span class="none">none</span>`;
  if (Array.isArray(value)) {
    if (value.length === 0) return html`<span class="none">none</span>`;
    return html`<ol>${value.map((item) => html`<li>${renderValue(item)}</li>`)}</ol>`;
  }
  if (typeof value === 'object') {
    return html`<dl>${Object.entries(value).map(([key, item]) => html`<dt>${fieldLabel(key)}</dt><dd>${renderValue(item)}</dd>`)}</dl>`;
  }
  return html`${String(value)}`;
}

export const KIND_TITLE: Readonly<Record<DeliveryKind, string>> = { order: 'Order', quote: 'Quote request', enquiry: 'Message' };

export const money = (amount: number | null | undefined) => (typeof amount === 'number' ? formatRupees(amount) : '');

/** Time as staff read it: 2026-01-15 16:00 IST. */
export function localTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const ist = new Date(at.getTime() + 330 * 60 * 1000).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 16)} IST`;
}

export const flagList = (flags: readonly Flag[]) =>
  flags.length === 0 ? '' : html`<ul>${flags.map((flag) => html`<li class="flag">${flag.text}</li>`)}</ul>`;
