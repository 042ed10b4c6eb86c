import type { FilterOption } from './filters';
import * as styles from './Shop.module.scss';

interface FilterGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** One radio group of the filter panel, in a fieldset named by its legend. */
export function FilterGroup<T extends string>({ legend, name, options, value, onChange }: FilterGroupProps<T>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
