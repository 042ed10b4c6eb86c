import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from '../../shared/ui/Link';
import { useKeepFocusClearOf } from '../../shared/ui/useKeepFocusClearOf';
import { paths } from '../../shared/paths';
import * as styles from './AddToCartDialog.module.scss';

/**
 * The confirmation after adding to the cart, with a way to the cart. It
 * stays until dismissed or the page changes (it holds a link, so it must
 * not vanish on a timer), and never sits over the element that has focus.
 */
export function AddedToCartStatus({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [atTop, setAtTop] = useState(false);
  // At once, so the focused element is never covered, not even for a frame.
  const moveAway = useCallback(() => flushSync(() => setAtTop((top) => !top)), []);
  useKeepFocusClearOf(box, message !== null, moveAway);
  const place = atTop ? `${styles.notice} ${styles.noticeAtTop}` : styles.notice;
  return (
    <div ref={box} role="status" aria-live="polite" className={message ? place : undefined}>
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
