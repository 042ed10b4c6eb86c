import { Field } from '../../shared/ui/Field';
import * as styles from './Checkout.module.scss';

/** What the optional e-mail field is called (docs/product.md). */
export const SHIPPING_EMAIL_LABEL = 'Email (optional, for shipping updates)';

/**
 * The six address fields (docs/product.md), with autofill hints; with
 * `askEmail` (a shop that delivers its orders) also the optional e-mail
 * address the desk writes to when the order ships.
 */
export function AddressFields({ askEmail }: { askEmail: boolean }) {
  return (
    <section className={styles.panel} aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title" className={styles.sectionTitle}>
        Shipping Address
      </h2>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <Field name="fullName" label="Full Name" required autoComplete="name" />
        </div>
        <div className={styles.wide}>
          <Field name="address" label="Address" required autoComplete="street-address" />
        </div>
        <Field name="city" label="City" required autoComplete="address-level2" />
        <Field name="state" label="State" required autoComplete="address-level1" />
        <Field name="pincode" label="Pincode" required inputMode="numeric" autoComplete="postal-code" />
        <Field name="phone" label="Phone Number" required type="tel" autoComplete="tel" />
        {askEmail && (
          <div className={styles.wide}>
            <Field name="email" label={SHIPPING_EMAIL_LABEL} type="email" autoComplete="email" />
          </div>
        )}
      </div>
    </section>
  );
}
