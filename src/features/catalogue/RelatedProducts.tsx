import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import { ProductPrices } from '../../shared/ui/ProductPrices';
import { StoneImage } from '../../shared/ui/StoneImage';
import type { Product } from './types';
import * as styles from './ProductPage.module.scss';

/** Up to four other stones of the same category, each linking to its page. */
export function RelatedProducts({ related }: { related: readonly Product[] }) {
  if (related.length === 0) return null;
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
