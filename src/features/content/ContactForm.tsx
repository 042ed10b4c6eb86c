import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { site } from '../../shared/site';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { Field } from '../../shared/ui/Field';
import {
  composeContactMessage,
  EMPTY_CONTACT_MESSAGE,
  mailOpenedMessage,
  mailtoHref,
  PROJECT_TYPE_OPTIONS,
  validateContactMessage,
  type ContactMessage,
} from './contactMail';
import { openEmailProgram } from './openEmailProgram';
import * as styles from './ContactForm.module.scss';
import { focusedTree } from '../../shared/ui/focusedTree';

const FIELD_ORDER: ReadonlyArray<keyof ContactMessage> = ['firstName', 'lastName', 'email', 'phone', 'projectType', 'message'];

/** After a submit that failed the checks, puts the cursor in the first field to fix. */
function FocusFirstInvalidField() {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<ContactMessage>();
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValidating || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) focusedTree().getElementById(`field-${first}`)?.focus();
  }, [submitCount, isSubmitting, isValidating, errors]);
  return null;
}

/**
 * The /contact-us message form. Nothing is sent from the page: once the checks
 * pass, the visitor's e-mail program opens with the message composed, and the
 * form keeps what was typed.
 */
export function ContactForm() {
  const [status, setStatus] = useState('');
  const submit = async (values: ContactMessage) => {
    openEmailProgram(mailtoHref(site.email, composeContactMessage(values)));
    setStatus(mailOpenedMessage(site.email));
  };
  return (
    <Formik initialValues={EMPTY_CONTACT_MESSAGE} validate={validateContactMessage} onSubmit={submit}>
      <Form noValidate aria-labelledby="contact-form-title" className={styles.form}>
        <FocusFirstInvalidField />
        <h2 id="contact-form-title" className={styles.title}>
          Send Us a Message
        </h2>
        <p className={styles.hint}>
          Fields marked <span aria-hidden="true">*</span>
          <span className={styles.srOnly}>with an asterisk</span> are required.
        </p>
        <div className={styles.row}>
          <Field name="firstName" label="First Name" required autoComplete="given-name" />
          <Field name="lastName" label="Last Name" required autoComplete="family-name" />
        </div>
        <div className={styles.row}>
          <Field name="email" label="Email Address" type="email" required autoComplete="email" />
          <Field name="phone" label="Phone Number" type="tel" autoComplete="tel" />
        </div>
        <Field name="projectType" label="Project Type" as="select">
          <option value="">Choose a project type</option>
          {PROJECT_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Field>
        <Field
          name="message"
          label="Message"
          as="textarea"
          required
          rows={6}
          hint="Stone, finish, sizes, quantity and where the site is: the more we know, the better our answer."
        />
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary}>
            Send Message
          </button>
        </div>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </Form>
    </Formik>
  );
}
