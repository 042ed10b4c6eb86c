import * as styles from './FeaturedProducts.module.scss';

/**
 * Shown while the featured section's chunk loads: the same two boxes as the
 * loaded cards, so nothing below moves when it arrives. Kept apart from
 * FeaturedProducts.tsx so the catalogue is not pulled into the home chunk.
 */
export function FeaturedProductsPlaceholder() {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="featured-placeholder">
      {['first', 'second'].map((key) => (
        <li key={key} className={`${styles.card} ${styles.placeholder}`}>
          <div className={styles.image} />
          <div className={styles.body} />
        </li>
      ))}
    </ul>
  );
}
