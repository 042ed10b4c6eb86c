import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { cartTotals } from '../cart';
import type { CartLine } from '../../shared/entities';
import { submitFailureMessage } from '../../shared/submitFailureMessage';
import { FirstErrorOnSubmit } from '../../shared/ui/FirstErrorOnSubmit';
import { useSingleSubmit } from '../../shared/ui/useSingleSubmit';
import { useStillMounted } from '../../shared/ui/useStillMounted';
import { SubmitError } from '../../shared/ui/SubmitError';
import { BusyButton } from '../../shared/ui/BusyButton';
import { AddressFields } from './AddressFields';
import { CheckoutSummary } from './CheckoutSummary';
import { PaymentFields } from './PaymentFields';
import { DEFAULT_PAYMENT_METHOD } from './paymentMethods';
import { placeOrder } from './thunks';
import { validateCheckout, type CheckoutValues } from './validate';
import * as styles from './Checkout.module.scss';

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
  /** Called with the lines being ordered when a payment starts, and with null if it fails. */
  onPlacing: (lines: readonly CartLine[] | null) => void;
}

/**
 * Address, payment and the order summary. `validate` runs the spec's checks
 * (the first one failing is the alert); a valid form goes to the placeOrder
 * thunk, and Formik stays submitting (the button busy) until it settles.
 */
export function CheckoutForm({ lines, onPlacing }: CheckoutFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const stillMounted = useStillMounted();
  const totals = useMemo(() => cartTotals(lines), [lines]);

  const submit = useSingleSubmit(async (values: CheckoutValues, helpers: FormikHelpers<CheckoutValues>) => {
    onPlacing(lines);
    helpers.setStatus(undefined);
    // Only the address and the method travel on; the payment details stay here.
    const { fullName, address, city, state, pincode, phone, paymentMethod } = values;
    try {
      const orderId = await dispatch(
        placeOrder({ shippingAddress: { fullName, address, city, state, pincode, phone }, paymentMethod }),
      ).unwrap();
      if (stillMounted()) {
        await navigate(`${paths.orderSuccess}?${new URLSearchParams({ orderId }).toString()}`, { replace: true });
      }
    } catch (failure) {
      const message = submitFailureMessage(failure, 'Your order was not placed');
      // A refused double submit leaves the first one running; only a real failure resets.
      if (message === null) return;
      onPlacing(null);
      helpers.setStatus({ error: message });
    }
  });

  return (
    // Checked on submit (the spec's alerts), then again as the visitor types, so
    // a mark leaves a field as soon as it is filled in; blur alone changes nothing.
    <Formik initialValues={initialValues} validate={validateCheckout} onSubmit={submit} validateOnBlur={false}>
      {({ isSubmitting, status }) => (
        <Form ref={formRef} className={styles.layout} noValidate aria-label="Checkout">
          <FirstErrorOnSubmit formRef={formRef} alert />
          <div className={styles.fields}>
            <AddressFields />
            <PaymentFields />
          </div>
          <CheckoutSummary lines={lines} totals={totals}>
            <BusyButton busy={isSubmitting} busyLabel="Processing...">
              Place Order
            </BusyButton>
            <p role="status" className={styles.status}>
              {isSubmitting ? 'Processing your simulated payment. This takes a couple of seconds.' : ''}
            </p>
            <SubmitError message={(status as { error?: string } | undefined)?.error} />
          </CheckoutSummary>
        </Form>
      )}
    </Formik>
  );
}
