import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import { formatLongDate } from '../../shared/dates';
import type { StoredOrder } from '../../shared/entities';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { BusinessAnswer, DeliveryStatus, updateId } from '../delivery';
import { OrderActions } from './OrderActions';
import { OrderDetails } from './OrderDetails';
import { StatusBadge } from './StatusBadge';
import * as styles from './Orders.module.scss';

export function OrderCard({ order }: { order: StoredOrder }) {
  const titleId = `order-${order.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <div>
          <h2 id={titleId} className={styles.orderTitle}>
            Order {order.id}
          </h2>
          <p className={styles.muted}>Placed on {formatLongDate(order.orderDate)}</p>
          {order.quoteId ? (
            <p className={styles.muted}>
              From quote <Link to={paths.myQuotes}>{order.quoteId}</Link>
            </p>
          ) : null}
        </div>
        <StatusBadge status={order.status} />
      </header>
      <DeliveryStatus id={order.id} />
      <BusinessAnswer id={order.id} />
      {order.review ? <DeliveryStatus id={updateId(order.id, 'review')} label="Your review" /> : null}
      <OrderDetails order={order} />
      <OrderActions
        order={order}
        lead={
          <Link
            to={paths.trackOrder(order.id)}
            className={buttons.primary}
            aria-label={`Track Order ${order.id}`}
          >
            Track Order
          </Link>
        }
      />
    </article>
  );
}
