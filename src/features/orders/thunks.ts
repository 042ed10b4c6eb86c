import { createAppAsyncThunk } from '../../app/hooks';
import type { OrderReview } from '../../shared/entities';
import { reviewLeft } from './ordersSlice';
import { isRating } from './review';
import { selectOrderById } from './selectors';
import { canReview } from './status';

export interface LeaveReviewInput {
  orderId: string;
  rating: number;
  comment: string;
}

/**
 * Keeps a review with a delivered order, dated by the injected clock so the
 * reducer stays pure. Refused for an unknown or undelivered order or a bad rating.
 */
export const leaveReview = createAppAsyncThunk(
  'orders/leaveReview',
  ({ orderId, rating, comment }: LeaveReviewInput, { dispatch, extra }): OrderReview => {
    const review: OrderReview = { rating, comment: comment.trim(), date: new Date(extra.now()).toISOString() };
    dispatch(reviewLeft({ orderId, review }));
    return review;
  },
  {
    condition: ({ orderId, rating }, { getState }) =>
      isRating(rating) && canReview(selectOrderById(getState(), orderId)?.status),
  },
);
