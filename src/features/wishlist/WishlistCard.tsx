import { useId } from 'react';
import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import type { WishlistEntry } from '../../shared/entities';
import { Badge } from '../../shared/ui/Badge';
import { ProductPrices } from '../../shared/ui/ProductPrices';
import { StoneImage } from '../../shared/ui/StoneImage';
import { CartIcon } from '../../shared/ui/icons';
import * as buttons from '../../shared/ui/buttons.module.scss';
import type { addToCartOpener } from '../cart';
import * as styles from './Wishlist.module.scss';

interface WishlistCardProps {
  entry: WishlistEntry;
  eager: boolean;
  onRemove: () => void;
  /** The props of its Add to Cart, which opens the page's add-to-cart dialog (useAddToCart's opener). */
  addToCart: ReturnType<typeof addToCartOpener>;
}

export const removeButtonId = (id: number) => `wishlist-remove-${id}`;

/** One saved stone, drawn from the stored entry alone (it keeps everything a card shows). */
export function WishlistCard({ entry, eager, onRemove, addToCart }: WishlistCardProps) {
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <StoneImage
        path={entry.image}
        alt={entry.name}
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        className={styles.image}
      />
      <div className={styles.body}>
        {entry.category ? (
          <div className={styles.badge}>
            <Badge tone="blue">{entry.category}</Badge>
          </div>
        ) : null}
        <h2 id={nameId} className={styles.name}>
          <Link to={paths.product(entry.id)}>{entry.name}</Link>
        </h2>
        <p className={styles.description}>{entry.description}</p>
        <ProductPrices pricing={entry.pricing} unit={entry.unit} />
        <div className={styles.actions}>
          <button
            type="button"
            id={removeButtonId(entry.id)}
            className={`${buttons.secondary} ${buttons.small}`}
            aria-label={`Remove ${entry.name} from wishlist`}
            onClick={onRemove}
          >
            Remove
          </button>
          <button
            type="button"
            className={`${buttons.primary} ${buttons.small} ${styles.add}`}
            aria-label={`Add to Cart, ${entry.name}`}
            {...addToCart}
          >
            <CartIcon />
            Add to Cart
          </button>
        </div>
      </div>
    </article>
  );
}
