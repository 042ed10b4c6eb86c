import { useField, useFormikContext } from 'formik';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import * as styles from './Field.module.scss';

interface BaseProps {
  name: string;
  label: string;
  /** Shows a visible * and marks the control required for assistive technology. */
  required?: boolean;
  hint?: ReactNode;
  /** Start of the control's id (`<idPrefix>-<name>`), for a form that needs its own. */
  idPrefix?: string;
}

type InputProps = BaseProps & { as?: 'input' } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'required'>;
type TextareaProps = BaseProps & { as: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'required'>;
type SelectProps = BaseProps & { as: 'select'; children: ReactNode } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'name' | 'required'
  >;

export type FieldProps = InputProps | TextareaProps | SelectProps;

/**
 * A labelled Formik field. Errors show once a submit was tried, and then
 * follow the values as they change; they are tied to the control with
 * aria-invalid and aria-describedby. `aria-required` rather than `required`,
 * so the browser's own validation never pre-empts the shop's messages.
 */
export function Field(props: FieldProps) {
  const { name, label, required, hint, idPrefix = 'field', ...rest } = props;
  const [field, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showError = submitCount > 0 && Boolean(meta.error);
  const describedBy = [hint ? hintId : null, showError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    ...field,
    'aria-invalid': showError || undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    className: styles.control,
  };
  let control: ReactNode;
  if (rest.as === 'textarea') {
    const { as: _as, ...textareaProps } = rest;
    control = <textarea {...textareaProps} {...common} />;
  } else if (rest.as === 'select') {
    const { as: _as, children, ...selectProps } = rest;
    control = (
      <select {...selectProps} {...common}>
        {children}
      </select>
    );
  } else {
    const { as: _as, ...inputProps } = rest;
    control = <input type="text" {...inputProps} {...common} />;
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {control}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {showError ? (
        <span id={errorId} className={styles.error}>
          {meta.error}
        </span>
      ) : null}
    </div>
  );
}

/** A choice in a select: what is stored and what the visitor reads. */
export interface SelectOption {
  value: string;
  label: string;
}

/** The `<option>`s of a select Field, in the order given. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
