import { useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { submitFailureText } from '../../shared/ui/SubmitFailureMessage';
import { DeliveryStatus } from './DeliveryStatus';
import { selectDeliveryEntry, selectDeliveryOn } from './selectors';
import { sendEnquiry, type EnquiryFields } from './thunks';

/** What a contact form says once the business's address has taken its message. */
export const MESSAGE_SENT = 'Message sent';
/** What it says once the message is saved, until then (the status line beside it says why it waits). */
export const MESSAGE_SAVED = 'Message saved';

/**
 * A contact form's sending, when delivery is on: `send` saves the message and
 * queues it, resolving true when it was saved; `outcome` is what to show under
 * the form (the announcement, and where the delivery stands). With delivery
 * off, `on` is false and the form keeps its e-mail program behaviour.
 */
export function useEnquiryDelivery(): { on: boolean; send(fields: EnquiryFields, honeypot?: string): Promise<boolean>; outcome: ReactNode } {
  const on = useAppSelector(selectDeliveryOn);
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState('');
  const [sentId, setSentId] = useState<string | null>(null);
  // "Sent" only once the address has taken it: saved and queued is not sent yet.
  const delivered = useAppSelector((state) => (sentId ? selectDeliveryEntry(state, sentId)?.state === 'sent' : false));
  const send = async (fields: EnquiryFields, honeypot = '') => {
    const result = await dispatch(sendEnquiry({ fields, honeypot }));
    if (sendEnquiry.fulfilled.match(result)) {
      setSentId(result.payload);
      setFailure('');
      return true;
    }
    setFailure(submitFailureText(result.payload ?? { kind: 'Failed' }, 'Your message was not sent'));
    return false;
  };
  const message = failure || (sentId ? (delivered ? MESSAGE_SENT : MESSAGE_SAVED) : '');
  const outcome = (
    <>
      <p role="status">{message}</p>
      {sentId && <DeliveryStatus id={sentId} />}
    </>
  );
  return { on, send, outcome };
}
