import { useFormikContext, type FormikErrors } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';

/** The first error with its field, in the order `validate` listed them (the spec's order). */
export function firstError(errors: FormikErrors<unknown>): [field: string, message: string] | null {
  const found = Object.entries(errors as Record<string, unknown>).find(([, message]) => typeof message === 'string');
  return found ? [found[0], found[1] as string] : null;
}

interface FirstErrorOnSubmitProps {
  formRef: RefObject<HTMLFormElement | null>;
  /** Also show the message in an alert, as the spec does for checkout and quotes. */
  alert?: boolean;
}

/**
 * The one way a form reports a submit that its `validate` stopped: the first
 * error in an alert (where the form has the spec's alerts), then focus on
 * that field, which Field has marked aria-invalid and tied to its message.
 * Renders nothing; place it inside the Formik form.
 */
export function FirstErrorOnSubmit({ formRef, alert = false }: FirstErrorOnSubmitProps) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValidating || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    const first = firstError(errors);
    if (!first) return;
    const [field, message] = first;
    if (alert) window.alert(message);
    const control = formRef.current?.elements.namedItem(field);
    // A radio group comes back as a list: its first option takes focus.
    const target = control instanceof RadioNodeList ? control[0] : control;
    if (target instanceof HTMLElement) target.focus();
  }, [submitCount, isSubmitting, isValidating, errors, alert, formRef]);
  return null;
}
