import { useState } from 'react';
import type { StoredOrder } from '../../shared/entities';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { downloadInvoice } from './invoicePdf';
import * as styles from './Orders.module.scss';

type InvoiceState = 'idle' | 'working' | 'failed';

/** Makes and saves a PDF invoice for the order; the PDF library loads on the first click. */
export function InvoiceButton({ order }: { order: StoredOrder }) {
  const [state, setState] = useState<InvoiceState>('idle');
  const download = async () => {
    setState('working');
    try {
      await downloadInvoice(order);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className={styles.actionWithNote}>
      <button
        type="button"
        className={buttons.secondary}
        onClick={() => void download()}
        disabled={state === 'working'}
        aria-label={`Download Invoice for order ${order.id}`}
      >
        Download Invoice
      </button>
      <span role="status" className={styles.note}>
        {state === 'working' ? 'Preparing the invoice…' : ''}
      </span>
      {state === 'failed' ? (
        <span role="alert" className={styles.error}>
          The invoice could not be created. Please check your connection and try again.
        </span>
      ) : null}
    </span>
  );
}
