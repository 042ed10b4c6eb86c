import { memo, useId, useState, type ReactNode } from 'react';
import { Link } from '../../../shared/ui/Link';
import { paths } from '../../../shared/paths';
import { formatLongDate, formatLongDateTime } from '../../../shared/dates';
import type { QuoteRequest } from '../../../shared/entities';
import * as buttons from '../../../shared/ui/buttons.module.scss';
import { finishLabel, projectTypeLabel, stoneTypeLabel, timelineLabel, unitShortLabel } from '../options';
import { useAppSelector } from '../../../app/hooks';
import { BusinessAnswer, DeliveryStatus, selectQuotedUntil, updateId } from '../../delivery';
import { canAccept, lapsedQuoteLine, statusLook } from '../status';
import { AcceptanceRefused } from './AcceptanceRefused';
import { StatusBadge } from './StatusBadge';
import { useValidityEnded } from './useValidityEnded';
import * as styles from './QuoteCard.module.scss';

interface QuoteCardProps {
  quote: QuoteRequest;
  onAccept(id: string): void;
  onDuplicate(quote: QuoteRequest): void;
}

/** Stored numbers may be text or numbers; empty means not given. */
const given = (value: string | number | undefined): string | null => {
  const text = value === undefined ? '' : String(value).trim();
  return text === '' ? null : text;
};

type Row = [term: string, value: ReactNode];

function Facts({ rows }: { rows: Row[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** Every stored field, for View Details. Built only when opened. */
function FullRequest({ quote }: { quote: QuoteRequest }) {
  const notGiven = 'Not provided';
  const rows: Row[] = [
    ['Quote ID', quote.id],
    ['Submitted', formatLongDateTime(quote.submissionDate)],
    ['Status', statusLook(quote.status).label],
    ['Full name', quote.fullName],
    ['Company', given(quote.company) ?? notGiven],
    ['Email', quote.email],
    ['Phone', quote.phone],
    ['Project type', projectTypeLabel(quote.projectType)],
    ['Timeline', timelineLabel(quote.projectTimeline)],
    ['Location', quote.projectLocation],
    ['Budget', given(quote.budget) ?? notGiven],
    ['Stone type', stoneTypeLabel(quote.stoneType)],
    ['Finish', finishLabel(quote.finish)],
    ['Thickness', quote.thickness],
    ['Length', given(quote.length) ? `${given(quote.length)} ft` : notGiven],
    ['Width', given(quote.width) ? `${given(quote.width)} ft` : notGiven],
    ['Area', given(quote.area) ? `${given(quote.area)} sq ft` : notGiven],
    ['Quantity', `${String(quote.quantity)} ${unitShortLabel(quote.unit)}`],
    ['Services', quote.services && quote.services.length > 0 ? quote.services.join(', ') : 'None'],
    ['Description', given(quote.description) ?? notGiven],
  ];
  return <Facts rows={rows} />;
}

/**
 * One saved request. Memoised: an accepted quote re-renders only its own card,
 * which keeps a list of a thousand quotes quick.
 */
export const QuoteCard = memo(function QuoteCard({ quote, onAccept, onDuplicate }: QuoteCardProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  const look = statusLook(quote.status);
  // The business's latest quote may name its last day (delivery on): after it, Accept Quote is gone, and the card says why.
  const validUntil = useAppSelector((state) => selectQuotedUntil(state, quote.id));
  const lapsed = useValidityEnded(validUntil);
  const lapsedLine = quote.status === 'quoted' && lapsed && validUntil ? lapsedQuoteLine(validUntil) : null;
  const company = given(quote.company);
  const budget = given(quote.budget);
  const area = given(quote.area);
  const description = given(quote.description);
  const services = quote.services ?? [];

  const contact: Row[] = [['Name', quote.fullName]];
  if (company) contact.push(['Company', company]);
  contact.push(['Email', quote.email], ['Phone', quote.phone]);

  const project: Row[] = [
    ['Type', projectTypeLabel(quote.projectType)],
    ['Location', quote.projectLocation],
    ['Timeline', timelineLabel(quote.projectTimeline)],
  ];
  if (budget) project.push(['Budget', budget]);

  const requirements: Row[] = [
    ['Stone', stoneTypeLabel(quote.stoneType)],
    ['Finish', finishLabel(quote.finish)],
    ['Thickness', quote.thickness],
    ['Quantity', `${String(quote.quantity)} ${unitShortLabel(quote.unit)}`],
  ];
  if (area) requirements.push(['Area', `${area} sq ft`]);

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>
            Quote #{quote.id}
          </h2>
          <p className={styles.date}>
            Submitted on <time dateTime={quote.submissionDate}>{formatLongDate(quote.submissionDate)}</time>
          </p>
        </div>
        <StatusBadge look={look} />
      </header>
      <DeliveryStatus id={quote.id} />
      <BusinessAnswer id={quote.id} />
      {quote.status === 'accepted' ? <DeliveryStatus id={updateId(quote.id, 'accepted')} label="Your acceptance" /> : null}
      <AcceptanceRefused quoteId={quote.id} status={quote.status} lapsed={lapsed} />

      <div className={styles.blocks}>
        <Block title="Contact Details">
          <Facts rows={contact} />
        </Block>
        <Block title="Project Info">
          <Facts rows={project} />
        </Block>
        <Block title="Requirements">
          <Facts rows={requirements} />
        </Block>
      </div>

      {services.length > 0 ? (
        <Block title="Additional Services">
          <ul className={styles.tags}>
            {services.map((service) => (
              <li key={service} className={styles.tag}>
                {service}
              </li>
            ))}
          </ul>
        </Block>
      ) : null}

      {description ? (
        <Block title="Project Description">
          <p className={styles.description}>{description}</p>
        </Block>
      ) : null}

      {open ? (
        <div id={detailsId} className={styles.details}>
          <h3 className={styles.blockTitle}>Full Request</h3>
          <FullRequest quote={quote} />
        </div>
      ) : null}

      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          View Details
        </button>
        <Link to={paths.contactUs} className={`${buttons.secondary} ${buttons.small}`}>
          Contact Support
        </Link>
        {canAccept(quote.status) && !lapsedLine ? (
          <button type="button" className={`${buttons.primary} ${buttons.small}`} onClick={() => onAccept(quote.id)}>
            Accept Quote
          </button>
        ) : null}
        <button type="button" className={`${buttons.ghost} ${buttons.small}`} onClick={() => onDuplicate(quote)}>
          Duplicate Request
        </button>
      </div>

      {lapsedLine ? (
        <p className={styles.message}>{lapsedLine}</p>
      ) : look.message ? (
        <p className={`${styles.message} ${styles[look.tone] ?? ''}`}>{look.message}</p>
      ) : null}
    </article>
  );
});
