import { memo, useId } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import { ProductPrices } from '../../shared/ui/ProductPrices';
import { LazyWhenVisible } from '../../shared/ui/LazyWhenVisible';
import { StoneImage } from '../../shared/ui/StoneImage';
import { CartIcon } from '../../shared/ui/icons';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { addToCartOpener } from '../cart';
import { productCartSource } from './productEntries';
import type { Product } from './types';
import { WishlistToggle } from './WishlistToggle';
import * as styles from './ProductCard.module.scss';

export type CardLayout = 'grid' | 'list';

export interface ProductCardProps {
  product: Product;
  saved: boolean;
  onToggleWishlist: (product: Product, saved: boolean) => void;
  onAddToCart: (product: Product) => void;
  /** 'grid': a tile with the image on top; 'list': a row, image left, prices and actions right. */
  layout?: CardLayout;
  /** Above the fold: load the image at once. */
  eager?: boolean;
}

/** How many features a card shows (docs/product.md). */
const CARD_FEATURES = 2;

/**
 * One stone in the shop: name (linking to its page), description, two
 * features, prices and actions. In a prerendered page each card hydrates when
 * it is scrolled into view, so the first screen's code goes live without
 * waiting for the cards below it; a tap on a card before then is held and
 * honoured (src/app/earlyEvents/contract.ts). The handlers must be stable
 * (useCallback): a card is memoised so that it waits undisturbed.
 */
export const ProductCard = memo(function ProductCard(props: ProductCardProps) {
  const { saved, layout = 'grid' } = props;
  // Its link follows the address: a move elsewhere cannot reach a card still waiting, so it hydrates then.
  const { key } = useLocation();
  return (
    <LazyWhenVisible className={styles.slot} openOnChange={`${saved} ${layout} ${key}`}>
      <CardContent {...props} />
    </LazyWhenVisible>
  );
});

function CardContent({
  product,
  saved,
  onToggleWishlist,
  onAddToCart,
  layout: cardLayout = 'grid',
  eager = false,
}: ProductCardProps) {
  const nameId = useId();
  const isList = cardLayout === 'list';
  return (
    <article className={isList ? styles.row : styles.card} aria-labelledby={nameId} data-layout={cardLayout}>
      <StoneImage
        path={product.images[0]}
        alt={`${product.name} ${product.category}, ${product.finish} finish`}
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        className={styles.image}
      />
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          <Link to={paths.product(product.id)}>{product.name}</Link>
        </h3>
        <p className={styles.description}>{product.description}</p>
        <ul className={styles.features}>
          {product.features.slice(0, CARD_FEATURES).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
      <div className={styles.side}>
        <ProductPrices pricing={product.pricing} unit={product.unit} className={styles.prices} />
        <div className={styles.actions}>
          <WishlistToggle name={product.name} saved={saved} onToggle={() => onToggleWishlist(product, saved)} />
          <button
            type="button"
            className={`${buttons.primary} ${styles.addButton}`}
            aria-label={`Add to Cart, ${product.name}`}
            {...addToCartOpener(productCartSource(product), () => onAddToCart(product))}
          >
            <CartIcon />
            Add to Cart
          </button>
        </div>
      </div>
    </article>
  );
}
