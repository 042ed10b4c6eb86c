import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { SuccessHero } from '../../shared/ui/SuccessHero';
import { WhereNext } from '../../shared/ui/WhereNext';
import { DeliveryStatus } from '../delivery';
import { paths } from '../../shared/paths';
import { emailHref, phoneHref, site } from '../../shared/site';
import { businessHours } from '../../shared/siteDetails';
import * as layout from '../../shared/ui/layout.module.scss';
import * as styles from './OrderSuccess.module.scss';

export const UNKNOWN_ORDER_ID = 'ORD-UNKNOWN';

const CONFIRMED = {
  title: 'Order Placed Successfully!',
  lead: 'Thank you for your order. The payment was simulated, so nothing has been charged.',
};
const NOT_FOUND = {
  title: 'Order Not Found',
  lead: 'This order ID is not among the orders saved on this device. The orders placed here are listed under My Orders.',
};

/**
 * The id comes from the URL, so a reload or a new tab still shows it; the
 * order itself from the saved orders (in storage before the checkout comes
 * here, and read before any screen renders). An id of no saved order, or
 * none, confirms nothing: the page says so at the top, shows the fallback id
 * and keeps the rest, which is true of any order.
 */
export default function OrderSuccessPage() {
  const [params] = useSearchParams();
  const named = params.get('orderId')?.trim();
  // The store's orders, as placeOrder writes them (checkout may not use the orders feature, which comes after it).
  const stored = useAppSelector((state) => !!named && state.orders.items.some((order) => order.id === named));
  const orderId = stored && named ? named : UNKNOWN_ORDER_ID;
  return (
    <div className={layout.narrow}>
      <div className={styles.hero}>
        <SuccessHero stored={stored} done={CONFIRMED} notFound={NOT_FOUND} tickClass={styles.tick} />
      </div>

      <section className={layout.card} aria-labelledby="order-id-title">
        <h2 id="order-id-title" className={styles.cardTitle}>
          Order ID
        </h2>
        <p className={styles.orderId}>{orderId}</p>
        {stored ? (
          <>
            <p className={styles.muted}>Keep this ID to follow your order or when you contact us about it.</p>
            <DeliveryStatus id={orderId} />
          </>
        ) : null}
      </section>

      <section className={`${layout.card} ${styles.block}`} aria-labelledby="next-steps-title">
        <h2 id="next-steps-title" className={styles.cardTitle}>
          What happens next
        </h2>
        <ol className={styles.steps}>
          <li>Note the order ID. Orders placed in this browser are kept under My Orders.</li>
          <li>Call or e-mail us with the order ID to confirm the stone, sizes and delivery address.</li>
          <li>Follow each stage, from placed to delivered, on the order&apos;s tracking page.</li>
        </ol>
        <p className={styles.estimate}>
          Estimated delivery: <strong>5-7 business days</strong>
        </p>
      </section>

      <section className={`${layout.card} ${styles.block}`} aria-labelledby="order-help-title">
        <h2 id="order-help-title" className={styles.cardTitle}>
          Questions about an order?
        </h2>
        <p>
          Call us on <a href={phoneHref}>{site.phone}</a> or write to <a href={emailHref}>{site.email}</a>.{' '}
          {businessHours.weekdays}.
        </p>
      </section>

      <WhereNext label="Where to next" to={paths.orders} text="View My Orders" className={styles.actions} />
    </div>
  );
}
