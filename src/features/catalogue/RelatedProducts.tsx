import { memo } from 'react';
import { useLocation } from 'react-router-dom';
import { LazyWhenVisible } from '../../shared/ui/LazyWhenVisible';
import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import { ProductPrices } from '../../shared/ui/ProductPrices';
import { StoneImage } from '../../shared/ui/StoneImage';
import type { Product } from './types';
import * as styles from './ProductPage.module.scss';

/**
 * Up to four other stones of the same category, each linking to its page.
 * Below the product on every screen: in a prerendered page it hydrates when
 * scrolled to, after the product's own controls (memoised, so it waits undisturbed).
 */
export const RelatedProducts = memo(function RelatedProducts({ related }: { related: readonly Product[] }) {
  // Its links follow the address: a move elsewhere cannot reach the list while it waits, so it hydrates then.
  const { key } = useLocation();
  if (related.length === 0) return null;
  return (
    <LazyWhenVisible openOnChange={`${related.map((product) => product.id).join()} ${key}`}>
      <RelatedList related={related} />
    </LazyWhenVisible>
  );
});

function RelatedList({ related }: { related: readonly Product[] }) {
  return (
    <section className={styles.related} aria-labelledby="related-products-title">
      <h2 id="related-products-title">Related Products</h2>
      <ul className={styles.relatedGrid}>
        {related.map((product) => (
          <li key={product.id} className={styles.relatedCard}>
            <StoneImage
              path={product.images[0]}
              alt={`${product.name} ${product.category}`}
              width={800}
              height={600}
              className={styles.relatedImage}
            />
            <div className={styles.relatedBody}>
              <h3 className={styles.relatedName}>
                <Link to={paths.product(product.id)}>{product.name}</Link>
              </h3>
              <ProductPrices pricing={product.pricing} unit={product.unit} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
