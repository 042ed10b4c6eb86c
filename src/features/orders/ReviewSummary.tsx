import type { OrderReview } from '../../shared/entities';
import { formatLongDate } from '../../shared/dates';
import { StarIcon } from '../../shared/ui/moreIcons';
import { RATINGS } from './review';
import * as styles from './Review.module.scss';

/** The review kept with a delivered order. */
export function ReviewSummary({ review }: { review: OrderReview }) {
  const rating = Number(review.rating);
  return (
    <section className={styles.summary} aria-label="Your review">
      <h3 className={styles.summaryTitle}>Your Review</h3>
      <p className={styles.stars}>
        <span aria-hidden="true">
          {RATINGS.map((star) => (
            <StarIcon key={star} filled={star <= rating} />
          ))}
        </span>
        <span>{`Rated ${rating} out of 5`}</span>
      </p>
      {review.comment ? <p className={styles.comment}>{review.comment}</p> : null}
      <p className={styles.date}>Reviewed on {formatLongDate(review.date)}</p>
    </section>
  );
}
