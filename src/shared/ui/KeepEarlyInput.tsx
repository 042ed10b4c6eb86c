import { useFormikContext } from 'formik';
import { useEffect, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** What the visitor left in `control`, as the form's value for its name, or undefined when it matches `current`. */
function typedValue(control: Control, current: unknown): unknown {
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    return control.checked && current !== control.value ? control.value : undefined;
  }
  if (control instanceof HTMLInputElement && control.type === 'checkbox' && Array.isArray(current)) {
    const listed = current.includes(control.value);
    if (control.checked === listed) return undefined;
    return control.checked ? [...current, control.value] : current.filter((entry) => entry !== control.value);
  }
  return typeof current === 'string' && control.value !== current ? control.value : undefined;
}

/**
 * A prerendered form can be filled in before its code has run: the browser
 * keeps what was typed on screen, but Formik starts from its initial values.
 * Once the form is live, what the visitor left in it becomes its values, so
 * nothing typed early is lost or reported as missing. Place it inside the
 * Formik form; on a form the client rendered itself it changes nothing.
 */
export function KeepEarlyInput({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  useEffect(() => {
    const adopted: Record<string, unknown> = { ...values };
    for (const control of [...(formRef.current?.elements ?? [])].filter(isControl)) {
      if (!control.name || !(control.name in adopted)) continue;
      const typed = typedValue(control, adopted[control.name]);
      if (typed === undefined) continue;
      adopted[control.name] = typed;
      void setFieldValue(control.name, typed, false);
    }
    // Once, when the form becomes live: later changes come through Formik's own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
