import { createHash } from 'node:crypto';
import { html, markupText, ownMarkup, type HtmlValue, type Markup } from './html';

// On a narrow screen the list's rows become cards (its ARIA roles keep it a table for assistive technology).
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72em;padding:0 1em 2em;color:#1a1a1a;background:#fff}
a{color:#0645ad}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
header{display:flex;flex-wrap:wrap;gap:.5em 1.5em;align-items:center;border-bottom:1px solid #ccc;padding:.5em 0;margin-bottom:1em}
header nav ul{display:flex;flex-wrap:wrap;gap:1em;list-style:none;margin:0;padding:0}header form{margin-left:auto}
.notice{border:2px solid #b35900;background:#fff4e5;padding:.5em 1em;margin:0 0 1em}.done{border:2px solid #2b7a0b;background:#eefbea;padding:.5em 1em;margin:0 0 1em}
.problem{border:2px solid #b00020;background:#fdecee;padding:.5em 1em;margin:0 0 1em}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.3em .5em;text-align:left;vertical-align:top}td{overflow-wrap:anywhere}.word{white-space:nowrap}
caption{text-align:left;font-weight:600;padding:.3em 0}
form.filters{display:flex;flex-wrap:wrap;gap:.5em 1em;align-items:end;margin:0 0 1em}
label{display:block;font-weight:600}input,select,textarea,button{font:inherit}input,select,textarea{border:1px solid #666;border-radius:4px;padding:.2em .4em}
button{border:1px solid #1a5fb4;background:#1a5fb4;color:#fff;border-radius:4px;padding:.3em .9em;cursor:pointer}
button.secondary{background:#fff;color:#1a5fb4}
.check label{display:inline}fieldset{border:1px solid #ccc;border-radius:6px;margin:0 0 1em;padding:.5em 1em}.field{margin:0 0 .6em}.hint{color:#555;font-size:.9em;margin:0}
.pages{display:flex;gap:1em;margin:1em 0}
dl{display:grid;grid-template-columns:minmax(8em,max-content) 1fr;gap:.1em 1em;margin:0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere;white-space:pre-wrap}ol{margin:0;padding-left:1.2em}.none{color:#555}
.flag{color:#8a1c00;font-weight:600}
@media (max-width:40em){table.records thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
table.records,table.records tbody,table.records tr,table.records td{display:block}table.records tr{border-bottom:1px solid #ccc;padding:.4em 0}
table.records td{border:0;padding:.05em 0}table.records td:empty{display:none}table.records td::before{content:attr(data-label) ": ";font-weight:600}}`;

/** The desk's Content-Security-Policy: nothing runs, only its own stylesheet applies, forms post to the desk only. */
export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

export interface PageContext {
  /** The signed-in member's name, or null on the sign-in page. */
  staffName: string | null;
  csrfToken: string;
  /** Said at the top of every page (e-mail off, mail waiting). */
  notices: readonly string[];
}

/** A form that changes something: POST, with its CSRF token. */
export const postForm = (action: string, token: string, body: HtmlValue, attributes: Markup | '' = '') =>
  html`<form method="post" action="${action}" ${attributes}><input type="hidden" name="_csrf" value="${token}">${body}</form>`;

export function page(title: string, context: PageContext, main: HtmlValue): string {
  const header = context.staffName
    ? html`<header>
<nav aria-label="Desk"><ul><li><a href="/">Records</a></li><li><a href="/erase">Erase a person</a></li><li><a href="/export.csv" download>Download CSV</a></li></ul></nav>
${postForm('/sign-out', context.csrfToken, html`<span>Signed in as ${context.staffName}</span> <button type="submit" class="secondary">Sign out</button>`)}
</header>`
    : html`<header><p>Desk</p></header>`;
  return markupText(html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Desk</title>
<style>${ownMarkup(STYLE)}</style>
</head>
<body>
${header}
<main>
${context.notices.map((notice) => html`<p class="notice">${notice}</p>`)}
${main}
</main>
</body>
</html>
`);
}
