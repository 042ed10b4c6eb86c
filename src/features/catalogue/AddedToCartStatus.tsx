import { Link } from '../../shared/ui/Link';
import { paths } from '../../app/paths';
import * as styles from './AddToCartDialog.module.scss';

/**
 * The confirmation after adding to the cart, with a way to the cart. It
 * stays until dismissed or the page changes (it holds a link, so it must
 * not vanish on a timer).
 */
export function AddedToCartStatus({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  return (
    <div role="status" aria-live="polite" className={message ? styles.notice : undefined}>
      {message ? (
        <>
          <p className={styles.noticeText}>
            {message} <Link to={paths.cart}>View cart</Link>
          </p>
          <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Dismiss message">
            ×
          </button>
        </>
      ) : null}
    </div>
  );
}
