import type { ReactNode } from 'react';
import { pageTitleId } from '../pageTitleId';
import { useDocumentTitle } from '../useDocumentTitle';
import * as layout from './layout.module.scss';

/** A screen's h1 (which navigation focuses), tab title and description (its lead, when it is text) in one place. */
export function PageHeader({
  title,
  lead,
  description = typeof lead === 'string' ? lead : undefined,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** For search and link previews, when the lead is not plain text. */
  description?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title, description);
  return (
    <div className={layout.pageHeader}>
      <h1 id={pageTitleId}>{title}</h1>
      {lead ? <p className={layout.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}
