import type { ReactNode } from 'react';
import type { StoredOrder } from '../../shared/entities';
import { InvoiceButton } from './InvoiceButton';
import { ReviewButton } from './ReviewButton';
import { ReviewSummary } from './ReviewSummary';
import { canReview } from './status';
import * as styles from './Orders.module.scss';

/**
 * The buttons under an order: `lead` (Track Order or Contact Support), Download
 * Invoice, and for delivered orders Leave Review with the review once given.
 */
export function OrderActions({ order, lead }: { order: StoredOrder; lead: ReactNode }) {
  const reviewable = canReview(order.status);
  return (
    <>
      {reviewable && order.review ? <ReviewSummary review={order.review} /> : null}
      <div className={styles.actions}>
        {lead}
        <InvoiceButton order={order} />
        {reviewable ? <ReviewButton orderId={order.id} review={order.review} /> : null}
      </div>
    </>
  );
}
