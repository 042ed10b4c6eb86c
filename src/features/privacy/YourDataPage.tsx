import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCartCount } from '../cart';
import { selectOrderCount } from '../orders';
import { selectQuoteCount } from '../quotes';
import { selectWishlistCount } from '../wishlist';
import { dataCleared } from '../../shared/events';
import { Dialog } from '../../shared/ui/Dialog';
import { PageHeader } from '../../shared/ui/PageHeader';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import * as styles from './YourDataPage.module.scss';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the shop keeps, where, and a way to remove it all: the lists live only
 * in this browser, so clearing them here clears them everywhere the shop has
 * them (other open tabs follow).
 */
export default function YourDataPage() {
  const dispatch = useAppDispatch();
  const kept = [
    ['Cart', counted(useAppSelector(selectCartCount), 'item', 'items')],
    ['Wishlist', counted(useAppSelector(selectWishlistCount), 'stone', 'stones')],
    ['Orders', counted(useAppSelector(selectOrderCount), 'order', 'orders')],
    ['Quote requests', counted(useAppSelector(selectQuoteCount), 'request', 'requests')],
  ] as const;
  const [confirming, setConfirming] = useState(false);
  const [cleared, setCleared] = useState(false);

  const clear = () => {
    dispatch(dataCleared());
    setConfirming(false);
    setCleared(true);
  };

  return (
    <div className={layout.container}>
      <PageHeader
        title="Your data"
        lead="Your cart, wishlist, orders and quote requests are kept only in this browser, on this device. There are no accounts, and nothing you keep here is sent to us or to anyone else."
      />
      <section className={styles.panel} aria-labelledby="kept-title">
        <h2 id="kept-title">Kept in this browser</h2>
        <dl className={styles.counts}>
          {kept.map(([label, value]) => (
            <div key={label} className={styles.count}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p>
          Payment details are never kept: card and bank details stay in the checkout form and are gone when you leave
          it. Another browser or device has its own, separate data.
        </p>
        <p>
          The shop may also keep a copy of its own pages and pictures, so that it opens without a connection. That copy
          holds nothing of yours.
        </p>
      </section>
      <section className={styles.panel} aria-labelledby="clear-title">
        <h2 id="clear-title">Clear my data</h2>
        <p>
          This removes your cart, wishlist, orders and quote requests from this browser. It cannot be undone; invoices
          you have downloaded stay on your device.
        </p>
        <button type="button" className={buttons.primary} onClick={() => setConfirming(true)}>
          Clear my data
        </button>
        <p role="status" className={styles.status}>
          {cleared ? 'Your data has been cleared from this browser.' : ''}
        </p>
      </section>
      {confirming ? (
        <Dialog title="Clear all your data?" onClose={() => setConfirming(false)}>
          <p>Your cart, wishlist, orders and quote requests will be removed from this browser.</p>
          <div className={styles.dialogButtons}>
            <button type="button" className={buttons.ghost} onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="button" className={buttons.primary} onClick={clear} data-autofocus="">
              Yes, clear my data
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
