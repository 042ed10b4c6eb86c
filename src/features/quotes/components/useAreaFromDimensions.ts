import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { computeArea } from '../area';
import type { QuoteFormValues } from '../formValues';

/**
 * Keeps the read-only area in step with length and width (Formik's
 * dependent-field pattern): a number to 2 decimals, or empty.
 */
export function useAreaFromDimensions() {
  const { values, setFieldValue } = useFormikContext<QuoteFormValues>();
  const { length, width, area } = values;
  useEffect(() => {
    const next = computeArea(length, width);
    if (next !== area) void setFieldValue('area', next, false);
  }, [length, width, area, setFieldValue]);
}
