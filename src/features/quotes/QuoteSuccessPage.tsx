import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { SuccessHero } from '../../shared/ui/SuccessHero';
import { WhereNext } from '../../shared/ui/WhereNext';
import { paths } from '../../shared/paths';
import { emailHref, phoneHref, site } from '../../shared/site';
import { QuoteIcon } from '../../shared/ui/icons';
import { CheckIcon, ClockIcon } from '../../shared/ui/moreIcons';
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
    text: 'Our team reviews each request within 2-4 hours.',
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

const CONFIRMED = {
  title: 'Quote Request Submitted!',
  lead: 'Thank you. We have your project details and will prepare your quote.',
};
const NOT_FOUND = {
  title: 'Quote Request Not Found',
  lead: 'This quote ID is not among the quote requests saved on this device. The requests sent from here are listed under My Quotes.',
};

/**
 * The id lives in the URL so a reload or a new tab still shows it; the
 * request itself comes from the saved quotes (in storage before the form
 * comes here, and read before any screen renders). An id of no saved
 * request, or none, confirms nothing: the page says so at the top, shows the
 * fallback id and keeps the rest, which is true of any request.
 */
export default function QuoteSuccessPage() {
  const [params] = useSearchParams();
  const named = params.get('quoteId')?.trim();
  const stored = useAppSelector((state) => !!named && state.quotes.items.some((quote) => quote.id === named));
  const quoteId = stored && named ? named : UNKNOWN_QUOTE_ID;
  return (
    <div className={layout.narrow}>
      <div className={styles.hero}>
        <SuccessHero stored={stored} done={CONFIRMED} notFound={NOT_FOUND} tickClass={styles.tick} />
        <p className={styles.idBox}>
          Quote ID: <strong className={styles.id}>{quoteId}</strong>
        </p>
        {stored ? (
          <>
            <p className={styles.keep}>Keep this ID to refer to your request when you contact us.</p>
            <DeliveryStatus id={quoteId} />
          </>
        ) : null}
      </div>

      <section className={styles.card} aria-labelledby="quote-next-steps">
        <h2 id="quote-next-steps">Expected timeline</h2>
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
        <p>Write or call us and mention the quote ID.</p>
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
