import { useMemo } from 'react';
import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import { Badge } from '../../shared/ui/Badge';
import { PageHeader } from '../../shared/ui/PageHeader';
import { CartIcon, PackageIcon, QuoteIcon } from '../../shared/ui/icons';
import { CheckIcon, StarIcon } from '../../shared/ui/moreIcons';
import { ProductPrices } from '../../shared/ui/ProductPrices';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import { useAddToCart } from '../cart';
import { quoteFormUrl } from '../quotes';
import { useWishlistToggle } from '../wishlist';
import { Breadcrumb } from './Breadcrumb';
import { relatedProducts } from './filters';
import { ProductGallery } from './ProductGallery';
import { productCartSource, toWishlistEntry } from './productEntries';
import { products } from './products';
import { capitalise, freeShippingNote, shippingFeeNote } from './productText';
import { RelatedProducts } from './RelatedProducts';
import type { Product } from './types';
import { WishlistToggle } from './WishlistToggle';
import * as styles from './ProductPage.module.scss';

/** Everything about one stone. The page keys it by product id, so its state starts afresh per stone. */
export function ProductDetails({ product }: { product: Product }) {
  const { wishlistIds, toggle } = useWishlistToggle();
  const addToCart = useAddToCart();
  const related = useMemo(() => relatedProducts(products, product, 4), [product]);
  const saved = wishlistIds.has(product.id);
  const { specifications: specs } = product;

  return (
    <div className={layout.container}>
      <Breadcrumb
        crumbs={[{ label: 'Home', to: paths.home }, { label: 'Shop', to: paths.shop }, { label: product.name }]}
      />

      <div className={styles.top}>
        <ProductGallery name={product.name} images={product.images} />

        <div className={styles.summary}>
          <div className={styles.badges}>
            <Badge tone="blue">{capitalise(product.category)}</Badge>
            <Badge tone="purple">{capitalise(product.finish)}</Badge>
          </div>
          <PageHeader title={product.name} lead={product.description} />
          <p>{product.detailedDescription}</p>

          <CheckListSection id="key-features-title" title="Key Features" items={product.features} />

          <section className={`${styles.block} ${styles.pricing}`} aria-labelledby="pricing-title">
            <h2 id="pricing-title">Pricing</h2>
            <ProductPrices pricing={product.pricing} unit={product.unit} className={styles.priceList} />
          </section>

          <div className={styles.actions}>
            <button
              type="button"
              className={`${buttons.primary} ${styles.addButton}`}
              {...addToCart.opener(productCartSource(product))}
            >
              <CartIcon />
              Add to Cart
            </button>
            <WishlistToggle
              name={product.name}
              saved={saved}
              onToggle={() => toggle(toWishlistEntry(product), saved)}
              withText
            />
            <Link
              to={quoteFormUrl({ stoneType: product.category, description: `Enquiry about ${product.name}` })}
              className={buttons.secondary}
            >
              <QuoteIcon />
              Request Quote
            </Link>
          </div>

          <ul className={styles.notes}>
            <li>
              <PackageIcon />
              <span>
                <strong>{freeShippingNote()}</strong>
                {shippingFeeNote()}
              </span>
            </li>
            <li>
              <StarIcon />
              <span>
                <strong>Quality Guarantee</strong>
                Every block is checked for cracks, colour and finish before dispatch.
              </span>
            </li>
            <li>
              <CheckIcon />
              <span>
                <strong>Expert Support</strong>
                Our stone specialists help you choose, measure and plan the installation.
              </span>
            </li>
          </ul>
        </div>
      </div>

      <div className={styles.details}>
        <section className={styles.block} aria-labelledby="specifications-title">
          <h2 id="specifications-title">Specifications</h2>
          <dl className={styles.specs}>
            <div>
              <dt>Origin</dt>
              <dd>{specs.origin}</dd>
            </div>
            <div>
              <dt>Density</dt>
              <dd>{specs.density}</dd>
            </div>
            <div>
              <dt>Compressive Strength</dt>
              <dd>{specs.compressiveStrength}</dd>
            </div>
            <div>
              <dt>Water Absorption</dt>
              <dd>{specs.waterAbsorption}</dd>
            </div>
            <div>
              <dt>Available Finishes</dt>
              <dd>{specs.finishOptions.join(', ')}</dd>
            </div>
          </dl>
        </section>

        <CheckListSection id="applications-title" title="Applications" items={product.applications} />
      </div>

      <RelatedProducts related={related} />
      {addToCart.element}
    </div>
  );
}

/** A titled section listing short facts with a tick before each. */
function CheckListSection({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.checkList}>
        {items.map((item) => (
          <li key={item}>
            <CheckIcon />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
