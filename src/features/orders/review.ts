import type { FormikErrors } from 'formik';
import { lengthError } from '../../shared/textLimits';

/** Stars a visitor may give, lowest first. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

export const RATING_WORDS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

export const COMMENT_MAX = 1000;

export interface ReviewValues {
  /** '' until a star is chosen (radio values are text). */
  rating: string;
  comment: string;
}

export const isRating = (value: number): boolean => (RATINGS as readonly number[]).includes(value);

/** A rating is needed; the comment is optional but bounded. */
export function validateReview(values: ReviewValues): FormikErrors<ReviewValues> {
  const errors: FormikErrors<ReviewValues> = {};
  if (!isRating(Number(values.rating))) errors.rating = 'Please choose a rating from 1 to 5';
  const comment = lengthError(values.comment, COMMENT_MAX, 'comment');
  if (comment) errors.comment = comment;
  return errors;
}
