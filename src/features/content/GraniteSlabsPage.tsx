import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import * as layout from '../../shared/ui/layout.module.scss';
import { PageHeader } from '../../shared/ui/PageHeader';
import { products } from '../catalogue';
import { GRANITE_SLAB_SPECIFICATIONS as SPEC, graniteSlabItems } from './slabs';
import { SlabCard } from './SlabCard';
import * as content from './content.module.scss';
import * as styles from './SlabPages.module.scss';

const ITEMS = graniteSlabItems(products);

export default function GraniteSlabsPage() {
  return (
    <div className={layout.container}>
      <PageHeader
        title="Granite Slabs"
        lead="Polished and honed granite slabs cut at our Pakala yard, priced per CBM in two sizes. Ask for a quote with your sizes and quantity and we will confirm stock, thickness and delivery."
      />

      <div className={content.gridThree}>
        {ITEMS.map((item, index) => (
          <SlabCard key={item.key} item={item} productsLabel={index === 0 ? 'Stones in this range' : 'Stone details'} eager={index === 0} />
        ))}
      </div>

      <section className={`${content.section} ${styles.specs}`} aria-labelledby="granite-specifications">
        <h2 id="granite-specifications">Slab Specifications</h2>
        <dl className={styles.specList}>
          <div>
            <dt>Thickness</dt>
            <dd>{SPEC.thickness}</dd>
          </div>
          <div>
            <dt>Sizes</dt>
            <dd>
              <ul>
                {SPEC.sizes.map((size) => (
                  <li key={size.label}>
                    <strong>{size.label}:</strong> {size.detail}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>Finishes</dt>
            <dd>{SPEC.finishes.join(' and ')}</dd>
          </div>
          <div>
            <dt>Applications</dt>
            <dd>
              <ul>
                {SPEC.applications.map((application) => (
                  <li key={application}>{application}</li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        <p className={styles.note}>
          Prices are in Indian rupees per cubic metre (CBM) and depend on availability and market conditions; your quote
          confirms the final figure. Need a stone not listed here? Browse the <Link to={paths.shop}>full granite collection</Link>.
        </p>
      </section>
    </div>
  );
}
