import { speaksVersion2, storageOf } from '../../shared/deliveryChannel';
import { useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { selectCartCount } from '../cart';
import { readEnquiries, selectDelivery } from '../delivery';
import { selectOrderCount } from '../orders';
import { selectQuoteCount } from '../quotes';
import { selectWishlistCount } from '../wishlist';
import { dataCleared } from '../../shared/events';
import { site } from '../../shared/site';
import { Dialog } from '../../shared/ui/Dialog';
import { PageHeader } from '../../shared/ui/PageHeader';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import { forgetKeptBeside } from './forgetKeptBeside';
import { forgetQueuedSends } from './forgetQueuedSends';
import { keptDataFile, saveFile, unsentCount, withoutKeys } from './keptData';
import { SentToBusiness } from './SentToBusiness';
import * as styles from './YourDataPage.module.scss';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const NOTHING_SENT =
  'Your cart, wishlist, orders and quote requests are kept only in this browser, on this device. There are no accounts, and nothing you keep here is sent to us or to anyone else.';
const SENT_TO_BUSINESS =
  `Your cart, wishlist, orders, quote requests and messages are kept in this browser, on this device. There are no accounts. ` +
  `Each order, quote request and message, and each quote you accept and review you leave, is also sent to ${site.name}, as told below.`;

/**
 * What the shop keeps, where, and a way to take it or remove it all: the lists
 * live only in this browser, so clearing them here clears them everywhere the
 * shop has them (other open tabs follow). A shop with a delivery address
 * (its services carry the channel) also says what it sends, and to whom.
 */
export default function YourDataPage() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const channel = store.services.delivery;
  const [messages, setMessages] = useState(() => (channel ? readEnquiries(channel) : []));
  const unsent = unsentCount(useAppSelector((state) => selectDelivery(state)?.entries) ?? {});
  const kept = [
    ['Cart', counted(useAppSelector(selectCartCount), 'item', 'items')],
    ['Wishlist', counted(useAppSelector(selectWishlistCount), 'stone', 'stones')],
    ['Orders', counted(useAppSelector(selectOrderCount), 'order', 'orders')],
    ['Quote requests', counted(useAppSelector(selectQuoteCount), 'request', 'requests')],
    ...(channel ? [['Messages', counted(messages.length, 'message', 'messages')] as const] : []),
  ] as const;
  const [confirming, setConfirming] = useState(false);
  const [cleared, setCleared] = useState(false);
  const things = channel ? 'cart, wishlist, orders, quote requests and messages' : 'cart, wishlist, orders and quote requests';

  const clear = () => {
    forgetKeptBeside(store.keyPrefix, channel && storageOf(channel));
    dispatch(dataCleared());
    if (channel) void forgetQueuedSends().catch(() => undefined);
    setMessages([]);
    setConfirming(false);
    setCleared(true);
  };

  const download = () => {
    const state = store.getState();
    const file = keptDataFile(
      site.name,
      {
        cart: state.cart.items,
        wishlist: state.wishlist.items,
        orders: state.orders.items,
        quotes: state.quotes.items,
        ...(channel ? { messages: readEnquiries(channel), deliveries: withoutKeys(selectDelivery(state)?.entries ?? {}) } : {}),
      },
      store.services.now(),
    );
    saveFile(file.name, file.text);
  };

  return (
    <div className={layout.container}>
      <PageHeader title="Your data" lead={channel ? SENT_TO_BUSINESS : NOTHING_SENT} />
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
          {channel
            ? 'A review you leave is kept with its order, and a quote you accept is marked on its request.'
            : 'A review you leave is kept with its order, and a quote you accept is marked on its request: neither is sent anywhere.'}
        </p>
        <p>
          The shop may also keep a copy of its own pages and pictures, so that it opens without a connection. That copy
          holds nothing of yours.
        </p>
        {channel ? (
          <p>
            Download my data saves all of this, with where each record&apos;s sending stands and what {site.name} answered. It
            leaves out the private key each order and quote request was given: that key lets whoever holds it read{' '}
            {site.name}&apos;s answers and accept or review in your name, and you never need it outside this browser.
          </p>
        ) : null}
        <button type="button" className={buttons.secondary} onClick={download}>
          Download my data
        </button>
      </section>
      {channel ? <SentToBusiness statusChecks={speaksVersion2(channel)} /> : null}
      <section className={styles.panel} aria-labelledby="clear-title">
        <h2 id="clear-title">Clear my data</h2>
        <p>
          This removes your {things} from this browser. It cannot be undone; invoices you have downloaded stay on your
          device.
          {channel ? ` What ${site.name} has already received stays with them: to have it removed, write to ${site.email}.` : ''}
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
          <p>Your {things} will be removed from this browser.</p>
          {unsent > 0 ? (
            <p>
              {counted(unsent, 'record has', 'records have')} not been sent yet: cleared now,{' '}
              {unsent === 1 ? 'it' : 'they'} will not reach {site.name}.
            </p>
          ) : null}
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
