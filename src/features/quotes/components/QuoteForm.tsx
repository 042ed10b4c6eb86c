import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { Field, SelectOptions } from '../../../shared/ui/Field';
import { useStillMounted } from '../../../shared/ui/useStillMounted';
import { FirstErrorOnSubmit } from '../../../shared/ui/FirstErrorOnSubmit';
import { HoneypotField, honeypotOf } from '../../../shared/ui/HoneypotField';
import { earlyRules } from '../../../shared/formRules';
import type { QuoteFormValues } from '../formValues';
import { FINISHES, PROJECT_TIMELINES, PROJECT_TYPES, STONE_TYPES, THICKNESSES, UNITS } from '../options';
import { submitQuote } from '../thunks';
import { QUOTE_RULES } from '../quoteRules';
import { validateQuote } from '../validate';
import { QuoteSummary } from './QuoteSummary';
import { ServicesField } from './ServicesField';
import { useAreaFromDimensions } from './useAreaFromDimensions';
import * as styles from './QuoteForm.module.scss';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `quote-section-${id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function DimensionsSection() {
  return (
    <Section id="dimensions" title="Dimensions & Quantity">
      <div className={styles.grid}>
        <Field name="length" label="Length (ft)" inputMode="decimal" autoComplete="off" />
        <Field name="width" label="Width (ft)" inputMode="decimal" autoComplete="off" />
        <Field
          name="area"
          label="Area (sq ft, Auto-calculated)"
          readOnly
          placeholder="Auto-calculated"
          hint="Length × width, filled in for you."
        />
        <Field name="quantity" label="Total Quantity" required inputMode="decimal" autoComplete="off" />
        <Field as="select" name="unit" label="Unit">
          <SelectOptions options={UNITS} />
        </Field>
      </div>
    </Section>
  );
}

/** Keeps the read-only area in step with length and width (Formik's dependent-field pattern). */
function AreaFromDimensions() {
  useAreaFromDimensions();
  return null;
}

export interface QuoteFormProps {
  initialValues: QuoteFormValues;
}

/**
 * The quote request form. `validate` runs the spec's checks (the first one
 * failing is the alert, one at a time as the spec has them); a valid form goes
 * to the submitQuote thunk; a failure stays in Formik's `status` until the next try.
 */
export function QuoteForm({ initialValues }: QuoteFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const stillMounted = useStillMounted();

  const handleSubmit = async (values: QuoteFormValues, helpers: FormikHelpers<QuoteFormValues>) => {
    helpers.setStatus(undefined);
    const result = await dispatch(submitQuote({ ...values, honeypot: honeypotOf(formRef.current) }));
    if (submitQuote.fulfilled.match(result)) {
      if (stillMounted()) await navigate(`${paths.quoteSuccess}?quoteId=${encodeURIComponent(result.payload)}`);
    } else if (!result.meta.condition) {
      // A refused double click has no failure: the first submission is still running.
      helpers.setStatus(result.payload);
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validateQuote} onSubmit={handleSubmit} validateOnBlur={false}>
      <Form ref={formRef} noValidate className={styles.layout} aria-label="Quote request" {...earlyRules(QUOTE_RULES)}>
        <FirstErrorOnSubmit formRef={formRef} alert />
        <HoneypotField />
        <AreaFromDimensions />
        <div className={styles.sections}>
          <Section id="personal" title="Personal Information">
            <div className={styles.grid}>
              <Field name="fullName" label="Full Name" required autoComplete="name" />
              <Field name="company" label="Company Name (optional)" autoComplete="organization" />
              <Field name="email" label="Email Address" required type="email" autoComplete="email" />
              <Field name="phone" label="Phone Number" required type="tel" autoComplete="tel" />
            </div>
          </Section>

          <Section id="project" title="Project Details">
            <div className={styles.grid}>
              <Field as="select" name="projectType" label="Project Type">
                <SelectOptions options={PROJECT_TYPES} />
              </Field>
              <Field as="select" name="projectTimeline" label="Project Timeline">
                <SelectOptions options={PROJECT_TIMELINES} />
              </Field>
              <Field
                name="projectLocation"
                label="Project Location"
                required
                autoComplete="address-level2"
                placeholder="City, state"
              />
              <Field name="budget" label="Budget (optional)" placeholder="e.g. ₹2,00,000 to ₹5,00,000" />
            </div>
          </Section>

          <Section id="requirements" title="Product Requirements">
            <div className={styles.grid3}>
              <Field as="select" name="stoneType" label="Stone Type">
                <SelectOptions options={STONE_TYPES} />
              </Field>
              <Field as="select" name="finish" label="Finish">
                <SelectOptions options={FINISHES} />
              </Field>
              <Field as="select" name="thickness" label="Thickness">
                <SelectOptions options={THICKNESSES} />
              </Field>
            </div>
          </Section>

          <DimensionsSection />

          <Section id="services" title="Additional Services">
            <ServicesField labelledBy="quote-section-services" />
          </Section>

          <Section id="information" title="Additional Information">
            <Field
              as="textarea"
              name="description"
              label="Project Description"
              rows={5}
              placeholder="Where will the stone go? Colours you like, edge profiles, deadlines..."
            />
          </Section>
        </div>
        <QuoteSummary />
      </Form>
    </Formik>
  );
}
