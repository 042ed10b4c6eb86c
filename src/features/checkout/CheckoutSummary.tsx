import type { ReactNode } from 'react';
import { lineTotal, TotalsList, type CartTotals } from '../cart';
import type { CartLine } from '../../shared/entities';
import { formatRupees } from '../../shared/money';
import * as styles from './Checkout.module.scss';

interface CheckoutSummaryProps {
  lines: readonly CartLine[];
  totals: CartTotals;
  /** The Place Order button and its status. */
  children: ReactNode;
}

/** The order as it will be placed: each line, then subtotal, shipping, tax and total. */
export function CheckoutSummary({ lines, totals, children }: CheckoutSummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.sectionTitle}>
        Order Summary
      </h2>
      <ul className={styles.summaryLines}>
        {lines.map((line) => (
          <li key={`${line.id}-${line.size}`} className={styles.summaryLine}>
            <span>
              {line.name}
              <span className={styles.summaryMeta}>
                {' '}
                ({line.size}) × {line.quantity}
              </span>
            </span>
            <span>{formatRupees(lineTotal(line.pricing, line.size, line.quantity))}</span>
          </li>
        ))}
      </ul>
      <TotalsList totals={totals} />
      {children}
    </section>
  );
}
