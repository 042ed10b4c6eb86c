import { useId, useState, type FormEvent } from 'react';
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
 * quantity 1 and the small size; closing returns focus to the opener.
 */
export function AddToCartDialog({ item, onClose, onAdded }: AddToCartDialogProps) {
  const dispatch = useAppDispatch();
  const [quantity, setQuantity] = useState(1);
  const [size, setSize] = useState<Size>('small');
  const sizeName = `${useId()}-size`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const addition = toCartAddition(item, quantity, size);
    dispatch(itemAdded(addition));
    onAdded?.(addition);
    onClose();
  };

  return (
    <Dialog title={item.name} onClose={onClose}>
      <form className={styles.form} onSubmit={submit}>
        <QuantityStepper label="Quantity" value={quantity} onChange={setQuantity} itemName={item.name} />
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
