import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { speaksVersion2 } from '../../shared/deliveryChannel';
import { paths } from '../../shared/paths';
import { selectCartLines } from '../cart';
import { selectDeliveryOn } from '../delivery';
import type { CartLine } from '../../shared/entities';
import type { SubmitFailure } from '../../shared/submitFailure';
import { FirstErrorOnSubmit } from '../../shared/ui/FirstErrorOnSubmit';
import { useStillMounted } from '../../shared/ui/useStillMounted';
import { SubmitFailureMessage } from '../../shared/ui/SubmitFailureMessage';
import { BusyButton } from '../../shared/ui/BusyButton';
import { HoneypotField, honeypotOf } from '../../shared/ui/HoneypotField';
import { AddressFields } from './AddressFields';
import { CheckoutSummary } from './CheckoutSummary';
import { PaymentFields } from './PaymentFields';
import { DEFAULT_PAYMENT_METHOD } from './paymentMethods';
import { selectPaymentProcessing } from './checkoutSlice';
import { placeOrder } from './thunks';
import { CHECKOUT_RULES, validateCheckout, type CheckoutValues } from './validate';
import { earlyRules } from '../../shared/formRules';
import * as styles from './Checkout.module.scss';

const initialValues: CheckoutValues = {
  fullName: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  phone: '',
  email: '',
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
  /** The cart's lines; null while the page is the prerendered one, before the browser has read the cart. */
  lines: readonly CartLine[] | null;
  /** Called with the lines being ordered when a payment starts, and with null if it fails. */
  onPlacing: (lines: readonly CartLine[] | null) => void;
}

/**
 * Address, payment and the order summary. `validate` runs the spec's checks
 * (the first one failing is the alert); a valid form goes to the placeOrder
 * thunk; the button shows the store's processing flag until it settles, and a
 * failure stays in Formik's `status` until the next try.
 */
export function CheckoutForm({ lines, onPlacing }: CheckoutFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const stillMounted = useStillMounted();

  const processing = useAppSelector(selectPaymentProcessing);
  // The e-mail field is there only when orders reach the business, whose desk can write when one ships
  // (and not for a receiver that speaks delivery schema version 1, which has no place for it).
  const store = useAppStore();
  const channel = store.services.delivery;
  const delivering = useAppSelector(selectDeliveryOn) && speaksVersion2(channel);

  const submit = async (values: CheckoutValues, helpers: FormikHelpers<CheckoutValues>) => {
    // A press held from before the page was the client's own may come before the render with the lines.
    const ordered = lines ?? selectCartLines(store.getState());
    // Nothing to pay for: the page goes back to the empty cart.
    if (ordered.length === 0) return;
    onPlacing(ordered);
    helpers.setStatus(undefined);
    // Only the address, the method and the optional e-mail travel on; the payment details stay here.
    const { fullName, address, city, state, pincode, phone, paymentMethod, email } = values;
    const result = await dispatch(
      placeOrder({
        shippingAddress: { fullName, address, city, state, pincode, phone },
        paymentMethod,
        email,
        honeypot: honeypotOf(formRef.current),
      }),
    );
    if (placeOrder.fulfilled.match(result)) {
      const query = new URLSearchParams({ orderId: result.payload }).toString();
      if (stillMounted()) await navigate(`${paths.orderSuccess}?${query}`, { replace: true });
      return;
    }
    // Refused by its condition: the submission already running goes on.
    if (result.meta.condition) return;
    onPlacing(null);
    helpers.setStatus(result.payload);
  };

  return (
    // Checked on submit (the spec's alerts), then again as the visitor types, so
    // a mark leaves a field as soon as it is filled in; blur alone changes nothing.
    <Formik initialValues={initialValues} validate={validateCheckout} onSubmit={submit} validateOnBlur={false}>
      {({ status }) => (
        <Form ref={formRef} className={styles.layout} noValidate aria-label="Checkout" {...earlyRules(CHECKOUT_RULES)}>
          <FirstErrorOnSubmit formRef={formRef} alert />
          <HoneypotField />
          <div className={styles.fields}>
            <AddressFields askEmail={delivering} />
            <PaymentFields />
          </div>
          <CheckoutSummary lines={lines}>
            <BusyButton busy={processing} busyLabel="Processing...">
              Place Order
            </BusyButton>
            <p role="status" className={styles.status}>
              {processing ? 'Processing your simulated payment. This takes a couple of seconds.' : ''}
            </p>
            <SubmitFailureMessage failure={status as SubmitFailure | undefined} outcome="Your order was not placed" />
          </CheckoutSummary>
        </Form>
      )}
    </Formik>
  );
}
