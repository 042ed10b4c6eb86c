import { useEffect, useRef } from 'react';
import { Link } from '../../shared/ui/Link';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { EmptyState } from '../../shared/ui/EmptyState';
import { focusedTree } from '../../shared/ui/focusedTree';
import { PageHeader } from '../../shared/ui/PageHeader';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import { useAddToCart } from '../cart';
import { selectWishlist } from './selectors';
import { removeButtonId, WishlistCard } from './WishlistCard';
import { wishlistItemRemoved } from './wishlistSlice';
import { savedCountLine } from './wishlistText';
import { wishlistCartSource } from './wishlistCartSource';
import * as styles from './Wishlist.module.scss';

/** Cards in the first row load at once; the rest as they scroll into view. */
const EAGER_CARDS = 3;

function EmptyWishlist() {
  useDocumentTitle('Your Wishlist is Empty');
  return (
    <div className={layout.container}>
      <EmptyState
        title="Your Wishlist is Empty"
        action={
          <Link to={paths.shop} className={buttons.primary}>
            Browse the Granite Collection
          </Link>
        }
      >
        <p>Tap the heart on any stone to keep it here for later.</p>
      </EmptyState>
    </div>
  );
}

/** /wishlist: the saved stones, each with Remove and Add to Cart. */
export default function WishlistPage() {
  const entries = useAppSelector(selectWishlist);
  const dispatch = useAppDispatch();
  const addToCart = useAddToCart();
  // Where focus goes once a removed card is gone: the next card's Remove button, or the heading.
  // The tree is noted while the Remove button still has focus (embedded, it is the shop's shadow root).
  const focusAfterRemove = useRef<{ target: number | 'heading'; tree: Document | ShadowRoot } | null>(null);
  useEffect(() => {
    if (focusAfterRemove.current === null) return;
    const { target, tree } = focusAfterRemove.current;
    focusAfterRemove.current = null;
    const element =
      target === 'heading' ? tree.querySelector<HTMLElement>('main h1') : tree.getElementById(removeButtonId(target));
    if (element) {
      if (target === 'heading') element.setAttribute('tabindex', '-1');
      element.focus();
    }
  }, [entries]);

  const remove = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    const neighbour = entries[index + 1] ?? entries[index - 1];
    focusAfterRemove.current = { target: neighbour ? neighbour.id : 'heading', tree: focusedTree() };
    dispatch(wishlistItemRemoved({ id: entry.id }));
  };

  return (
    <>
      {entries.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <div className={layout.container}>
          <PageHeader title="My Wishlist" lead={savedCountLine(entries.length)} />
          <ul className={styles.grid}>
            {entries.map((entry, index) => (
              <li key={entry.id}>
                <WishlistCard
                  entry={entry}
                  eager={index < EAGER_CARDS}
                  onRemove={() => remove(index)}
                  addToCart={addToCart.opener(wishlistCartSource(entry))}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* Outside the branches: the confirmation survives removing the last entry. */}
      {addToCart.element}
    </>
  );
}
