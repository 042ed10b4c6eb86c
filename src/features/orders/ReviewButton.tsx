import { useState } from 'react';
import type { OrderReview } from '../../shared/entities';
import { Dialog } from '../../shared/ui/Dialog';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { ReviewForm } from './ReviewForm';
import * as styles from './Orders.module.scss';

/** Leave Review (delivered orders only; the caller decides): opens the review dialog. */
export function ReviewButton({ orderId, review }: { orderId: string; review: OrderReview | undefined }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const label = review ? 'Edit Review' : 'Leave Review';
  return (
    <span className={styles.actionWithNote}>
      <button
        type="button"
        className={buttons.secondary}
        onClick={() => {
          setSaved(false);
          setOpen(true);
        }}
        aria-label={`${label} for order ${orderId}`}
      >
        {label}
      </button>
      <span role="status" className={styles.note}>
        {saved ? 'Thank you, your review has been saved.' : ''}
      </span>
      {open ? (
        <Dialog title={review ? 'Edit your review' : 'Leave a review'} onClose={() => setOpen(false)}>
          <p className={styles.muted}>Order {orderId}</p>
          <ReviewForm
            orderId={orderId}
            existing={review}
            onDone={(didSave) => {
              setSaved(didSave);
              setOpen(false);
            }}
          />
        </Dialog>
      ) : null}
    </span>
  );
}
