import { useState } from 'react';
import { Link } from '../../shared/ui/Link';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { CartLine } from '../../shared/entities';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import { CartLineItem } from './CartLineItem';
import { itemRemoved, lineRestored } from './cartSlice';
import { CartSummary } from './CartSummary';
import { selectCartTotals } from './memoSelectors';
import { RemovedLineNotice } from './RemovedLineNotice';
import { selectCartLines } from './selectors';
import * as styles from './Cart.module.scss';

/** Lines near the top are visible at once; the rest load as they scroll in. */
const EAGER_LINES = 3;

export default function CartPage() {
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartLines);
  const totals = useAppSelector(selectCartTotals);
  const [removed, setRemoved] = useState<{ line: CartLine; index: number } | null>(null);
  useDocumentTitle(lines.length === 0 ? 'Your Cart is Empty' : 'Shopping Cart');

  const remove = (line: CartLine) => {
    setRemoved({ line, index: lines.indexOf(line) });
    dispatch(itemRemoved({ id: line.id, size: line.size }));
  };
  const undo = () => {
    if (removed) dispatch(lineRestored(removed));
    setRemoved(null);
  };
  // Always in the page, so the message is announced whichever view follows the removal.
  const notice = (
    <div role="status" className={styles.removedRegion}>
      {removed ? <RemovedLineNotice line={removed.line} onUndo={undo} /> : null}
    </div>
  );

  if (lines.length === 0) {
    return (
      <div className={layout.container}>
        {notice}
        <EmptyState
          title="Your Cart is Empty"
          action={
            <Link to={paths.shop} className={buttons.primary}>
              Continue Shopping
            </Link>
          }
        >
          <p>Browse the granite collection and add the stones your project needs.</p>
        </EmptyState>
      </div>
    );
  }

  const itemWord = totals.itemCount === 1 ? 'item' : 'items';
  return (
    <div className={layout.container}>
      <PageHeader title="Shopping Cart" lead={`${totals.itemCount} ${itemWord} in your cart`} />
      {notice}
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label="Cart items">
          {lines.map((line, index) => (
            <CartLineItem key={`${line.id}-${line.size}`} line={line} eager={index < EAGER_LINES} onRemove={remove} />
          ))}
        </ul>
        <CartSummary totals={totals} />
      </div>
    </div>
  );
}
