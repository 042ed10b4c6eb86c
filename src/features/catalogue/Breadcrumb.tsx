import { Link } from '../../shared/ui/Link';
import * as styles from './ProductPage.module.scss';

export interface Crumb {
  label: string;
  /** Absent on the last crumb, the page itself. */
  to?: string;
}

/** Home / Shop / name, as an ordered list; the current page is marked. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {last || !crumb.to ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
