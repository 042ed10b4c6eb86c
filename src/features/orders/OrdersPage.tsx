import { Link } from '../../shared/ui/Link';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ShowMore, useShownSlice } from '../../shared/ui/ShowMore';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import { useStatusChecks } from '../delivery';
import { OrderCard } from './OrderCard';
import { selectOrders } from './selectors';
import * as styles from './Orders.module.scss';

export default function OrdersPage() {
  const orders = useAppSelector(selectOrders);
  const { visible, hidden, showMore } = useShownSlice(orders);
  useStatusChecks();
  useDocumentTitle(orders.length === 0 ? 'No Orders Yet' : 'My Orders');

  if (orders.length === 0) {
    return (
      <div className={layout.container}>
        <EmptyState
          title="No Orders Yet"
          action={
            <Link to={paths.shop} className={buttons.primary}>
              Start Shopping
            </Link>
          }
        >
          <p>When you place an order it appears here, with its status, tracking and invoice.</p>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className={layout.container}>
      <PageHeader
        title="My Orders"
        lead={`${orders.length} ${orders.length === 1 ? 'order' : 'orders'}, newest first. Orders are kept in this browser.`}
      />
      <ul className={styles.list}>
        {visible.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <ShowMore hidden={hidden} onShowMore={showMore} noun={['order', 'orders']} />
    </div>
  );
}
