import { useId, useState } from 'react';
import { MAX_QUANTITY } from '../quantity';
import { readTypedQuantity, type QuantityChange } from '../typedQuantity';
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
  /** Called when a typed entry was not taken as typed (capped or refused), once the note saying so shows. */
  onEntryChanged?: () => void;
}

/** A typed entry that is a number below 1 (0, -1, 0.5), as opposed to one that is no number at all. */
const isBelowOne = (raw: string) => {
  const parsed = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(parsed) && parsed < 1;
};

/** What the field says when it changed a typed entry: the cart's lines and the add-to-cart dialog alike. */
const CHANGE_NOTES: Record<QuantityChange, (quantity: number) => string> = {
  capped: () => 'At most 9,999 at a time: for more, please request a quote.',
  refused: (quantity) => `Whole numbers of 1 or more only: the quantity is now ${quantity}.`,
};

/**
 * Minus, a number box and plus. Minus stops at 1, plus at MAX_QUANTITY. A
 * typed entry is taken when the visitor presses Enter or leaves the box: one
 * above the cap becomes the cap, one that is not a whole number of 1 or more
 * becomes 1 (or its whole part), each with a note saying so; 0 or less
 * removes the item instead when `onRemove` is given.
 */
export function QuantityStepper({ value, onChange, label, itemName, onRemove, onEntryChanged }: QuantityStepperProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const [draft, setDraft] = useState(String(value));
  /** The note on the last typed entry, until the quantity changes otherwise. */
  const [note, setNote] = useState('');
  // When the value changes from outside (the +/- buttons, the store), show it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
    setNote('');
  }
  const suffix = itemName ? ` of ${itemName}` : '';
  const commit = (raw: string) => {
    if (onRemove && isBelowOne(raw)) {
      onRemove();
      return;
    }
    const { quantity, change } = readTypedQuantity(raw);
    setNote(change ? CHANGE_NOTES[change](quantity) : '');
    setDraft(String(quantity));
    // Its own change: the note stays.
    setShown(quantity);
    if (quantity !== value) onChange(quantity);
    if (change) onEntryChanged?.();
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
          aria-describedby={note ? noteId : undefined}
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
        {note}
      </p>
    </div>
  );
}
