import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import { formatRupees } from '../../shared/money';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import { StoneImage } from '../../shared/ui/StoneImage';
import type { SlabItem } from './slabs';
import * as content from './content.module.scss';
import * as styles from './SlabCard.module.scss';

interface SlabCardProps {
  item: SlabItem;
  /** Label above the product links, e.g. "Stones in this range". */
  productsLabel: string;
  /** Only the first card's image is in view on arrival. */
  eager?: boolean;
}

/** One item of a slab page: picture, text, prices (granite), features, stones and a Get Quote link. */
export function SlabCard({ item, productsLabel, eager = false }: SlabCardProps) {
  const titleId = `slab-${item.key}`;
  const mosaic = item.images.length > 1;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={mosaic ? styles.mosaic : styles.picture}>
        {item.images.map((image) => (
          <StoneImage
            key={image.path}
            path={image.path}
            alt={image.alt}
            width={800}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            className={styles.image}
          />
        ))}
      </div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {item.name}
        </h2>
        <p>{item.description}</p>
        {item.pricing ? (
          <dl className={styles.prices}>
            <div>
              <dt>Small</dt>
              <dd>
                {formatRupees(item.pricing.small)} <span className={styles.unit}>{item.unit}</span>
              </dd>
            </div>
            <div>
              <dt>Big</dt>
              <dd>
                {formatRupees(item.pricing.big)} <span className={styles.unit}>{item.unit}</span>
              </dd>
            </div>
          </dl>
        ) : null}
        <h3 className={styles.subheading}>Features</h3>
        <ul className={content.checkList}>
          {item.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <h3 className={styles.subheading}>{productsLabel}</h3>
        <ul className={styles.productLinks}>
          {item.products.map((product) => (
            <li key={product.id}>
              <Link to={paths.product(product.id)}>{product.name}</Link>
            </li>
          ))}
        </ul>
        <Link to={item.quoteUrl} className={`${buttons.primary} ${styles.quote}`}>
          Get Quote<span className={layout.visuallyHidden}> for {item.name}</span>
        </Link>
      </div>
    </article>
  );
}
