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

/** Formik-style errors: a rating is needed; the comment is optional but bounded. */
export function validateReview(values: ReviewValues): Partial<Record<keyof ReviewValues, string>> {
  const errors: Partial<Record<keyof ReviewValues, string>> = {};
  if (!isRating(Number(values.rating))) errors.rating = 'Please choose a rating from 1 to 5';
  if (values.comment.trim().length > COMMENT_MAX) errors.comment = `Please keep the comment under ${COMMENT_MAX} characters`;
  return errors;
}
