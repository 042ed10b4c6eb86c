import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import * as layout from '../../shared/ui/layout.module.scss';
import { PageHeader } from '../../shared/ui/PageHeader';
import { products } from '../catalogue';
import { marbleSlabItems } from './slabs';
import { SlabCard } from './SlabCard';
import * as content from './content.module.scss';
import * as styles from './SlabPages.module.scss';

const ITEMS = marbleSlabItems(products);

export default function MarbleSlabsPage() {
  return (
    <div className={layout.container}>
      <PageHeader
        title="Marble Slabs"
        lead="Indian marble from Rajasthan, Gujarat and Madhya Pradesh, selected and finished at our yard for floors, walls, temples and hotel interiors. Every stone links to its full details and specifications."
      />

      <div className={content.gridThree}>
        {ITEMS.map((item, index) => (
          <SlabCard key={item.key} item={item} productsLabel="Marbles in this range" eager={index === 0} />
        ))}
      </div>

      <section className={`${content.section} ${styles.specs}`} aria-labelledby="marble-care">
        <h2 id="marble-care">Choosing and Caring for Marble</h2>
        <div className={content.prose}>
          <p>
            Marble is softer and more porous than granite. It is at its best on floors, walls, stairs and vanity tops;
            for busy kitchen counters we usually suggest granite. We seal every marble slab before dispatch, and a fresh
            coat of sealer once a year keeps it resistant to stains.
          </p>
          <p>
            Each stone's page lists its price per CBM for the small and big size. For a project, tell us the area and
            the rooms: we will suggest the right stone and thickness and quote the exact lot. For harder-wearing
            surfaces, <Link to={paths.shop}>browse the granite collection</Link>.
          </p>
        </div>
      </section>
    </div>
  );
}
