/**
 * The add-to-cart dialog before the shop's code is live: inlined into every
 * page with the early event contract (contract.ts). The dialog is a native
 * modal `<dialog>` in the prerendered page, opened by the browser from Add to
 * Cart's invoker command (`commandfor`, `command="show-modal"`); this fills it
 * with the stone the opener names, keeps quantity, size and Total working, and
 * holds Add to Cart (busy) as a wish written on the dialog, which the dialog's
 * code applies once through the cart's own action when the store is live
 * (src/features/cart/AddToCartDialog.tsx, which takes the dialog over as it is
 * and marks it live). Where the browser runs no commands, nothing opens early
 * and the contract holds the tap instead.
 *
 * Its listeners are on `window`, in capture, so they hear the dialog's events
 * before the contract (on `document`) would hold them, and keep them from it.
 */
import { CART_ITEM, DIALOG_LIVE, FILL, FILLED, HELD_ADDS, QUANTITY_FIELD, STEP, type HeldCartAdd } from '../../shared/addToCartDialogMarks';
import { formatRupees } from '../../shared/money';
import { MAX_QUANTITY, normaliseQuantity } from '../../shared/quantity';
import { roundMoney } from '../../shared/roundMoney';

interface Stone {
  name: string;
  pricing: { small: number; big: number };
  unit: string;
}

/** The add-to-cart dialog around `target` while its code is not live, else null. */
function earlyDialog(target: EventTarget | null): HTMLDialogElement | null {
  const dialog = target instanceof Element ? target.closest('dialog') : null;
  return dialog?.hasAttribute(CART_ITEM) && !dialog.hasAttribute(DIALOG_LIVE) ? dialog : null;
}

const partsOf = (dialog: HTMLDialogElement) => ({
  stone: JSON.parse(dialog.getAttribute(CART_ITEM) ?? '') as Stone,
  form: dialog.querySelector('form') as HTMLFormElement,
  field: dialog.querySelector(`input[name="${QUANTITY_FIELD}"]`) as HTMLInputElement,
  size: (dialog.querySelector('input[type="radio"]:checked') as HTMLInputElement | null)?.value === 'big' ? ('big' as const) : ('small' as const),
  steps: dialog.querySelectorAll<HTMLButtonElement>(`[${STEP}]`),
});

const write = (dialog: HTMLDialogElement, which: string, text: string) => {
  for (const element of dialog.querySelectorAll(`[${FILL}="${which}"]`)) element.textContent = text;
};

/** Total and the steppers' limits, from what the dialog shows now. */
function update(dialog: HTMLDialogElement) {
  const { stone, field, size, steps } = partsOf(dialog);
  const quantity = normaliseQuantity(field.value);
  write(dialog, FILLED.total, formatRupees(roundMoney(stone.pricing[size] * quantity)));
  for (const step of steps) step.disabled = step.getAttribute(STEP) === '1' ? quantity >= MAX_QUANTITY : quantity <= 1;
}

/** Before the browser opens the dialog: the stone its opener names, at quantity 1 and the small size. */
function fill(event: Event) {
  const source = (event as Event & { source?: Element | null }).source;
  const dialog = earlyDialog(event.target);
  const item = source?.getAttribute(CART_ITEM);
  if (!dialog || !item) return;
  dialog.setAttribute(CART_ITEM, item);
  const { stone, field, steps } = partsOf(dialog);
  // Set, not reset: a reset event would reach React, which may then take the dialog over half-filled.
  field.value = '1';
  for (const radio of dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')) radio.checked = radio.value === 'small';
  write(dialog, FILLED.name, stone.name);
  write(dialog, FILLED.small, `${formatRupees(stone.pricing.small)} ${stone.unit}`);
  write(dialog, FILLED.big, `${formatRupees(stone.pricing.big)} ${stone.unit}`);
  // The steppers' names say which stone they change, as the code's do.
  for (const step of steps) step.setAttribute('aria-label', step.getAttribute('aria-label')!.replace(/( of .*)?$/, ` of ${stone.name}`));
  update(dialog);
}

/** Keeps the dialog's own events from the contract and from React, which has not taken it yet. */
function own(event: Event) {
  const dialog = earlyDialog(event.target);
  if (!dialog) return null;
  event.stopImmediatePropagation();
  return dialog;
}

function click(event: Event) {
  const dialog = own(event);
  const step = dialog && (event.target as Element).closest<HTMLButtonElement>(`[${STEP}]`);
  if (!dialog || !step) return;
  const { field } = partsOf(dialog);
  field.value = String(Math.min(MAX_QUANTITY, Math.max(1, normaliseQuantity(field.value) + Number(step.getAttribute(STEP)))));
  update(dialog);
}

/** Add to Cart (or Enter in the quantity box): held, busy, until the code applies it. */
function hold(event: Event) {
  const dialog = own(event);
  if (!dialog) return;
  event.preventDefault();
  const { form, field, size } = partsOf(dialog);
  const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
  // A second press while the first waits is the same wish.
  if (button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  const held = JSON.parse(dialog.getAttribute(HELD_ADDS) ?? '[]') as HeldCartAdd[];
  held.push({ item: dialog.getAttribute(CART_ITEM) ?? '', quantity: field.value, size });
  dialog.setAttribute(HELD_ADDS, JSON.stringify(held));
}

window.addEventListener('command', fill, true);
window.addEventListener('click', click, true);
window.addEventListener('submit', hold, true);
for (const type of ['input', 'change']) {
  window.addEventListener(type, (event) => own(event) && update(earlyDialog(event.target)!), true);
}
