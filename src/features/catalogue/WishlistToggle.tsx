import { HeartIcon } from '../../shared/ui/icons';
import * as styles from './ProductCard.module.scss';

interface WishlistToggleProps {
  name: string;
  saved: boolean;
  onToggle: () => void;
  /** Show the word next to the heart (the product page has room for it). */
  withText?: boolean;
  className?: string;
}

/**
 * A heart that adds to or removes from the wishlist; its pressed state is
 * announced. Alone, it is named after the stone; with its words, it is named
 * by them, so what a speech user reads is what they can say.
 */
export function WishlistToggle({ name, saved, onToggle, withText = false, className = '' }: WishlistToggleProps) {
  return (
    <button
      type="button"
      className={`${styles.wishlist} ${saved ? styles.saved : ''} ${className}`}
      aria-pressed={saved}
      aria-label={withText ? undefined : saved ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      onClick={onToggle}
    >
      <HeartIcon filled={saved} />
      {withText ? <span>{saved ? 'In Wishlist' : 'Add to Wishlist'}</span> : null}
    </button>
  );
}
