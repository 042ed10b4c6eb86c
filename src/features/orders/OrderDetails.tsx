import { lineTotal } from '../cart';
import type { StoredOrder } from '../../shared/entities';
import { formatRupees } from '../../shared/money';
import { StoneImage } from '../../shared/ui/StoneImage';
import { addressLines, NO_ITEMS, orderItems, paymentText, totalText } from './orderView';
import * as styles from './Orders.module.scss';

/** Items, shipping address, payment method and total of one order, with the spec's fallbacks. */
export function OrderDetails({ order }: { order: StoredOrder }) {
  const items = orderItems(order);
  return (
    <div className={styles.details}>
      <section className={styles.items} aria-label="Items">
        <h3 className={styles.blockTitle}>Items</h3>
        {items.length === 0 ? (
          <p className={styles.muted}>{NO_ITEMS}</p>
        ) : (
          <ul className={styles.itemList}>
            {items.map((item) => (
              <li key={`${item.id}-${item.size}`} className={styles.item}>
                <StoneImage path={item.image} alt={item.name} width={64} height={64} className={styles.itemImage} />
                <div className={styles.itemText}>
                  <span className={styles.itemName}>{item.name}</span>
                  <span className={styles.muted}>
                    Size: {item.size === 'big' ? 'Big' : 'Small'} · Qty: {item.quantity}
                  </span>
                </div>
                <span className={styles.itemTotal}>{formatRupees(lineTotal(item.pricing, item.size, item.quantity))}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.facts} aria-label="Shipping and payment">
        <div>
          <h3 className={styles.blockTitle}>Shipping Address</h3>
          <address className={styles.address}>
            {addressLines(order.shippingAddress).map((line, index) => (
              // Lines may repeat ('N/A'), so their position is part of the key.
              <span key={`${index}-${line}`}>{line}</span>
            ))}
          </address>
        </div>
        <div>
          <h3 className={styles.blockTitle}>Payment Method</h3>
          <p>{paymentText(order)}</p>
        </div>
        <div>
          <h3 className={styles.blockTitle}>Total</h3>
          <p className={styles.total}>{totalText(order)}</p>
        </div>
      </section>
    </div>
  );
}
