import { useId, useState } from 'react';
import { STEP } from '../addToCartDialogMarks';
import { MAX_QUANTITY, normaliseQuantity } from '../quantity';
import { quantityChangeNote, readTypedQuantity } from '../typedQuantity';
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
  /** Called at each keystroke with the quantity the box's text stands for, before it is taken. */
  onTyped?: (quantity: number) => void;
  /** Called when the box has taken a typed entry, after onChange, with its note ('' when taken as typed). */
  onEntryTaken?: (note: string) => void;
  /** The box's name in its form (the add-to-cart dialog reads it when submitted). */
  name?: string;
  /** Enter takes the entry and submits the box's form too, as Enter in a form's field does. */
  enterSubmits?: boolean;
}

/** A typed entry that is a number below 1 (0, -1, 0.5), as opposed to one that is no number at all. */
const isBelowOne = (raw: string) => {
  const parsed = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(parsed) && parsed < 1;
};

/**
 * Minus, a number box and plus. Minus stops at 1, plus at MAX_QUANTITY. A
 * typed entry is taken when the visitor presses Enter or leaves the box: one
 * above the cap becomes the cap, one that is not a whole number of 1 or more
 * becomes 1 (or its whole part), each with a note saying so; 0 or less
 * removes the item instead when `onRemove` is given.
 */
export function QuantityStepper({ value, onChange, label, itemName, onRemove, onTyped, onEntryTaken, name, enterSubmits }: QuantityStepperProps) {
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
    const typed = readTypedQuantity(raw);
    const { quantity } = typed;
    const taken = quantityChangeNote(typed);
    setNote(taken);
    setDraft(String(quantity));
    // Its own change: the note stays.
    setShown(quantity);
    if (quantity !== value) onChange(quantity);
    onEntryTaken?.(taken);
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
          {...{ [STEP]: -1 }}
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
          name={name}
          value={draft}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            onTyped?.(normaliseQuantity(event.target.value));
          }}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            commit(event.currentTarget.value);
            if (enterSubmits) event.currentTarget.form?.requestSubmit();
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={`Increase quantity${suffix}`}
          {...{ [STEP]: 1 }}
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
