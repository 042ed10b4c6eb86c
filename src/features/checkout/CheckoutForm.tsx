import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { cartTotals } from '../cart';
import type { CartLine } from '../../shared/entities';
import { submitFailureMessage } from '../../shared/submitFailureMessage';
import { SubmitError } from '../../shared/ui/SubmitError';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { AddressFields } from './AddressFields';
import { CheckoutSummary } from './CheckoutSummary';
import { PaymentFields } from './PaymentFields';
import { DEFAULT_PAYMENT_METHOD } from './paymentMethods';
import { placeOrder } from './thunks';
import { validateCheckout, type CheckoutValues } from './validate';
import * as styles from './Checkout.module.scss';
import { focusedTree } from '../../shared/ui/focusedTree';

const initialValues: CheckoutValues = {
  fullName: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  phone: '',
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  cardholderName: '',
  bankName: '',
  accountNumber: '',
  ifscCode: '',
};

interface CheckoutFormProps {
  lines: readonly CartLine[];
  /** An order has gone through and the page is on its way to the confirmation. */
  placed: boolean;
  /** Called with the lines being ordered when a payment starts, and with null if it fails. */
  onPlacing: (lines: readonly CartLine[] | null) => void;
}

export function CheckoutForm({ lines, placed, onPlacing }: CheckoutFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const paying = useAppSelector((state) => state.checkout.status === 'processing');
  const processing = paying || placed;
  const totals = useMemo(() => cartTotals(lines), [lines]);

  const submit = async (values: CheckoutValues, helpers: FormikHelpers<CheckoutValues>) => {
    const problem = validateCheckout(values);
    if (problem) {
      window.alert(problem.message);
      for (const field of problem.fields) helpers.setFieldError(field, 'This field is required');
      focusedTree().getElementById(`field-${problem.field}`)?.focus();
      return;
    }
    onPlacing(lines);
    helpers.setStatus(undefined);
    // Only the address and the method travel on; the payment details stay here.
    const { fullName, address, city, state, pincode, phone, paymentMethod } = values;
    try {
      const orderId = await dispatch(
        placeOrder({ shippingAddress: { fullName, address, city, state, pincode, phone }, paymentMethod }),
      ).unwrap();
      const search = new URLSearchParams({ orderId });
      navigate(`${paths.orderSuccess}?${search.toString()}`, { replace: true });
    } catch (failure) {
      const message = submitFailureMessage(failure, 'Your order was not placed');
      // A refused double submit leaves the first one running; only a real failure resets.
      if (message === null) return;
      onPlacing(null);
      helpers.setStatus({ error: message });
    }
  };

  return (
    // The checks run on submit only (the spec's alerts). Blur and change do not
    // re-validate, so a blur on the way to the button cannot wipe the marks the
    // failed submit sets; typing in a marked field clears its own mark.
    <Formik initialValues={initialValues} onSubmit={submit} validateOnBlur={false} validateOnChange={false}>
      {({ isSubmitting, errors, setFieldError, status }) => {
        const busy = processing || isSubmitting;
        const clearMark = (event: FormEvent<HTMLFormElement>) => {
          const { name } = event.target as HTMLInputElement;
          if (name in errors) setFieldError(name, undefined);
        };
        return (
          <Form className={styles.layout} noValidate aria-label="Checkout" onChange={clearMark}>
            <div className={styles.fields}>
              <AddressFields />
              <PaymentFields />
            </div>
            <CheckoutSummary lines={lines} totals={totals}>
              <button type="submit" className={`${buttons.primary} ${buttons.block}`} disabled={busy}>
                {processing ? 'Processing...' : 'Place Order'}
              </button>
              <p role="status" className={styles.status}>
                {processing ? 'Processing your simulated payment. This takes a couple of seconds.' : ''}
              </p>
              <SubmitError message={(status as { error?: string } | undefined)?.error} />
            </CheckoutSummary>
          </Form>
        );
      }}
    </Formik>
  );
}
