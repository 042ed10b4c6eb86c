import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { site } from '../../shared/site';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { Field, SelectOptions } from '../../shared/ui/Field';
import { FirstErrorOnSubmit } from '../../shared/ui/FirstErrorOnSubmit';
import { HoneypotField, honeypotOf } from '../../shared/ui/HoneypotField';
import { homeEnquiryFields, useEnquiryDelivery } from '../delivery';
import {
  composeHomeEnquiry,
  EMPTY_HOME_ENQUIRY,
  mailOpenedMessage,
  mailtoHref,
  openEmailProgram,
  PRODUCT_INTEREST_OPTIONS,
  validateHomeEnquiry,
  type HomeEnquiry,
} from '../content';
import * as styles from './HomeContact.module.scss';

/**
 * The home page enquiry form, written like every other form (Formik, a pure
 * validate, the shared Field). It sits in the sections below the hero, so
 * Formik arrives with them and stays out of the page's first download. Once
 * the checks pass: with a delivery address set, the message is saved and sent
 * ("Message saved", then "Message sent" once taken); without one the visitor's e-mail program opens with the
 * message, and the form keeps its values.
 */
export function HomeContactForm() {
  const [status, setStatus] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const delivery = useEnquiryDelivery();
  const submit = async (values: HomeEnquiry, { resetForm }: FormikHelpers<HomeEnquiry>) => {
    if (delivery.on) {
      if (await delivery.send(homeEnquiryFields(values), honeypotOf(formRef.current))) resetForm();
      return;
    }
    openEmailProgram(mailtoHref(site.email, composeHomeEnquiry(values)));
    setStatus(mailOpenedMessage(site.email));
  };
  return (
    <Formik initialValues={EMPTY_HOME_ENQUIRY} validate={validateHomeEnquiry} onSubmit={submit}>
      <Form ref={formRef} className={styles.form} noValidate aria-labelledby="home-contact-form-title">
        <FirstErrorOnSubmit formRef={formRef} />
        <HoneypotField />
        <h3 id="home-contact-form-title" className={styles.formTitle}>
          Send an Enquiry
        </h3>
        <div className={styles.row}>
          <Field idPrefix="home-contact" name="name" label="Your Name" required autoComplete="name" />
          <Field idPrefix="home-contact" name="email" label="Email Address" required type="email" autoComplete="email" />
        </div>
        <div className={styles.row}>
          <Field idPrefix="home-contact" name="phone" label="Phone Number" type="tel" autoComplete="tel" />
          <Field idPrefix="home-contact" name="productInterest" label="Product Interest" as="select">
            <option value="">Choose a product</option>
            <SelectOptions options={PRODUCT_INTEREST_OPTIONS} />
          </Field>
        </div>
        <Field idPrefix="home-contact" name="message" label="Message" as="textarea" required rows={5} />
        <div>
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
