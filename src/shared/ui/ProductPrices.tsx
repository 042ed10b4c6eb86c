import { formatRupees } from '../money';
import * as styles from './ProductPrices.module.scss';

/** Small and big prices with their unit, e.g. 'Small ₹650.00 per CBM'. */
interface ProductPricesProps {
  pricing: { small: number; big: number };
  unit: string;
  className?: string;
}

export function ProductPrices({ pricing, unit, className = '' }: ProductPricesProps) {
  return (
    <dl className={`${styles.prices} ${className}`}>
      <div>
        <dt>Small</dt>
        <dd>
          <span className={styles.amount}>{formatRupees(pricing.small)}</span> <span className={styles.unit}>{unit}</span>
        </dd>
      </div>
      <div>
        <dt>Big</dt>
        <dd>
          <span className={styles.amount}>{formatRupees(pricing.big)}</span> <span className={styles.unit}>{unit}</span>
        </dd>
      </div>
    </dl>
  );
}
