import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { site } from '../../shared/site';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { Field, SelectOptions } from '../../shared/ui/Field';
import { FirstErrorOnSubmit } from '../../shared/ui/FirstErrorOnSubmit';
import { HoneypotField, honeypotOf } from '../../shared/ui/HoneypotField';
import { contactMessageFields, useEnquiryDelivery } from '../delivery';
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

/**
 * The /contact-us message form. Once the checks pass: with a delivery address
 * set, the message is saved, queued and the form emptied ("Message saved", then "Message sent" once the address has taken it);
 * without one nothing is sent from the page: the visitor's e-mail program
 * opens with the message composed, and the form keeps what was typed.
 */
export function ContactForm() {
  const [status, setStatus] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const delivery = useEnquiryDelivery();
  const submit = async (values: ContactMessage, { resetForm }: FormikHelpers<ContactMessage>) => {
    if (delivery.on) {
      if (await delivery.send(contactMessageFields(values), honeypotOf(formRef.current))) resetForm();
      return;
    }
    openEmailProgram(mailtoHref(site.email, composeContactMessage(values)));
    setStatus(mailOpenedMessage(site.email));
  };
  return (
    <Formik initialValues={EMPTY_CONTACT_MESSAGE} validate={validateContactMessage} onSubmit={submit}>
      <Form ref={formRef} noValidate aria-labelledby="contact-form-title" className={styles.form}>
        <FirstErrorOnSubmit formRef={formRef} />
        <HoneypotField />
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
          <SelectOptions options={PROJECT_TYPE_OPTIONS} />
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
        {delivery.on ? (
          <div className={styles.status}>{delivery.outcome}</div>
        ) : (
          <p role="status" className={styles.status}>
            {status}
          </p>
        )}
      </Form>
    </Formik>
  );
}
