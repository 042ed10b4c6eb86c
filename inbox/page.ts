import { createHash } from 'node:crypto';
import type { DeliveryKind, JsonValue, StoredDelivery } from './delivery';

/** Every text that reaches the page goes through here: markup in a field is shown, never run. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** 'shippingAddress' -> 'Shipping address'. */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Any JSON value as HTML: objects as description lists, lists as lists, the rest as text. */
function renderValue(value: JsonValue): string {
  if (value === null) return '<span class="none">none</span>';
  if (Array.isArray(value)) {
    if (value.length === 0) return '<span class="none">none</span>';
    return `<ol>${value.map((item) => `<li>${renderValue(item)}</li>`).join('')}</ol>`;
  }
  if (typeof value === 'object') {
    const rows = Object.entries(value).map(([key, item]) => `<dt>${escapeHtml(fieldLabel(key))}</dt><dd>${renderValue(item)}</dd>`);
    return `<dl>${rows.join('')}</dl>`;
  }
  return escapeHtml(String(value));
}

const SECTIONS: ReadonlyArray<{ kind: DeliveryKind; title: string; noun: string }> = [
  { kind: 'order', title: 'Orders', noun: 'Order' },
  { kind: 'quote', title: 'Quote requests', noun: 'Quote request' },
  { kind: 'enquiry', title: 'Messages', noun: 'Message' },
];

function renderDelivery(delivery: StoredDelivery, noun: string): string {
  const { id, ...fields } = delivery.record;
  return `<article>
<h3>${escapeHtml(noun)} ${escapeHtml(String(id))}</h3>
<p class="meta">Received ${escapeHtml(delivery.receivedAt)} · sent ${escapeHtml(delivery.sentAt)} from ${escapeHtml(delivery.origin)}</p>
${renderValue(fields)}
</article>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60em;padding:1em;color:#1a1a1a}
article{border:1px solid #ccc;border-radius:6px;padding:.5em 1em;margin:0 0 1em}
h3{margin:.2em 0}.meta{color:#555;margin:0 0 .5em;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:minmax(8em,max-content) 1fr;gap:.1em 1em;margin:0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere;white-space:pre-wrap}ol{margin:0;padding-left:1.2em}.none{color:#777}`;

/** The page's Content-Security-Policy: nothing runs, only its own stylesheet applies. */
export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** The inbox page: orders, quote requests and messages, each newest first, every field as text. */
export function renderInboxPage(deliveries: readonly StoredDelivery[]): string {
  const sections = SECTIONS.map(({ kind, title, noun }) => {
    const own = deliveries.filter((delivery) => delivery.kind === kind);
    const body = own.length === 0 ? '<p>None yet.</p>' : own.map((delivery) => renderDelivery(delivery, noun)).join('\n');
    return `<section aria-labelledby="${kind}-heading">
<h2 id="${kind}-heading">${title} (${own.length})</h2>
${body}
</section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Inbox: orders, quotes and messages</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Inbox</h1>
<p>Newest first. <a href="export.csv" download>Download everything as CSV</a></p>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
