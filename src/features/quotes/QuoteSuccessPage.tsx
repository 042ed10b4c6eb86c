import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { RecordNotFound } from '../../shared/ui/RecordNotFound';
import { WhereNext } from '../../shared/ui/WhereNext';
import { paths } from '../../shared/paths';
import { emailHref, phoneHref, site } from '../../shared/site';
import { QuoteIcon } from '../../shared/ui/icons';
import { CheckIcon, ClockIcon } from '../../shared/ui/moreIcons';
import { PageHeader } from '../../shared/ui/PageHeader';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import { DeliveryStatus } from '../delivery';
import { UNKNOWN_QUOTE_ID } from './quoteId';
import * as styles from './QuoteSuccessPage.module.scss';

/** The promises of docs/product.md, in the order the visitor meets them. */
const NEXT_STEPS = [
  {
    icon: <ClockIcon />,
    title: 'Review',
    text: 'Our team reviews your requirements within 2-4 hours.',
  },
  {
    icon: <QuoteIcon />,
    title: 'Detailed quote',
    text: 'You receive a detailed quote by email within 12-24 hours.',
  },
  {
    icon: <CheckIcon />,
    title: 'Follow-up call',
    text: 'A stone specialist calls you within 48 hours to go through it and answer questions.',
  },
];

/**
 * The id lives in the URL so a reload or a new tab still shows it; the
 * request itself comes from the saved quotes (in storage before the form
 * comes here, and read before any screen renders). An id of no saved
 * request, or none, confirms nothing.
 */
export default function QuoteSuccessPage() {
  const [params] = useSearchParams();
  const quoteId = params.get('quoteId')?.trim();
  const stored = useAppSelector((state) => state.quotes.items.some((quote) => quote.id === quoteId));
  if (!quoteId || !stored) {
    return (
      <RecordNotFound
        title="Quote Request Not Found"
        idLabel="Quote ID"
        fallbackId={UNKNOWN_QUOTE_ID}
        list={{ to: paths.myQuotes, text: 'View My Quotes' }}
      >
        <p>
          This page confirms only quote requests saved in this browser, and the request in this link is not one of
          them. The requests sent from here are listed under My Quotes.
        </p>
      </RecordNotFound>
    );
  }
  return (
    <div className={layout.narrow}>
      <div className={styles.hero}>
        <span className={styles.tick} aria-hidden="true">
          <CheckIcon />
        </span>
        <PageHeader
          title="Quote Request Submitted!"
          lead="Thank you. We have your project details and will prepare your quote."
        />
        <p className={styles.idBox}>
          Your quote ID: <strong className={styles.id}>{quoteId}</strong>
        </p>
        <p className={styles.keep}>Keep this ID to refer to your request when you contact us.</p>
        <DeliveryStatus id={quoteId} />
      </div>

      <section className={styles.card} aria-labelledby="quote-next-steps">
        <h2 id="quote-next-steps">What happens next</h2>
        <ol className={styles.steps}>
          {NEXT_STEPS.map((step) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepIcon} aria-hidden="true">
                {step.icon}
              </span>
              <div>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepText}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.card} aria-labelledby="quote-contact">
        <h2 id="quote-contact">Need to talk sooner?</h2>
        <p>Write or call us and mention your quote ID.</p>
        <ul className={styles.contacts}>
          <li>
            <a href={emailHref} className={buttons.secondary}>
              Email {site.email}
            </a>
          </li>
          <li>
            <a href={phoneHref} className={buttons.secondary}>
              Call {site.phone}
            </a>
          </li>
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="quote-terms">
        <h2 id="quote-terms">Good to know</h2>
        <ul className={styles.terms}>
          <li>Quotes are valid for 30 days from the date they are issued.</li>
          <li>Final prices depend on availability and market conditions at the time of your order.</li>
        </ul>
      </section>

      <WhereNext label="Where to next" to={paths.myQuotes} text="View My Quotes" className={styles.links} />
    </div>
  );
}
