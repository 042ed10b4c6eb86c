import { useEffect, useRef } from 'react';
import type { CartLine } from '../../shared/entities';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { sizeLabel } from './CartLineItem';
import * as styles from './Cart.module.scss';

interface RemovedLineNoticeProps {
  line: CartLine;
  onUndo: () => void;
}

/**
 * Says politely which line just left the cart and offers Undo. The control
 * the visitor used went with the line, so focus moves to Undo rather than
 * falling to the page.
 */
export function RemovedLineNotice({ line, onUndo }: RemovedLineNoticeProps) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    undo.current?.focus();
  }, [line]);
  return (
    <p className={styles.removedNotice}>
      <span>
        Removed {line.name} ({sizeLabel(line.size)}) from your cart.
      </span>{' '}
      <button ref={undo} type="button" className={`${buttons.ghost} ${buttons.small}`} onClick={onUndo}>
        Undo
      </button>
    </p>
  );
}
