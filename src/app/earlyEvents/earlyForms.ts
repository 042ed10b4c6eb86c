/**
 * The quote form and the checkout answer a submit before their code has come.
 * Put inline only in pages whose HTML has a form with rules
 * (src/app/prerender/pageDocument.ts), after the contract (contract.ts).
 *
 * The form carries its first checks as data (`data-early-rules`, written
 * from the table its own `validate` runs: src/shared/formRules.ts). A press
 * of its submit button, or Enter in a field, while the form's part still
 * waits for its code: on a form that fails them, the alert comes at once,
 * as the live form gives it (the fields marked aria-invalid, the alert, the
 * focus on the first), and nothing is held, so the press has this one
 * effect. A form that passes is left to the contract, which holds the press
 * and makes it again, once, when the form is live; the live form then runs
 * every check again and sends it.
 *
 * Listening on the window, in the capture phase, it hears the press before
 * the contract (on the document) holds it. Nothing typed is kept here: the
 * values are read from the fields at the moment of the press (card numbers
 * stay in their fields).
 */
import { AWAITING_CODE } from '../../shared/hydrationMarks';
import { EARLY_RULES, firstFailure, type FormRules } from '../../shared/formRules';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields this script marked: the live form takes over their marks once it has come. */
const marked = new Set<Element>();

const PENDING = `[${AWAITING_CODE}]`;

/** The form a press submits: a submit button's form, or the form Enter was pressed in. */
function submittedForm(event: Event): HTMLFormElement | null {
  const target = event.composedPath()[0];
  if (event.type === 'submit') return target instanceof HTMLFormElement ? target : null;
  const control = target instanceof Element ? target.closest('button, input') : null;
  const submits =
    (control instanceof HTMLButtonElement && control.type === 'submit') ||
    (control instanceof HTMLInputElement && (control.type === 'submit' || control.type === 'image'));
  return submits ? (control as HTMLButtonElement | HTMLInputElement).form : null;
}

const fieldOf = (form: HTMLFormElement, name: string) => {
  const found = form.elements.namedItem(name);
  return found instanceof RadioNodeList ? (found[0] as Field | undefined) : (found as Field | null);
};

const valueOf = (form: HTMLFormElement, name: string) => {
  const found = form.elements.namedItem(name);
  return found instanceof RadioNodeList ? found.value : ((found as Field | null)?.value ?? '');
};

function answer(event: Event) {
  const form = submittedForm(event);
  const table = form?.getAttribute(EARLY_RULES);
  if (!form || !table || !form.closest(PENDING)) return;
  const failure = firstFailure(JSON.parse(table) as FormRules, (name) => valueOf(form, name));
  // A form that passes is held by the contract and submitted once it is live. So is one whose
  // failing fields the page does not show yet (the checkout's bank fields, when net banking was
  // chosen before the code came): only the live form can show them.
  if (!failure || failure.fields.some(([name]) => !fieldOf(form, name))) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  for (const [name] of failure.fields) {
    const field = fieldOf(form, name)!;
    field.setAttribute('aria-invalid', 'true');
    marked.add(field);
  }
  window.alert(failure.message);
  const first = failure.fields[0]?.[0];
  if (first) fieldOf(form, first)?.focus();
}

/** A marked field the visitor changes is no longer known to be wrong; a live form's fields are React's. */
function unmark(field: Element) {
  if (!marked.delete(field)) return;
  field.removeAttribute('aria-invalid');
}

window.addEventListener('click', answer, true);
window.addEventListener('submit', answer, true);
window.addEventListener('input', (event) => {
  const field = event.composedPath()[0];
  if (field instanceof Element && field.closest(PENDING)) unmark(field);
}, true);
new MutationObserver(() => {
  for (const field of [...marked]) if (!field.isConnected || !field.closest(PENDING)) unmark(field);
}).observe(document, { subtree: true, attributes: true, attributeFilter: [AWAITING_CODE] });
