import type { ReactNode } from 'react';
import { lineTotal, TotalsList, type CartTotals } from '../cart';
import type { CartLine } from '../../shared/entities';
import { formatRupees } from '../../shared/money';
import * as styles from './Checkout.module.scss';

interface CheckoutSummaryProps {
  /** The order's lines and totals; null while the cart is still being read (a busy area holds their place). */
  lines: { lines: readonly CartLine[]; totals: CartTotals } | null;
  /** The Place Order button and its status. */
  children: ReactNode;
}

/** The order as it will be placed: each line, then subtotal, shipping, tax and total. */
export function CheckoutSummary({ lines: order, children }: CheckoutSummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.sectionTitle}>
        Order Summary
      </h2>
      {order ? <SummaryLines {...order} /> : <div className={styles.summaryReading} aria-busy="true" />}
      {children}
    </section>
  );
}

function SummaryLines({ lines, totals }: { lines: readonly CartLine[]; totals: CartTotals }) {
  return (
    <>
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
    </>
  );
}
