import { DELIVERY_KINDS } from '../delivery';
import { recordPath } from '../desk';
import type { ListPage, ListQuery } from '../records';
import { STATUSES } from '../statuses';
import { html, type HtmlValue } from './html';
import { page, type PageContext } from './layout';
import { KIND_TITLE, localTime, money } from './values';

const COLUMNS = ['Received', 'Kind', 'Id', 'Name', 'E-mail', 'Phone', 'Total', 'Status', 'Checks'];

const allStatuses = [...new Set(DELIVERY_KINDS.flatMap((kind) => STATUSES[kind]))];

/** The list's address with the filters kept and one page bound. */
function pageHref(query: ListQuery, bound: { before: string } | { after: string }): string {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('q', query.search);
  for (const [key, value] of Object.entries(bound)) params.set(key, value);
  return `/?${params.toString()}`;
}

const option = (value: string, label: string, selected: string | undefined) =>
  html`<option value="${value}"${value === (selected ?? '') ? html` selected` : ''}>${label}</option>`;

export function listPage(context: PageContext, query: ListQuery, result: ListPage): string {
  const filters = html`<form class="filters" method="get" action="/" role="search">
<div><label for="kind">Kind</label><select id="kind" name="kind">${option('', 'All kinds', query.kind)}${DELIVERY_KINDS.map((kind) => option(kind, KIND_TITLE[kind], query.kind))}</select></div>
<div><label for="status">Status</label><select id="status" name="status">${option('', 'Any status', query.status)}${allStatuses.map((status) => option(status, status, query.status))}</select></div>
<div><label for="q">Search</label><input id="q" name="q" type="search" maxlength="100" value="${query.search ?? ''}" aria-describedby="q-hint"><p class="hint" id="q-hint">Id, name, e-mail or phone</p></div>
<div><button type="submit">Show</button></div>
</form>`;
  // data-label names each cell where a narrow screen shows a row as a card (layout.ts).
  const cell = (label: string, content: HtmlValue, word = false) =>
    html`<td role="cell" data-label="${label}"${word ? html` class="word"` : ''}>${content}</td>`;
  const rows = result.rows.map(
    (row) => html`<tr role="row">
${cell('Received', localTime(row.receivedAt))}${cell('Kind', KIND_TITLE[row.kind])}${cell('Id', html`<a href="${recordPath(row.id)}">${row.id}</a>`)}
${cell('Name', row.name)}${cell('E-mail', row.email)}${cell('Phone', row.phone)}${cell('Total', money(row.total), true)}${cell('Status', row.status, true)}
${cell('Checks', row.flags.length > 0 ? html`<span class="flag">${row.flags.length === 1 ? '1 check' : `${row.flags.length} checks`}</span>` : '', true)}
</tr>`,
  );
  const table =
    result.rows.length === 0
      ? html`<p>Nothing here${query.kind || query.status || query.search ? ' with these filters' : ' yet'}.</p>`
      : html`<table class="records" role="table">
<caption>Newest first, ${result.rows.length} shown</caption>
<thead role="rowgroup"><tr role="row">${COLUMNS.map((name) => html`<th scope="col" role="columnheader">${name}</th>`)}</tr></thead>
<tbody role="rowgroup">${rows}</tbody>
</table>`;
  const pages =
    result.newer || result.older
      ? html`<nav class="pages" aria-label="Pages">
${result.newer ? html`<a href="${pageHref(query, { after: result.newer })}" rel="prev">Newer</a>` : ''}
${result.older ? html`<a href="${pageHref(query, { before: result.older })}" rel="next">Older</a>` : ''}
</nav>`
      : '';
  return page('Records', context, html`<h1>Orders, quote requests and messages</h1>${filters}${table}${pages}`);
}
