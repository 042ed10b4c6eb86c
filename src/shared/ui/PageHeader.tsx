import type { ReactNode } from 'react';
import { useDocumentTitle } from '../useDocumentTitle';
import * as layout from './layout.module.scss';

/** A screen's h1 (which navigation focuses) and tab title in one place. */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={layout.pageHeader}>
      <h1>{title}</h1>
      {lead ? <p className={layout.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}
