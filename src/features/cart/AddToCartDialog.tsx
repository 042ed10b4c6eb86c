import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { Size } from '../../shared/entities';
import { formatRupees } from '../../shared/money';
import { quantityChangeNote, readTypedQuantity } from '../../shared/typedQuantity';
import { Dialog } from '../../shared/ui/Dialog';
import { QuantityStepper } from '../../shared/ui/QuantityStepper';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { toCartAddition, type CartItemSource } from './cartAdditions';
import { lineTotal } from './cartRules';
import { itemAdded } from './cartSlice';
import * as styles from './AddToCartDialog.module.scss';

const SIZES: ReadonlyArray<{ value: Size; label: string }> = [
  { value: 'small', label: 'Small' },
  { value: 'big', label: 'Big' },
];

interface AddToCartDialogProps {
  item: CartItemSource;
  onClose: () => void;
  /**
   * Called after the line went into the cart (the dialog closes itself
   * through onClose), with the quantity field's note when it did not take
   * the typed entry as typed ('' otherwise).
   */
  onAdded?: (addition: ReturnType<typeof toCartAddition>, note: string) => void;
}

/** The quantity box's name in the dialog's form. */
const QUANTITY_FIELD = 'quantity';

/**
 * Quantity and size for one stone, the line total for that choice, and Add
 * to Cart. Rendered only while open, so every opening starts again at
 * quantity 1 and the small size; closing returns focus to the opener. The
 * Total follows the quantity box as it is typed. Add to Cart (or Enter in
 * the box) adds what the box reads: an entry the field caps or refuses is
 * added as the field takes it (text that is no number as 1), and the
 * confirmation carries the field's note, so nothing is changed unseen.
 */
export function AddToCartDialog({ item, onClose, onAdded }: AddToCartDialogProps) {
  const dispatch = useAppDispatch();
  const [quantity, setQuantity] = useState(1);
  /** The quantity the box reads while it is typed into, before the box takes it. */
  const [typedQuantity, setTypedQuantity] = useState(1);
  const [size, setSize] = useState<Size>('small');
  const sizeName = `${useId()}-size`;
  /** The box's note on the entry it last took, until the quantity changes otherwise. */
  const takenNote = useRef('');

  const changeQuantity = (next: number) => {
    setQuantity(next);
    setTypedQuantity(next);
    takenNote.current = '';
  };
  const typing = (next: number) => {
    setTypedQuantity(next);
    takenNote.current = '';
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The box's text as it is now: Enter comes before the box has shown what it took.
    const field = event.currentTarget.elements.namedItem(QUANTITY_FIELD) as HTMLInputElement;
    const typed = readTypedQuantity(field.value);
    const addition = toCartAddition(item, typed.quantity, size);
    dispatch(itemAdded(addition));
    // A press on Add to Cart makes the box take its entry first (on leaving it): its note is the one.
    onAdded?.(addition, quantityChangeNote(typed) || takenNote.current);
    onClose();
  };

  return (
    <Dialog title={item.name} onClose={onClose}>
      <form className={styles.form} onSubmit={submit}>
        <QuantityStepper
          label="Quantity"
          name={QUANTITY_FIELD}
          value={quantity}
          onChange={changeQuantity}
          onTyped={typing}
          onEntryTaken={(note) => {
            takenNote.current = note;
          }}
          itemName={item.name}
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
                onChange={() => setSize(option.value)}
              />
              <span className={styles.sizeName}>{option.label}</span>
              <span className={styles.sizePrice}>
                {formatRupees(item.pricing[option.value])} {item.unit}
              </span>
            </label>
          ))}
        </fieldset>
        {/* Announced as the choice changes, so the total is known before adding. */}
        <p className={styles.total} aria-live="polite">
          <span>Total</span>{' '}
          <strong data-testid="line-total">{formatRupees(lineTotal(item.pricing, size, typedQuantity))}</strong>
        </p>
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttons.primary}>
            Add to Cart
          </button>
        </div>
      </form>
    </Dialog>
  );
}
