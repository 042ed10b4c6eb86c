import { useMemo, type ReactNode } from 'react';
import { cartTotals, lineTotal, TotalsList } from '../cart';
import type { CartLine } from '../../shared/entities';
import { formatRupees } from '../../shared/money';
import * as styles from './Checkout.module.scss';

interface CheckoutSummaryProps {
  /** The order's lines; null while the cart is still being read (a busy area holds the place of the lines and totals). */
  lines: readonly CartLine[] | null;
  /** The Place Order button and its status. */
  children: ReactNode;
}

/** The order as it will be placed: each line, then subtotal, shipping, tax and total. */
export function CheckoutSummary({ lines, children }: CheckoutSummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.sectionTitle}>
        Order Summary
      </h2>
      {lines ? <SummaryLines lines={lines} /> : <div className={styles.summaryReading} aria-busy="true" />}
      {children}
    </section>
  );
}

function SummaryLines({ lines }: { lines: readonly CartLine[] }) {
  const totals = useMemo(() => cartTotals(lines), [lines]);
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
