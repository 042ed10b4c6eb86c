import type { Erasure } from '../erasure';
import { html } from './html';
import { page, postForm, type PageContext } from './layout';
import { localTime } from './values';

/** Erasing one person on request, and the erasures so far (who and when only). */
export function erasePage(context: PageContext, past: readonly Erasure[], { done = '', problem = '' } = {}): string {
  const list =
    past.length === 0
      ? html`<p>None yet.</p>`
      : html`<ul>${past.map((erasure) => html`<li>${localTime(erasure.at)}: ${erasure.staffName} erased ${erasure.records} records and ${erasure.mails} e-mails.</li>`)}</ul>`;
  return page(
    'Erase a person',
    context,
    html`<h1>Erase a person</h1>
${done ? html`<p class="done" role="status">${done}</p>` : ''}
${problem ? html`<p class="problem" role="alert">${problem}</p>` : ''}
<p>For a privacy request: every order, quote request and message of one person, their history and their e-mails (sent or waiting) are deleted for good, and other e-mails that name them are redacted. The database's files are rewritten so that nothing of theirs stays on disk, and a backup restored later leaves them out. Only the fact of the erasure is kept: who made it and when.</p>
${postForm(
  '/erase',
  context.csrfToken,
  html`<div class="field"><label for="address">E-mail address or phone number</label><input id="address" name="address" required maxlength="254" aria-describedby="address-hint">
<p class="hint" id="address-hint">Orders always carry a phone number, and an e-mail address only when the visitor gave one for shipping updates: erase by the phone number too.</p></div>
<div class="field check"><input type="checkbox" id="confirm" name="confirm" value="yes" required> <label for="confirm">I understand this cannot be undone</label></div>
<button type="submit">Erase</button>`,
)}
<h2>Erasures so far</h2>
${list}`,
  );
}
