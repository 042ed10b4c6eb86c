import { Form, Formik } from 'formik';
import { useAppDispatch } from '../../app/hooks';
import type { OrderReview } from '../../shared/entities';
import { Field } from '../../shared/ui/Field';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { COMMENT_MAX, RATING_WORDS, RATINGS, validateReview, type ReviewValues } from './review';
import { leaveReview } from './thunks';
import * as styles from './Review.module.scss';

interface ReviewFormProps {
  orderId: string;
  existing: OrderReview | undefined;
  onDone: (saved: boolean) => void;
}

/** A star rating (required) and a comment, kept with the order. */
export function ReviewForm({ orderId, existing, onDone }: ReviewFormProps) {
  const dispatch = useAppDispatch();
  const initialValues: ReviewValues = {
    rating: existing ? String(existing.rating) : '',
    comment: existing?.comment ?? '',
  };
  return (
    <Formik
      initialValues={initialValues}
      validate={validateReview}
      validateOnChange={false}
      onSubmit={async (values) => {
        const result = await dispatch(leaveReview({ orderId, rating: Number(values.rating), comment: values.comment }));
        onDone(leaveReview.fulfilled.match(result));
      }}
    >
      {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => {
        const ratingError = touched.rating && errors.rating ? errors.rating : null;
        return (
          <Form noValidate className={styles.form}>
            <fieldset className={styles.ratings} aria-describedby={ratingError ? 'review-rating-error' : undefined}>
              <legend className={styles.legend}>Rating</legend>
              {RATINGS.map((rating, index) => (
                <label key={rating} className={styles.rating}>
                  <input
                    type="radio"
                    name="rating"
                    value={String(rating)}
                    checked={values.rating === String(rating)}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    data-autofocus={index === 0 ? '' : undefined}
                  />
                  <span>
                    {rating} {rating === 1 ? 'star' : 'stars'}
                    <span className={styles.word}> – {RATING_WORDS[rating]}</span>
                  </span>
                </label>
              ))}
              {ratingError ? (
                <span id="review-rating-error" className={styles.error}>
                  {ratingError}
                </span>
              ) : null}
            </fieldset>
            <Field as="textarea" name="comment" label="Comment" maxLength={COMMENT_MAX} rows={4} />
            <div className={styles.buttons}>
              <button type="button" className={buttons.ghost} onClick={() => onDone(false)}>
                Cancel
              </button>
              <button type="submit" className={buttons.primary} disabled={isSubmitting}>
                Submit Review
              </button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
