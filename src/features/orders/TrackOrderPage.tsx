import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../shared/ui/Link';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { formatLongDate } from '../../shared/dates';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import { stepTimes } from '../../shared/statusAnswers';
import { BusinessAnswer, DeliveryStatus, selectDeliveryEntry, selectDeliveryOn, useStatusChecks } from '../delivery';
import { OrderActions } from './OrderActions';
import { OrderDetails } from './OrderDetails';
import { selectOrderById } from './selectors';
import { STATUS_LABELS, trackingStatus } from './status';
import { StatusBadge } from './StatusBadge';
import { STATUS_DESCRIPTIONS, trackingSteps, trackingTimeline } from './tracking';
import { TrackingProgress } from './TrackingProgress';
import { TrackingTimeline } from './TrackingTimeline';
import * as styles from './Tracking.module.scss';

/**
 * Progress, timeline and details of one order. The saved lists are read
 * while the store is made, before any screen renders, so 'Order Not Found'
 * never flashes for an order that exists.
 */
export default function TrackOrderPage() {
  const { orderId } = useParams();
  const order = useAppSelector((state) => selectOrderById(state, orderId));
  const { services } = useAppStore();
  // One reading of the clock per visit: the faked stage times stay put while the page is open.
  const [now] = useState(() => services.now());
  // With delivery on, each stage's time is the business's own; without, the stages are dated as the product describes.
  const delivering = useAppSelector(selectDeliveryOn);
  const answer = useAppSelector((state) => selectDeliveryEntry(state, orderId ?? '')?.answer);
  useStatusChecks();
  useDocumentTitle(order ? 'Track Order' : 'Order Not Found');

  if (!order) {
    return (
      <div className={layout.container}>
        <EmptyState
          title="Order Not Found"
          action={
            <Link to={paths.orders} className={buttons.primary}>
              View My Orders
            </Link>
          }
        >
          <p>The order you&apos;re looking for doesn&apos;t exist or may have been removed.</p>
        </EmptyState>
      </div>
    );
  }

  const current = trackingStatus(order.status);
  return (
    <div className={layout.container}>
      <PageHeader title="Track Order" lead={`Order ${order.id}, placed on ${formatLongDate(order.orderDate)}`} />
      <DeliveryStatus id={order.id} />
      <BusinessAnswer id={order.id} />

      <section className={styles.panel} aria-labelledby="progress-title">
        <div className={styles.panelHeader}>
          <h2 id="progress-title" className={styles.panelTitle}>
            Order Progress
          </h2>
          <StatusBadge status={order.status} />
        </div>
        <TrackingProgress steps={trackingSteps(order.status)} />
        <p className={styles.current}>
          Current Status: <strong>{STATUS_LABELS[current]}</strong>
        </p>
        <p className={styles.currentText}>{STATUS_DESCRIPTIONS[current]}</p>
      </section>

      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="timeline-title">
          <h2 id="timeline-title" className={styles.panelTitle}>
            Tracking Timeline
          </h2>
          <TrackingTimeline entries={trackingTimeline(order, now, delivering ? stepTimes(answer?.steps ?? []) : null)} />
        </section>
        <section className={styles.panel} aria-labelledby="details-title">
          <h2 id="details-title" className={styles.panelTitle}>
            Order Details
          </h2>
          <OrderDetails order={order} />
          <OrderActions
            order={order}
            lead={
              <Link to={paths.contactUs} className={buttons.primary}>
                Contact Support
              </Link>
            }
          />
        </section>
      </div>
      <p className={styles.back}>
        <Link to={paths.orders}>Back to My Orders</Link>
      </p>
    </div>
  );
}
