import { useFormikContext } from 'formik';
import { useAppSelector } from '../../../app/hooks';
import type { SubmitFailure } from '../../../shared/submitFailure';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { SubmitFailureMessage } from '../../../shared/ui/SubmitFailureMessage';
import * as layout from '../../../shared/ui/layout.module.scss';
import type { QuoteFormValues } from '../formValues';
import { selectQuoteSubmitting } from '../quoteSendingSlice';
import { finishLabel, projectTypeLabel, stoneTypeLabel, timelineLabel, unitShortLabel } from '../options';
import * as styles from './QuoteForm.module.scss';

/** The visitor's current choices at a glance, with the form's submit button. */
export function QuoteSummary() {
  const { values, status } = useFormikContext<QuoteFormValues>();
  const sending = useAppSelector(selectQuoteSubmitting);
  const quantity = values.quantity.trim();
  const rows: Array<[string, string]> = [
    ['Project Type', projectTypeLabel(values.projectType)],
    ['Timeline', timelineLabel(values.projectTimeline)],
    ['Stone Type', stoneTypeLabel(values.stoneType)],
    ['Finish', finishLabel(values.finish)],
    ['Thickness', values.thickness],
    ['Area', values.area ? `${values.area} sq ft` : 'Not calculated yet'],
    ['Quantity', quantity ? `${quantity} ${unitShortLabel(values.unit)}` : 'Not entered yet'],
  ];
  return (
    <aside className={styles.summary} aria-labelledby="quote-summary-title">
      <h2 id="quote-summary-title" className={styles.summaryTitle}>
        Quote Summary
      </h2>
      <dl className={styles.summaryList}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.summaryRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.summaryRow}>
          <dt>Services</dt>
          <dd>
            {values.services.length === 0 ? (
              'None selected'
            ) : (
              <ul className={styles.summaryServices}>
                {values.services.map((service) => (
                  <li key={service}>{service}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <BusyButton busy={sending} busyLabel="Processing...">
        Get Quote
      </BusyButton>
      <p className={layout.visuallyHidden} role="status">
        {sending ? 'Sending your quote request, please wait.' : ''}
      </p>
      <SubmitFailureMessage failure={status as SubmitFailure | undefined} outcome="Your quote request was not sent" />
      <p className={styles.summaryNote}>We&apos;ll get back to you within 24 hours with a detailed quote.</p>
    </aside>
  );
}
