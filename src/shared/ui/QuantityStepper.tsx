import { useId, useState } from 'react';
import { MAX_QUANTITY, normaliseQuantity } from '../quantity';
import * as styles from './QuantityStepper.module.scss';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Visible label, e.g. 'Quantity'; the buttons say what they change. */
  label: string;
  /** Extra context for the buttons' names, e.g. the product name. */
  itemName?: string;
  /** When given, a typed quantity of 0 or less calls it (the cart removes the line) instead of becoming 1. */
  onRemove?: () => void;
}

/** A typed entry that is a number below 1 (0, -1, 0.5), as opposed to one that is no number at all. */
const isBelowOne = (raw: string) => {
  const parsed = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(parsed) && parsed < 1;
};

const MAX_QUANTITY_MESSAGE = 'At most 9,999 at a time: for more, please request a quote.';

/** A typed entry that is a number above the cap. */
const isAboveMax = (raw: string) => Number.parseInt(raw.trim(), 10) > MAX_QUANTITY;

/**
 * Minus, a number box and plus. Minus stops at 1, plus at MAX_QUANTITY. A
 * typed entry is taken when the visitor presses Enter or leaves the box: one
 * that is not a number becomes 1, one above the cap becomes the cap with a
 * message saying so, and 0 or less removes the item when `onRemove` is given.
 */
export function QuantityStepper({ value, onChange, label, itemName, onRemove }: QuantityStepperProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const [draft, setDraft] = useState(String(value));
  const [capped, setCapped] = useState(false);
  // When the value changes from outside (the +/- buttons, the store), show it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const suffix = itemName ? ` of ${itemName}` : '';
  const commit = (raw: string) => {
    if (onRemove && isBelowOne(raw)) {
      onRemove();
      return;
    }
    const quantity = normaliseQuantity(raw);
    setCapped(isAboveMax(raw));
    setDraft(String(quantity));
    if (quantity !== value) onChange(quantity);
  };
  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={`Decrease quantity${suffix}`}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="numeric"
          value={draft}
          aria-describedby={capped ? noteId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(event.currentTarget.value);
            }
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={`Increase quantity${suffix}`}
          disabled={value >= MAX_QUANTITY}
          onClick={() => onChange(Math.min(MAX_QUANTITY, value + 1))}
        >
          +
        </button>
      </div>
      <p id={noteId} className={styles.note} role="status">
        {capped ? MAX_QUANTITY_MESSAGE : ''}
      </p>
    </div>
  );
}
