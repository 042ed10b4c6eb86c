import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import { ProductPrices } from '../../shared/ui/ProductPrices';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { StoneImage } from '../../shared/ui/StoneImage';
import { FEATURED_PRODUCT_IDS, findProduct, products, type Product } from '../catalogue';
import * as styles from './FeaturedProducts.module.scss';

/**
 * The two featured granites, read from the catalogue so their prices match
 * every other page. Loaded as its own chunk: the catalogue stays out of the
 * home page's first download.
 */
export default function FeaturedProducts() {
  const featured = FEATURED_PRODUCT_IDS.map((id) => findProduct(products, id)).filter(
    (product): product is Product => product !== undefined,
  );
  return (
    <ul className={styles.grid}>
      {featured.map((product) => (
        <li key={product.id} className={styles.card}>
          <StoneImage
            path={product.images[0]}
            alt={`${product.name} ${product.category}, ${product.finish} finish`}
            width={800}
            height={600}
            className={styles.image}
          />
          <div className={styles.body}>
            <h3 className={styles.name}>
              <Link to={paths.product(product.id)}>{product.name}</Link>
            </h3>
            <p className={styles.description}>{product.description}</p>
            <div className={styles.prices}>
              <ProductPrices pricing={product.pricing} unit={product.unit} />
            </div>
            <Link to={paths.product(product.id)} className={`${buttons.secondary} ${buttons.small}`}>
              View Details<span className={styles.srOnly}> of {product.name}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
