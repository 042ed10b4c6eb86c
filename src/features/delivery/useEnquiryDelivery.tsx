import { useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { submitFailureText } from '../../shared/ui/SubmitFailureMessage';
import { DeliveryStatus } from './DeliveryStatus';
import { selectDeliveryOn } from './selectors';
import { sendEnquiry, type EnquiryFields } from './thunks';

/** What a contact form says once its message is saved and on its way. */
export const MESSAGE_SENT = 'Message sent';

/**
 * A contact form's sending, when delivery is on: `send` saves the message and
 * queues it, resolving true when it was saved; `outcome` is what to show under
 * the form (the announcement, and where the delivery stands). With delivery
 * off, `on` is false and the form keeps its e-mail program behaviour.
 */
export function useEnquiryDelivery(): { on: boolean; send(fields: EnquiryFields): Promise<boolean>; outcome: ReactNode } {
  const on = useAppSelector(selectDeliveryOn);
  const dispatch = useAppDispatch();
  const [message, setMessage] = useState('');
  const [sentId, setSentId] = useState<string | null>(null);
  const send = async (fields: EnquiryFields) => {
    const result = await dispatch(sendEnquiry(fields));
    if (sendEnquiry.fulfilled.match(result)) {
      setSentId(result.payload);
      setMessage(MESSAGE_SENT);
      return true;
    }
    setMessage(submitFailureText(result.payload ?? { kind: 'Failed' }, 'Your message was not sent'));
    return false;
  };
  const outcome = (
    <>
      <p role="status">{message}</p>
      {sentId && <DeliveryStatus id={sentId} />}
    </>
  );
  return { on, send, outcome };
}
