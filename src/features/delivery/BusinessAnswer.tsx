import { formatLongDate, formatLongDateTime } from '../../shared/dates';
import { formatRupees } from '../../shared/money';
import { paths } from '../../shared/paths';
import { site } from '../../shared/site';
import { Link } from '../../shared/ui/Link';
import { latestStep } from '../../shared/statusAnswers';
import { useAppSelector } from '../../app/hooks';
import { selectDeliveryEntry } from './selectors';
import * as styles from './DeliveryStatus.module.scss';

/**
 * What the business said about one order or quote request, under its status
 * (delivery on): the quote's prices and validity, the reason of a rejection,
 * the carrier of a shipment, the latest note, and when the shop last asked.
 * Nothing before the first answer.
 */
export function BusinessAnswer({ id }: { id: string }) {
  const entry = useAppSelector((state) => selectDeliveryEntry(state, id));
  if (!entry?.checkedAt) return null;
  const steps = entry.answer?.steps ?? [];
  const quoted = latestStep(steps, 'quoted')?.details;
  const reason = latestStep(steps, 'rejected')?.details.reason;
  const shipped = latestStep(steps, 'shipped')?.details;
  const note = [...steps].reverse().find((step) => step.details.note)?.details.note;
  return (
    <div className={styles.answer}>
      {quoted?.total !== undefined ? (
        <>
          <p>
            Quoted total: <strong>{formatRupees(quoted.total)}</strong>
            {quoted.validUntil ? (
              <>
                , valid until <time dateTime={quoted.validUntil}>{formatLongDate(quoted.validUntil)}</time>
              </>
            ) : null}
          </p>
          {quoted.lines && quoted.lines.length > 0 ? (
            <ul className={styles.lines}>
              {quoted.lines.map((line, index) => (
                <li key={index}>
                  {line.description}: {formatRupees(line.amount)}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {entry.answer?.orderId ? (
        <p>
          {site.name} made this quote into order{' '}
          <Link to={paths.trackOrder(entry.answer.orderId)}>{entry.answer.orderId}</Link>.
        </p>
      ) : null}
      {reason ? <p>Reason: {reason}</p> : null}
      {shipped?.carrier || shipped?.tracking ? (
        <p>{[shipped.carrier && `Carrier: ${shipped.carrier}`, shipped.tracking && `Tracking: ${shipped.tracking}`].filter(Boolean).join(' · ')}</p>
      ) : null}
      {note ? (
        <p>
          Note from {site.name}: {note}
        </p>
      ) : null}
      <p className={styles.checked}>
        Status checked on <time dateTime={entry.checkedAt}>{formatLongDateTime(entry.checkedAt)}</time>
      </p>
    </div>
  );
}
