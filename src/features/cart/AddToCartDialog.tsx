import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useAppDispatch } from '../../app/hooks';
import { ADD_TO_CART_DIALOG_ID, CART_ITEM, DIALOG_LIVE, FILL, FILLED, HELD_ADDS, QUANTITY_FIELD, type HeldCartAdd } from '../../shared/addToCartDialogMarks';
import type { Size } from '../../shared/entities';
import { browserRunsCommands } from '../../shared/invokerCommands';
import { formatRupees } from '../../shared/money';
import { normaliseQuantity } from '../../shared/quantity';
import { quantityChangeNote, readTypedQuantity } from '../../shared/typedQuantity';
import { useHydrated } from '../../shared/useHydrated';
import { QuantityStepper } from '../../shared/ui/QuantityStepper';
import { useModalDialog } from '../../shared/ui/useModalDialog';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as dialogStyles from '../../shared/ui/Dialog.module.scss';
import { AddedToCartStatus } from './AddedToCartStatus';
import { addedToCartMessage, toCartAddition, type CartItemSource } from './cartAdditions';
import { lineTotal } from './cartRules';
import { itemAdded } from './cartSlice';
import * as styles from './AddToCartDialog.module.scss';

const SIZES: ReadonlyArray<{ value: Size; label: string }> = [
  { value: 'small', label: 'Small' },
  { value: 'big', label: 'Big' },
];

/** What the dialog shows: the stone, the quantity and size chosen, and which opening this is. */
interface Choice {
  item: CartItemSource | null;
  quantity: number;
  size: Size;
  /** A new opening (or a reset after adding) starts the form afresh: quantity 1, small, no note. */
  round: number;
}

const readItem = (json: string | null): CartItemSource | null => (json ? (JSON.parse(json) as CartItemSource) : null);

/**
 * What the early layer (src/app/earlyEvents/earlyAddToCart.ts) left in the
 * prerendered dialog: the stone shown, the quantity box's text, the size, and
 * the additions pressed meanwhile (taken off the dialog, so they are applied
 * once).
 */
function takeOver(dialog: HTMLDialogElement) {
  const field = dialog.querySelector<HTMLInputElement>(`input[name="${QUANTITY_FIELD}"]`);
  const size: Size = dialog.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value === 'big' ? 'big' : 'small';
  const held = JSON.parse(dialog.getAttribute(HELD_ADDS) ?? '[]') as HeldCartAdd[];
  dialog.removeAttribute(HELD_ADDS);
  dialog.setAttribute(DIALOG_LIVE, '');
  return { item: readItem(dialog.getAttribute(CART_ITEM)), quantity: normaliseQuantity(field?.value), size, held };
}

/** The props of a button that opens the page's add-to-cart dialog for `item`; `open` is useAddToCart's. */
export function addToCartOpener(item: CartItemSource, open: (item: CartItemSource) => void) {
  return {
    'aria-haspopup': 'dialog',
    commandfor: ADD_TO_CART_DIALOG_ID,
    command: 'show-modal',
    [CART_ITEM]: JSON.stringify(item),
    // Where the browser runs the command, the dialog hears it (see AddToCartDialog) and knows the opener.
    onClick: () => {
      if (!browserRunsCommands()) open(item);
    },
  } as const;
}

interface AddToCartDialogProps {
  /** Set to the dialog's `open(item)`, for useAddToCart. */
  openRef: RefObject<((item: CartItemSource) => void) | null>;
}

/**
 * Quantity and size for one stone, the line total for that choice, and Add
 * to Cart, in the page's one native modal `<dialog>`, with the polite status
 * that confirms each addition. The openers carry invoker commands
 * (addToCartOpener), so the browser opens the dialog from the HTML alone: in
 * a prerendered page before this code is live, the early layer fills it and
 * holds Add to Cart, and this takes the dialog over as it finds it
 * (takeOver) and applies the held additions once the store is live. Where
 * the browser runs no commands the contract holds the tap and this opens it.
 *
 * Every opening starts at quantity 1 and the small size. The Total follows
 * the quantity box as it is typed. Add to Cart (or Enter in the box) adds
 * what the box reads: an entry the field caps or refuses is added as the
 * field takes it (text that is no number as 1), and the confirmation carries
 * the field's note, so nothing is changed unseen.
 */
export const AddToCartDialog = memo(function AddToCartDialog({ openRef }: AddToCartDialogProps) {
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const modal = useModalDialog();
  const [choice, setChoice] = useState<Choice>({ item: null, quantity: 1, size: 'small', round: 0 });
  /** The quantity the box reads while it is typed into, before the box takes it. */
  const [typedQuantity, setTypedQuantity] = useState(1);
  const [message, setMessage] = useState<string | null>(null);
  /** The box's note on the entry it last took, until the quantity changes otherwise. */
  const takenNote = useRef('');
  /** Additions pressed before the code was live, until the store is live. */
  const held = useRef<HeldCartAdd[]>([]);
  const titleId = useId();
  const sizeName = `${useId()}-size`;
  const { item, size } = choice;

  const startAfresh = (next: Partial<Choice>) => {
    setChoice((current) => ({ ...current, quantity: 1, size: 'small', round: current.round + 1, ...next }));
    setTypedQuantity(1);
    takenNote.current = '';
  };

  const { onOpenerClick } = modal;
  const open = useCallback(
    (next: CartItemSource) => {
      startAfresh({ item: next });
      onOpenerClick();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useLayoutEffect(() => {
    openRef.current = open;
  }, [openRef, open]);

  // The dialog as the early layer left it, then every later opening by command.
  useLayoutEffect(() => {
    const dialog = modal.dialogProps.ref.current as HTMLDialogElement;
    const early = takeOver(dialog);
    held.current = early.held;
    if (early.item) {
      setChoice((current) => ({ ...current, item: early.item, quantity: early.quantity, size: early.size }));
      setTypedQuantity(early.quantity);
    }
    const onCommand = (event: Event) => {
      const { command, source } = event as Event & { command?: string; source?: Element | null };
      const next = readItem(source?.getAttribute(CART_ITEM) ?? null);
      // At once, before the browser shows the dialog.
      if (command === 'show-modal' && next) flushSync(() => open(next));
    };
    dialog.addEventListener('command', onCommand);
    return () => dialog.removeEventListener('command', onCommand);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const add = (stone: CartItemSource, typedText: string, chosenSize: Size, note = '') => {
    const typed = readTypedQuantity(typedText);
    const addition = toCartAddition(stone, typed.quantity, chosenSize);
    dispatch(itemAdded(addition));
    const said = quantityChangeNote(typed) || note;
    setMessage(said ? `${addedToCartMessage(addition)} ${said}` : addedToCartMessage(addition));
  };
  const closeAfterAdding = () => {
    modal.close();
    startAfresh({});
  };

  // The additions held before the code was live: applied once, when the store is live.
  useEffect(() => {
    if (!hydrated || held.current.length === 0) return;
    for (const wish of held.current.splice(0)) {
      const stone = readItem(wish.item);
      if (stone) add(stone, wish.quantity, wish.size);
    }
    closeAfterAdding();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!item) return;
    // The box's text as it is now: Enter comes before the box has shown what it took. A press on Add to
    // Cart makes the box take its entry first (on leaving it): its note is then the one.
    const field = event.currentTarget.elements.namedItem(QUANTITY_FIELD) as HTMLInputElement;
    add(item, field.value, size, takenNote.current);
    closeAfterAdding();
  };

  const changeQuantity = (quantity: number) => {
    setChoice((current) => ({ ...current, quantity }));
    setTypedQuantity(quantity);
    takenNote.current = '';
  };
  const typing = (quantity: number) => {
    setTypedQuantity(quantity);
    takenNote.current = '';
  };
  // The texts the early layer writes before this is live (suppressHydrationWarning): the same, from here.
  const fill = (which: string) => ({ [FILL]: which, suppressHydrationWarning: true });

  return (
    <>
      <dialog
        id={ADD_TO_CART_DIALOG_ID}
        className={styles.dialog}
        aria-labelledby={titleId}
        {...{ [CART_ITEM]: item ? JSON.stringify(item) : '' }}
        {...modal.dialogProps}
      >
        <div className={styles.body}>
          <div className={dialogStyles.header}>
            <h2 id={titleId} className={dialogStyles.title} {...fill(FILLED.name)}>
              {item?.name ?? ''}
            </h2>
            <button
              type="button"
              className={dialogStyles.close}
              aria-label="Close dialog"
              commandfor={ADD_TO_CART_DIALOG_ID}
              command="close"
              onClick={modal.onCloserClick}
            >
              ×
            </button>
          </div>
          <form key={choice.round} className={styles.form} onSubmit={submit}>
            <QuantityStepper
              label="Quantity"
              name={QUANTITY_FIELD}
              value={choice.quantity}
              onChange={changeQuantity}
              onTyped={typing}
              onEntryTaken={(note) => {
                takenNote.current = note;
              }}
              itemName={item?.name}
              enterSubmits
            />
            <fieldset className={styles.sizes}>
              <legend className={styles.legend}>Size</legend>
              {SIZES.map((option) => (
                <label key={option.value} className={styles.size}>
                  <input
                    type="radio"
                    name={sizeName}
                    value={option.value}
                    checked={size === option.value}
                    onChange={() => setChoice((current) => ({ ...current, size: option.value }))}
                  />
                  <span className={styles.sizeName}>{option.label}</span>
                  <span className={styles.sizePrice} {...fill(option.value)}>
                    {item ? `${formatRupees(item.pricing[option.value])} ${item.unit}` : ''}
                  </span>
                </label>
              ))}
            </fieldset>
            {/* Announced as the choice changes, so the total is known before adding. */}
            <p className={styles.total} aria-live="polite">
              <span>Total</span>{' '}
              <strong data-testid="line-total" {...fill(FILLED.total)}>
                {item ? formatRupees(lineTotal(item.pricing, size, typedQuantity)) : ''}
              </strong>
            </p>
            <div className={styles.actions}>
              <button
                type="button"
                className={buttons.secondary}
                commandfor={ADD_TO_CART_DIALOG_ID}
                command="close"
                onClick={modal.onCloserClick}
              >
                Cancel
              </button>
              <button type="submit" className={buttons.primary}>
                Add to Cart
              </button>
            </div>
          </form>
        </div>
      </dialog>
      <AddedToCartStatus message={message} onDismiss={() => setMessage(null)} />
    </>
  );
});
