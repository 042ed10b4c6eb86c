import { useId, useState } from 'react';
import * as buttons from '../../shared/ui/buttons.module.scss';
import {
  COLOR_OPTIONS,
  FINISH_OPTIONS,
  PRICE_RANGE_OPTIONS,
  THICKNESS_OPTIONS,
  type ShopFilters,
} from './filters';
import { FilterGroup } from './FilterGroup';
import { hasActiveFilters, type RadioFilterKey } from './shopQuery';
import * as styles from './Shop.module.scss';

interface FilterPanelProps {
  filters: ShopFilters;
  onFilter: <K extends RadioFilterKey>(key: K, value: ShopFilters[K]) => void;
  onClear: () => void;
}

/**
 * Price, colour, finish and thickness as radio groups. On small screens the
 * groups fold away behind a Filters button; from the large breakpoint they
 * sit beside the products, always open.
 */
export function FilterPanel({ filters, onFilter, onClear }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const name = useId();
  return (
    <section className={styles.filters} aria-labelledby={`${panelId}-title`}>
      <div className={styles.filtersHead}>
        <h2 id={`${panelId}-title`} className={styles.filtersTitle}>
          Filters
        </h2>
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small} ${styles.filtersToggle}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide filters' : 'Show filters'}
        </button>
      </div>
      <div id={panelId} className={`${styles.groups} ${open ? styles.groupsOpen : ''}`}>
        <FilterGroup
          legend="Price Range"
          name={`${name}-price`}
          options={PRICE_RANGE_OPTIONS}
          value={filters.price}
          onChange={(value) => onFilter('price', value)}
        />
        <FilterGroup
          legend="Color"
          name={`${name}-color`}
          options={COLOR_OPTIONS}
          value={filters.color}
          onChange={(value) => onFilter('color', value)}
        />
        <FilterGroup
          legend="Finish"
          name={`${name}-finish`}
          options={FINISH_OPTIONS}
          value={filters.finish}
          onChange={(value) => onFilter('finish', value)}
        />
        <FilterGroup
          legend="Thickness"
          name={`${name}-thickness`}
          options={THICKNESS_OPTIONS}
          value={filters.thickness}
          onChange={(value) => onFilter('thickness', value)}
        />
        {hasActiveFilters(filters) ? (
          <button type="button" className={`${buttons.ghost} ${styles.clear}`} onClick={onClear}>
            Clear Filters
          </button>
        ) : null}
      </div>
    </section>
  );
}
