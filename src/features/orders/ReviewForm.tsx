import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { OrderReview } from '../../shared/entities';
import type { SubmitFailure } from '../../shared/submitFailure';
import { Field } from '../../shared/ui/Field';
import { FirstErrorOnSubmit } from '../../shared/ui/FirstErrorOnSubmit';
import { SubmitFailureMessage } from '../../shared/ui/SubmitFailureMessage';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { RATING_WORDS, RATINGS, validateReview, type ReviewValues } from './review';
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
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues: ReviewValues = {
    rating: existing ? String(existing.rating) : '',
    comment: existing?.comment ?? '',
  };
  const submit = async (values: ReviewValues, helpers: FormikHelpers<ReviewValues>) => {
    const result = await dispatch(leaveReview({ orderId, rating: Number(values.rating), comment: values.comment }));
    if (leaveReview.fulfilled.match(result)) onDone(true);
    else helpers.setStatus(result.payload);
  };
  return (
    <Formik initialValues={initialValues} validate={validateReview} onSubmit={submit} validateOnBlur={false}>
      {({ values, errors, submitCount, handleChange, handleBlur, isSubmitting, status }) => {
        const ratingError = submitCount > 0 && errors.rating ? errors.rating : null;
        return (
          <Form ref={formRef} noValidate className={styles.form}>
            <FirstErrorOnSubmit formRef={formRef} />
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
            <Field as="textarea" name="comment" label="Comment" rows={4} />
            <SubmitFailureMessage failure={status as SubmitFailure | undefined} outcome="Your review was not saved" />
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
