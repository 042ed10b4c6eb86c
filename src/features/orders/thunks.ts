import { createAsyncThunk } from '@reduxjs/toolkit';
import type { OrderReview } from '../../shared/entities';
import type { Services } from '../../shared/services';
import { submitting, type SubmitFailure } from '../../shared/submitFailure';
import { queueUpdate } from '../delivery';
import { reviewLeft, type OrdersState } from './ordersSlice';
import { isRating } from './review';
import { selectOrderById } from './selectors';
import { canReview } from './status';

/** Typed by the part of the store it reads, so orders needs nothing from the app's store module. */
const createOrdersThunk = createAsyncThunk.withTypes<{
  state: { orders: OrdersState };
  extra: Services;
  rejectValue: SubmitFailure;
}>();

export interface LeaveReviewInput {
  orderId: string;
  rating: number;
  comment: string;
}

/**
 * Keeps a review with a delivered order, dated by the injected clock so the
 * reducer stays pure. Refused for an unknown or undelivered order or a bad rating.
 */
export const leaveReview = createOrdersThunk(
  'orders/leaveReview',
  ({ orderId, rating, comment }: LeaveReviewInput, { dispatch, extra, rejectWithValue }) =>
    submitting(async (): Promise<OrderReview> => {
      const review: OrderReview = { rating, comment: comment.trim(), date: new Date(extra.now()).toISOString() };
      dispatch(reviewLeft({ orderId, review }));
      // With delivery on, the business hears of it too.
      dispatch(queueUpdate(orderId, 'review', review));
      return review;
    }, rejectWithValue),
  {
    condition: ({ orderId, rating }, { getState }) =>
      isRating(rating) && canReview(selectOrderById(getState(), orderId)?.status),
  },
);
