import { formatRupees } from '../../shared/money';
import { TAX_RATE, type CartTotals } from './cartRules';
import * as styles from './TotalsList.module.scss';

/**
 * Subtotal, shipping, tax and total as a description list: one rendering for
 * the cart's Order Summary and the checkout's. `testIdPrefix` names the
 * figures for tests (e.g. 'cart' gives cart-subtotal, cart-total ...).
 */
export function TotalsList({ totals, testIdPrefix }: { totals: CartTotals; testIdPrefix?: string }) {
  const id = (name: string) => (testIdPrefix ? `${testIdPrefix}-${name}` : undefined);
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Subtotal</dt>
        <dd data-testid={id('subtotal')}>{formatRupees(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd data-testid={id('shipping')}>{totals.shipping === 0 ? 'Free' : formatRupees(totals.shipping)}</dd>
      </div>
      <div>
        <dt>Tax ({TAX_RATE * 100}%)</dt>
        <dd data-testid={id('tax')}>{formatRupees(totals.tax)}</dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>Total</dt>
        <dd data-testid={id('total')}>{formatRupees(totals.total)}</dd>
      </div>
    </dl>
  );
}
