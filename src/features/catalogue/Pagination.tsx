import { ChevronLeftIcon, ChevronRightIcon } from '../../shared/ui/moreIcons';
import { PAGE_GAP, pageButtons } from './shopResults';
import * as styles from './Shop.module.scss';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/**
 * Previous, numbered pages and Next. The ends use aria-disabled rather than
 * disabled, so a button that just took the visitor to the last page keeps
 * keyboard focus instead of dropping it to the document.
 */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onPage(target);
  };
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <button
        type="button"
        className={styles.pageStep}
        aria-disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <ChevronLeftIcon />
        Previous
      </button>
      <ul className={styles.pageList}>
        {pageButtons(page, pageCount).map((entry, index) =>
          entry === PAGE_GAP ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                className={styles.pageNumber}
                aria-label={`Page ${entry}`}
                aria-current={entry === page ? 'page' : undefined}
                onClick={() => go(entry)}
              >
                {entry}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.pageStep}
        aria-disabled={page >= pageCount}
        onClick={() => go(page + 1)}
      >
        Next
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
