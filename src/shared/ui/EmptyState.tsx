import type { ReactNode } from 'react';
import { pageTitleId } from '../pageTitleId';
import * as styles from './EmptyState.module.scss';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** Usually one link or button that leads somewhere useful. */
  action?: ReactNode;
  /** The heading level; an empty page uses its h1. */
  as?: 'h1' | 'h2';
}

export function EmptyState({ title, children, action, as: Heading = 'h1' }: EmptyStateProps) {
  return (
    <section className={styles.empty}>
      <Heading id={Heading === 'h1' ? pageTitleId : undefined} className={styles.title}>
        {title}
      </Heading>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
