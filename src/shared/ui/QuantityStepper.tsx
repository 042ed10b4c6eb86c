import { useId, useState } from 'react';
import { normaliseQuantity } from '../quantity';
import * as styles from './QuantityStepper.module.scss';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Visible label, e.g. 'Quantity'; the buttons say what they change. */
  label: string;
  /** Extra context for the buttons' names, e.g. the product name. */
  itemName?: string;
}

/**
 * Minus, a number box and plus. Never goes below 1; a typed entry that is
 * empty or not a number becomes 1 when the box loses focus.
 */
export function QuantityStepper({ value, onChange, label, itemName }: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  // When the value changes from outside (the +/- buttons, the store), show it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const suffix = itemName ? ` of ${itemName}` : '';
  const commit = (raw: string) => {
    const quantity = normaliseQuantity(raw);
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
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
