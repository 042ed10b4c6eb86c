import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import type { QuoteFormValues } from '../formValues';
import { problemStillHolds, REQUIRED_FIELDS } from '../validate';

/**
 * Problems are found on submit only; this takes the mark (aria-invalid and the
 * message) off a field once the visitor has fixed it, so nothing stale stays.
 */
export function useClearFixedErrors() {
  const { values, errors, setFieldError } = useFormikContext<QuoteFormValues>();
  useEffect(() => {
    for (const { field } of REQUIRED_FIELDS) {
      const message = errors[field];
      if (typeof message === 'string' && !problemStillHolds({ field, message }, values)) {
        setFieldError(field, undefined);
      }
    }
  }, [values, errors, setFieldError]);
}
