import { formatLongDateTime } from '../../shared/dates';
import type { TimelineEntry } from './tracking';
import * as styles from './Tracking.module.scss';

/** The completed stages, oldest first, each with its time. */
export function TrackingTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className={styles.timeline}>
      {entries.map((entry) => (
        <li key={entry.status} className={styles.event}>
          <span className={styles.dot} aria-hidden="true" />
          <div>
            <p className={styles.eventTitle}>{entry.label}</p>
            <p className={styles.eventText}>{entry.description}</p>
            {entry.date ? (
              <time className={styles.eventTime} dateTime={entry.date}>
                {formatLongDateTime(entry.date)}
              </time>
            ) : (
              <span className={styles.eventTime}>Unknown date</span>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
