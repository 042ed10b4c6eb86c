import type { ReactNode } from 'react';
import { useDocumentTitle } from '../useDocumentTitle';
import { EmptyState } from './EmptyState';
import { WhereNext } from './WhereNext';
import * as layout from './layout.module.scss';
import * as styles from './RecordNotFound.module.scss';

interface RecordNotFoundProps {
  /** The h1 and tab title, e.g. 'Order Not Found'. */
  title: string;
  /** What the id is, e.g. 'Order ID'. */
  idLabel: string;
  /** The spec's fallback id, shown instead of whatever the address names. */
  fallbackId: string;
  /** The visitor's own list of such records: the first way on. */
  list: { to: string; text: string };
  /** Why nothing is confirmed, and where the saved records are. */
  children: ReactNode;
}

/**
 * A success page whose address names no record saved in this browser (or
 * none at all): it confirms nothing, shows the fallback id rather than the
 * address's text, and leads to the visitor's list.
 */
export function RecordNotFound({ title, idLabel, fallbackId, list, children }: RecordNotFoundProps) {
  useDocumentTitle(title);
  return (
    <div className={layout.narrow}>
      <EmptyState
        title={title}
        action={<WhereNext label="Where to next" to={list.to} text={list.text} className={styles.links} />}
      >
        <p>
          {idLabel}: <strong>{fallbackId}</strong>
        </p>
        {children}
      </EmptyState>
    </div>
  );
}
