import { useAppDispatch, useAppSelector } from '../hooks';
import { noticeDismissed } from '../persistence';
import * as styles from './StorageNotice.module.scss';

const LABELS = { cart: 'cart', wishlist: 'wishlist', quotes: 'quote requests', orders: 'orders' } as const;

const join = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** Tells the visitor when the browser could not save, or when saved data was unreadable. */
export default function StorageNotice() {
  const dispatch = useAppDispatch();
  const { unsaved, recovered } = useAppSelector((state) => state.persistence);
  if (unsaved.length === 0 && recovered.length === 0) return null;
  return (
    <div className={styles.notice} role="alert">
      <div className={styles.text}>
        {unsaved.length > 0 ? (
          <p>
            Your browser could not save your {join(unsaved.map((key) => LABELS[key]))}. Changes are kept while this
            page stays open, but may be lost when you close it. Freeing browser storage or leaving private browsing
            mode usually helps.
          </p>
        ) : null}
        {recovered.length > 0 ? (
          <p>
            Some saved {join(recovered.map((key) => LABELS[key]))} data could not be read. Everything readable was
            kept; the rest was set aside in your browser.
          </p>
        ) : null}
      </div>
      <button type="button" className={styles.dismiss} onClick={() => dispatch(noticeDismissed())}>
        Dismiss
      </button>
    </div>
  );
}
