import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { RecordNotFound } from '../../shared/ui/RecordNotFound';
import { WhereNext } from '../../shared/ui/WhereNext';
import { DeliveryStatus } from '../delivery';
import { paths } from '../../shared/paths';
import { emailHref, phoneHref, site } from '../../shared/site';
import { businessHours } from '../../shared/siteDetails';
import { CheckIcon } from '../../shared/ui/moreIcons';
import { PageHeader } from '../../shared/ui/PageHeader';
import * as layout from '../../shared/ui/layout.module.scss';
import * as styles from './OrderSuccess.module.scss';

export const UNKNOWN_ORDER_ID = 'ORD-UNKNOWN';

/**
 * The id comes from the URL, so a reload or a new tab still shows it; the
 * order itself from the saved orders (in storage before the checkout comes
 * here, and read before any screen renders). An id of no saved order, or
 * none, confirms nothing.
 */
export default function OrderSuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();
  // The store's orders, as placeOrder writes them (checkout may not use the orders feature, which comes after it).
  const stored = useAppSelector((state) => state.orders.items.some((order) => order.id === orderId));
  if (!orderId || !stored) {
    return (
      <RecordNotFound title="Order Not Found" idLabel="Order ID" fallbackId={UNKNOWN_ORDER_ID} list={{ to: paths.orders, text: 'View My Orders' }}>
        <p>
          This page confirms only orders saved in this browser, and the order in this link is not one of them. The
          orders placed here are listed under My Orders.
        </p>
      </RecordNotFound>
    );
  }
  return (
    <div className={layout.narrow}>
      <div className={styles.hero}>
        <span className={styles.tick}>
          <CheckIcon />
        </span>
        <PageHeader
          title="Order Placed Successfully!"
          lead="Thank you for your order. The payment was simulated, so nothing has been charged."
        />
      </div>

      <section className={layout.card} aria-labelledby="order-id-title">
        <h2 id="order-id-title" className={styles.cardTitle}>
          Your order ID
        </h2>
        <p className={styles.orderId}>{orderId}</p>
        <p className={styles.muted}>Keep this ID to follow your order or when you contact us about it.</p>
        <DeliveryStatus id={orderId} />
      </section>

      <section className={`${layout.card} ${styles.block}`} aria-labelledby="next-steps-title">
        <h2 id="next-steps-title" className={styles.cardTitle}>
          What happens next
        </h2>
        <ol className={styles.steps}>
          <li>Note your order ID. The order is kept in this browser under My Orders.</li>
          <li>Call or e-mail us with the order ID to confirm the stone, sizes and delivery address.</li>
          <li>Follow each stage, from placed to delivered, on the order&apos;s tracking page.</li>
        </ol>
        <p className={styles.estimate}>
          Estimated delivery: <strong>5-7 business days</strong>
        </p>
      </section>

      <section className={`${layout.card} ${styles.block}`} aria-labelledby="order-help-title">
        <h2 id="order-help-title" className={styles.cardTitle}>
          Questions about your order?
        </h2>
        <p>
          Call us on <a href={phoneHref}>{site.phone}</a> or write to <a href={emailHref}>{site.email}</a>.{' '}
          {businessHours.weekdays}.
        </p>
      </section>

      <WhereNext label="After your order" to={paths.orders} text="View My Orders" className={styles.actions} />
    </div>
  );
}
