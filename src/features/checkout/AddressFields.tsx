import { Field } from '../../shared/ui/Field';
import * as styles from './Checkout.module.scss';

/** The six address fields (docs/product.md), with autofill hints. */
export function AddressFields() {
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
      </div>
    </section>
  );
}
