import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import { formatRupees } from '../../shared/money';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import { FREE_SHIPPING_OVER, type CartTotals } from './cartRules';
import { freeShippingShortfall } from './freeShipping';
import { TotalsList } from './TotalsList';
import * as styles from './Cart.module.scss';

/** Copy from the spec, in rupees (docs/product.md, Shopping Cart), read from the one shipping constant. */
export const FREE_SHIPPING_MESSAGE = `Free shipping on orders over ${formatRupees(FREE_SHIPPING_OVER, { paise: false })}!`;

function shortfallMessage(subtotal: number): string | null {
  const shortfall = freeShippingShortfall(subtotal);
  if (shortfall === null) return null;
  if (shortfall === 0) return 'Add any item to get free shipping.';
  return `Add more than ${formatRupees(shortfall)} to your order to get free shipping.`;
}

export function CartSummary({ totals }: { totals: CartTotals }) {
  const shortfall = shortfallMessage(totals.subtotal);
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        Order Summary
      </h2>
      <TotalsList totals={totals} testIdPrefix="cart" />
      <div className={styles.shippingNote}>
        <p>{FREE_SHIPPING_MESSAGE}</p>
        {shortfall ? <p>{shortfall}</p> : <p>Your order ships free.</p>}
      </div>
      <p role="status" className={layout.visuallyHidden}>
        {`Order total ${formatRupees(totals.total)}`}
      </p>
      <Link to={paths.checkout} className={`${buttons.primary} ${buttons.block}`}>
        Proceed to Checkout
      </Link>
      <Link to={paths.shop} className={`${buttons.ghost} ${buttons.block} ${styles.continue}`}>
        Continue Shopping
      </Link>
    </section>
  );
}
