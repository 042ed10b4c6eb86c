import type { ReactNode } from 'react';
import * as styles from './Badge.module.scss';

export type BadgeTone = 'blue' | 'yellow' | 'purple' | 'green' | 'red' | 'grey';

/** A small coloured status label; the text carries the meaning, colour only helps. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone] ?? ''}`}>{children}</span>;
}
