/**
 * The early event contract: inlined into the head of every prerendered page
 * (webpack.config.ts builds it as an entry of its own and the template puts
 * it in place), it runs before the page is painted and keeps what the visitor
 * does before the code behind a control is live.
 *
 * A part of the page whose code is not live yet carries `data-hydrating`
 * (shared/ui/hydrationRegion.tsx: the header, main, each part hydrated later).
 * A click on a control inside such a part is held: its default is prevented,
 * React never sees it, and the control shows `aria-busy="true"` at once.
 * When the part goes live (its mark is removed, once React has committed it),
 * fields the visitor changed meanwhile are handed to React as change events,
 * then every held click is made again on its control, in order, once per
 * control. A click whose control was replaced or whose surroundings now show
 * something else is dropped rather than applied to what the visitor did not
 * see. Links are never held: following one loads its prerendered page; nor
 * are buttons whose invoker command the browser runs itself (worksWithoutCode).
 *
 * It also keeps Tab inside an open menu (a native modal dialog, which opens
 * from the HTML alone), before the code has come and after: the page's
 * script then has nothing of it to carry.
 *
 * React's own replay covers the header and main once React has started (a
 * pointerdown makes React hydrate that part at once); this covers the time
 * before, and the parts nested in them (see keepPressFromReact).
 */
import { AWAITING_CODE, FOLLOWS_QUERY_MARK } from '../../shared/hydrationMarks';
import { browserRunsCommands } from '../../shared/invokerCommands';
import { keepTabInOpenDialog } from '../../shared/ui/tabRound';

/** What a click can activate: the controls whose click does something in the shop. */
const ACTIVATABLE =
  'button, summary, label, [role="button"], [role="tab"], [role="switch"], ' +
  'input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="image"], input[type="reset"]';
const PENDING = `[${AWAITING_CODE}]`;

interface HeldClick {
  control: HTMLElement;
  /** What the visitor saw when they clicked (see contextOf). */
  context: string;
  busyBefore: string | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const held: HeldClick[] = [];
/**
 * Fields typed into or changed while their part was not live, with what the
 * visitor left in them: React's first renders may put its own (empty) value
 * back into a field before the part is live.
 */
const changedFields = new Map<Field, string>();

/** The name of the part a control sits in: what labels its card, form, section or dialog. */
function partName(control: Element): string {
  for (let node = control.parentElement; node; node = node.parentElement) {
    const ids = node.getAttribute('aria-labelledby');
    if (ids) return ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    const label = node.getAttribute('aria-label');
    if (label && node.matches('form, section, article, dialog, nav')) return label;
  }
  return '';
}

/**
 * What the visitor saw when they clicked: the part's name and the control's
 * own name and state. A saved list can change them once the page is live (a
 * heart already on, a card showing another stone), and then the click no
 * longer means what it meant.
 */
const contextOf = (control: HTMLElement) =>
  [
    partName(control),
    control.getAttribute('aria-label') ?? control.textContent,
    // Not a check box's `checked`: the browser flips it before the click is seen, and back once it is held.
    control.getAttribute('aria-pressed'),
  ].join('|');

const elementOf = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target : target instanceof Node ? target.parentElement : null;

/**
 * A button that opens or closes a dialog by an invoker command
 * (`commandfor`, see src/shared/ui/useModalDialog.ts) works from the HTML
 * alone, where the browser knows commands and the dialog is in the page (it may
 * come further down the HTML, still on its way); elsewhere it is held like any other.
 */
const worksWithoutCode = (control: HTMLElement) =>
  control.hasAttribute('commandfor') &&
  browserRunsCommands() &&
  (control as HTMLButtonElement & { commandForElement: Element | null }).commandForElement !== null;

function holdClick(event: MouseEvent) {
  const target = elementOf(event.target);
  const control = target?.closest<HTMLElement>(ACTIVATABLE);
  if (!control?.closest(PENDING) || worksWithoutCode(control)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  // A visitor tapping again because nothing seemed to happen means the same thing once.
  if (held.some((click) => click.control === control)) return;
  held.push({ control, context: contextOf(control), busyBefore: control.getAttribute('aria-busy') });
  control.setAttribute('aria-busy', 'true');
}

/** A form submitted by Enter in a field (no click on a button) while its part was not live. */
function holdSubmit(event: SubmitEvent) {
  const form = elementOf(event.target);
  if (!(form instanceof HTMLFormElement) || !form.closest(PENDING)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const control = (event.submitter as HTMLElement | null) ?? form.querySelector<HTMLElement>('[type="submit"], button:not([type])');
  if (!control || held.some((click) => click.control === control)) return;
  held.push({ control, context: contextOf(control), busyBefore: control.getAttribute('aria-busy') });
  control.setAttribute('aria-busy', 'true');
}

function noteChange(event: Event) {
  const field = elementOf(event.target);
  const isField =
    field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;
  if (isField && field.closest(PENDING)) changedFields.set(field, field.value);
}

/**
 * Tells React what the visitor left in `field`. React compares a text field's
 * value with the last value it saw (kept by its setter on the element) and
 * ignores an input event that changes nothing; so its setter is given
 * another value first, the element's own (prototype) setter puts the
 * visitor's text in, and the input event then reports a real change. Selects
 * report on `change`.
 */
function reportToReact(field: Field, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const ownSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = `${value} `;
  ownSetter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Hands over what is held for every part that is live now. */
function release() {
  const live = [...changedFields].filter(([field]) => !field.isConnected || !field.closest(PENDING));
  // Check boxes and radios report through their clicks, which are held and made again.
  for (const [field, value] of live) {
    changedFields.delete(field);
    if (field.isConnected && !(field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type))) {
      reportToReact(field, value);
    }
  }
  for (const click of [...held]) {
    const { control } = click;
    if (control.isConnected && control.closest(PENDING)) continue;
    held.splice(held.indexOf(click), 1);
    if (click.busyBefore === null) control.removeAttribute('aria-busy');
    else control.setAttribute('aria-busy', click.busyBefore);
    if (control.isConnected && contextOf(control) === click.context) control.click();
  }
}

/**
 * The presses before a click, in a part nested in the page (a form whose code
 * is a chunk of its own, a card or the footer hydrated when seen): React never
 * hears of them while the part waits. Told of one, React tries to hydrate that
 * part at once; if its code is still on its way, the next update that reaches
 * the part makes React throw its HTML away for the fallback, and with it what
 * the visitor typed and the control whose click is held (seen on Request
 * Quote, a tap while Formik was still loading). The click itself is held and
 * made again once the part is live. The header and main keep React's selective
 * hydration: their code is the page's own, asked for at once.
 */
function keepPressFromReact(event: Event) {
  const part = elementOf(event.target)?.closest(PENDING);
  if (part && part.tagName !== 'HEADER' && part.tagName !== 'MAIN') event.stopImmediatePropagation();
}

for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend']) {
  // Passive: the browser's own response (focus, scrolling, the :active look) goes on as usual.
  document.addEventListener(type, keepPressFromReact, { capture: true, passive: true });
}
document.addEventListener('click', holdClick, true);
document.addEventListener('submit', holdSubmit, true);
document.addEventListener('input', noteChange, true);
document.addEventListener('change', noteChange, true);
document.addEventListener('keydown', keepTabInOpenDialog);
// A part goes live when its mark is removed; the check runs once React has finished that commit.
new MutationObserver(() => {
  if (held.length > 0 || changedFields.size > 0) release();
}).observe(document, { subtree: true, attributes: true, attributeFilter: [AWAITING_CODE] });

// A shared link with its own query: what follows the query is prerendered for no query, so it stays hidden until live.
if (location.search.length > 1) document.documentElement.setAttribute(FOLLOWS_QUERY_MARK, '');
