import * as styles from './Honeypot.module.scss';

/** The trap's name: one a form-filling bot is glad to fill in. */
export const HONEYPOT_NAME = 'website';

/**
 * A field no person sees or reaches: visually hidden, hidden from screen
 * readers, out of the tab order, never autofilled. A bot that fills in every
 * field fills this one too; its text travels with the delivery (`honeypot`),
 * and the business's inbox files such a delivery as spam. Not a Formik field:
 * read from the form with `honeypotOf` when it is sent.
 */
export function HoneypotField() {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** What the trap holds in `form` ('' for a person). */
export function honeypotOf(form: HTMLFormElement | null): string {
  const field = form?.elements.namedItem(HONEYPOT_NAME);
  return field instanceof HTMLInputElement ? field.value : '';
}
