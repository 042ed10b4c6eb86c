import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { Size } from '../../shared/entities';
import { formatRupees } from '../../shared/money';
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
  /** Called after the line went into the cart (the dialog closes itself through onClose). */
  onAdded?: (addition: ReturnType<typeof toCartAddition>) => void;
}

/**
 * Quantity and size for one stone, the line total for that choice, and Add
 * to Cart. Rendered only while open, so every opening starts again at
 * quantity 1 and the small size; closing returns focus to the opener. A
 * typed quantity the field caps or refuses is never added unseen: when the
 * press on Add to Cart is what made the field take it, that press shows the
 * field's note and the new total, and the next one adds.
 */
export function AddToCartDialog({ item, onClose, onAdded }: AddToCartDialogProps) {
  const dispatch = useAppDispatch();
  const [quantity, setQuantity] = useState(1);
  const [size, setSize] = useState<Size>('small');
  const sizeName = `${useId()}-size`;
  /** The field changed a typed entry since the visitor last pressed anything. */
  const changeUnseen = useRef(false);
  const pressed = () => {
    changeUnseen.current = false;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changeUnseen.current) {
      changeUnseen.current = false;
      return;
    }
    const addition = toCartAddition(item, quantity, size);
    dispatch(itemAdded(addition));
    onAdded?.(addition);
    onClose();
  };

  return (
    <Dialog title={item.name} onClose={onClose}>
      {/* A press starts before the field takes its entry (on leaving it), so it is heard in capture. */}
      <form className={styles.form} onSubmit={submit} onPointerDownCapture={pressed} onKeyDownCapture={pressed}>
        <QuantityStepper
          label="Quantity"
          value={quantity}
          onChange={setQuantity}
          itemName={item.name}
          onEntryChanged={() => {
            changeUnseen.current = true;
          }}
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
          <strong data-testid="line-total">{formatRupees(lineTotal(item.pricing, size, quantity))}</strong>
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
