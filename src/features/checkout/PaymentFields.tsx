import { useFormikContext } from 'formik';
import { Field } from '../../shared/ui/Field';
import { PAYMENT_METHODS } from './paymentMethods';
import * as styles from './Checkout.module.scss';
import { CARD_NUMBER_MAX, CVV_MAX, EXPIRY_MAX, type CheckoutValues } from './validate';

/**
 * The payment method choice and the fields of the chosen method. What is typed
 * here stays in the form: it is checked for blanks and then dropped.
 */
export function PaymentFields() {
  const { values, handleChange, handleBlur } = useFormikContext<CheckoutValues>();
  const banking = values.paymentMethod === 'net-banking';
  return (
    <section className={styles.panel} aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title" className={styles.sectionTitle}>
        Payment Method
      </h2>
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>Pay with</legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method.value} className={styles.method}>
            <input
              type="radio"
              name="paymentMethod"
              value={method.value}
              checked={values.paymentMethod === method.value}
              onChange={handleChange}
              onBlur={handleBlur}
            />
            <span>{method.label}</span>
          </label>
        ))}
      </fieldset>
      <p className={styles.note}>
        This is a simulated payment: no money is taken, and the details you type here are not saved or sent anywhere.
      </p>
      {banking ? (
        <div className={styles.grid}>
          <Field name="bankName" label="Bank Name" required autoComplete="off" />
          <Field name="accountNumber" label="Account Number" required inputMode="numeric" autoComplete="off" />
          <Field name="ifscCode" label="IFSC Code" required autoCapitalize="characters" autoComplete="off" />
        </div>
      ) : (
        <div className={styles.grid}>
          <div className={styles.wide}>
            <Field
              name="cardNumber"
              label="Card Number"
              required
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={CARD_NUMBER_MAX}
            />
          </div>
          <Field
            name="expiryDate"
            label="Expiry Date"
            required
            placeholder="MM/YY"
            autoComplete="cc-exp"
            maxLength={EXPIRY_MAX}
          />
          <Field
            name="cvv"
            label="CVV"
            required
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={CVV_MAX}
          />
          <div className={styles.wide}>
            <Field name="cardholderName" label="Cardholder Name" required autoComplete="cc-name" />
          </div>
        </div>
      )}
    </section>
  );
}
