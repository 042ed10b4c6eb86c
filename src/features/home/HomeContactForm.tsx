import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { site } from '../../shared/site';
import * as buttons from '../../shared/ui/buttons.module.scss';
import {
  composeHomeEnquiry,
  EMPTY_HOME_ENQUIRY,
  mailOpenedMessage,
  mailtoHref,
  openEmailProgram,
  PRODUCT_INTEREST_OPTIONS,
  validateHomeEnquiry,
  type FormErrors,
  type HomeEnquiry,
} from '../content';
// Same look as the shared Formik field; this form is plain React to keep Formik off the home page.
import * as fieldStyles from '../../shared/ui/Field.module.scss';
import * as styles from './HomeContact.module.scss';

type FieldName = keyof HomeEnquiry;

const FIELD_ORDER: readonly FieldName[] = ['name', 'email', 'phone', 'productInterest', 'message'];

const idFor = (name: FieldName) => `home-contact-${name}`;

interface FieldProps {
  name: FieldName;
  label: string;
  required?: boolean;
  error: string | undefined;
  /** Renders the control, given the attributes that tie it to its label and error. */
  children: (control: {
    id: string;
    name: FieldName;
    'aria-invalid': true | undefined;
    'aria-required': true | undefined;
    'aria-describedby': string | undefined;
    className: string | undefined;
  }) => ReactNode;
}

function FormField({ name, label, required = false, error, children }: FieldProps) {
  const id = idFor(name);
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required ? (
          <span className={fieldStyles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
        'aria-describedby': error ? errorId : undefined,
        className: fieldStyles.control,
      })}
      {error ? (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The home page enquiry form: a plain controlled form (no form library on the
 * home page, to keep its first download small). Checked on submit; then the
 * visitor's e-mail program opens with the message, and the form keeps its values.
 */
export function HomeContactForm() {
  const [values, setValues] = useState<HomeEnquiry>(EMPTY_HOME_ENQUIRY);
  const [errors, setErrors] = useState<FormErrors<HomeEnquiry>>({});
  const [triedSubmit, setTriedSubmit] = useState(false);
  const [status, setStatus] = useState('');

  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    // After a failed submit, messages clear as soon as the field is put right.
    if (triedSubmit) setErrors(validateHomeEnquiry(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateHomeEnquiry(values);
    const firstInvalid = FIELD_ORDER.find((name) => found[name]);
    // Render the messages first, so the focused field is already described by its error.
    flushSync(() => {
      setTriedSubmit(true);
      setErrors(found);
      setStatus('');
    });
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`#${idFor(firstInvalid)}`)?.focus();
      return;
    }
    openEmailProgram(mailtoHref(site.email, composeHomeEnquiry(values)));
    setStatus(mailOpenedMessage(site.email));
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="home-contact-form-title">
      <h3 id="home-contact-form-title" className={styles.formTitle}>
        Send an Enquiry
      </h3>
      <div className={styles.row}>
        <FormField name="name" label="Your Name" required error={errors.name}>
          {(control) => <input {...control} type="text" autoComplete="name" value={values.name} onChange={change} />}
        </FormField>
        <FormField name="email" label="Email Address" required error={errors.email}>
          {(control) => <input {...control} type="email" autoComplete="email" value={values.email} onChange={change} />}
        </FormField>
      </div>
      <div className={styles.row}>
        <FormField name="phone" label="Phone Number" error={errors.phone}>
          {(control) => <input {...control} type="tel" autoComplete="tel" value={values.phone} onChange={change} />}
        </FormField>
        <FormField name="productInterest" label="Product Interest" error={errors.productInterest}>
          {(control) => (
            <select {...control} value={values.productInterest} onChange={change}>
              <option value="">Choose a product</option>
              {PRODUCT_INTEREST_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField name="message" label="Message" required error={errors.message}>
        {(control) => <textarea {...control} rows={5} value={values.message} onChange={change} />}
      </FormField>
      <div>
        <button type="submit" className={buttons.primary}>
          Send Message
        </button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </form>
  );
}
