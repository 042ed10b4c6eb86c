import { CheckIcon } from '../../shared/ui/moreIcons';
import * as layout from '../../shared/ui/layout.module.scss';
import type { TrackingStep } from './tracking';
import * as styles from './Tracking.module.scss';

/** The 4-step bar: every step up to the current one is completed. */
export function TrackingProgress({ steps }: { steps: TrackingStep[] }) {
  const done = steps.filter((step) => step.completed).length;
  // How much of the track between the first and last marker is filled, 0 to 1.
  const fill = steps.length > 1 ? Math.max(0, done - 1) / (steps.length - 1) : 0;
  return (
    <ol className={styles.progress} aria-label="Order progress" style={{ '--fill': fill } as React.CSSProperties}>
      {steps.map((step, index) => (
        <li
          key={step.status}
          className={`${styles.step} ${step.completed ? styles.completed : ''}`}
          aria-current={step.current ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true">
            {step.completed ? <CheckIcon /> : index + 1}
          </span>
          <span className={styles.stepLabel}>{step.label}</span>
          <span className={layout.visuallyHidden}>{step.completed ? ' (completed)' : ' (not yet)'}</span>
        </li>
      ))}
    </ol>
  );
}
