import type { ShopView } from './shopQuery';
import * as styles from './Shop.module.scss';

const ICON_PROPS = {
  width: '1.1em',
  height: '1.1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  'aria-hidden': true,
  focusable: false,
} as const;

const GridIcon = () => (
  <svg {...ICON_PROPS}>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <rect x="14" y="14" width="7" height="7" rx="1" />
  </svg>
);

const ListIcon = () => (
  <svg {...ICON_PROPS}>
    <rect x="3" y="4" width="6" height="6" rx="1" />
    <rect x="3" y="14" width="6" height="6" rx="1" />
    <path d="M12 6h9M12 9h6M12 16h9M12 19h6" />
  </svg>
);

/** Grid or list: two buttons, the current one pressed. */
export function ViewToggle({ view, onView }: { view: ShopView; onView: (view: ShopView) => void }) {
  return (
    <div className={styles.viewToggle} role="group" aria-label="Layout">
      <button
        type="button"
        className={styles.viewButton}
        aria-pressed={view === 'grid'}
        onClick={() => view !== 'grid' && onView('grid')}
      >
        <GridIcon />
        Grid view
      </button>
      <button
        type="button"
        className={styles.viewButton}
        aria-pressed={view === 'list'}
        onClick={() => view !== 'list' && onView('list')}
      >
        <ListIcon />
        List view
      </button>
    </div>
  );
}
