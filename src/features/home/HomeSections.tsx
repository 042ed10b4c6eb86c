import { lazy, Suspense } from 'react';
import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import { site } from '../../shared/site';
import { businessHours, siteAddress } from '../../shared/siteDetails';
import * as buttons from '../../shared/ui/buttons.module.scss';
import { ContactLines, StepList } from '../content';
import { FeaturedProductsPlaceholder } from './FeaturedProductsPlaceholder';
import { HomeContactForm } from './HomeContactForm';
import { HOME_PROCESS_STEPS, HOME_STATS } from './homeContent';
import * as styles from './HomePage.module.scss';

// The catalogue travels in this chunk, fetched after the sections themselves.
const FeaturedProducts = lazy(() => import(/* webpackChunkName: "home-featured" */ './FeaturedProducts'));

/** Everything below the hero: loaded when the visitor scrolls towards it. */
export default function HomeSections() {
  return (
    <>
      <section className={styles.section} aria-labelledby="home-about">
        <div className={styles.about}>
          <div>
            <p className={styles.eyebrow}>About {site.shortName}</p>
            <h2 id="home-about">Three Decades of Stone, from Quarry to Site</h2>
            <p>
              For about three decades our family has quarried, cut and shipped granite from the hills of Chittoor
              district. From our yard in {siteAddress.locality} we supply architects who need a consistent shade across
              a whole tower, builders who need slabs on site by a fixed date, importers who need container loads packed
              and documented, and home owners choosing the one countertop they will live with for years.
            </p>
            <p>
              We own the process end to end: block selection, cutting, polishing and packing, so the stone you approve
              is the stone that arrives.
            </p>
            <Link to={paths.aboutUs} className={buttons.secondary}>
              More About Us
            </Link>
          </div>
          <ul className={styles.stats} aria-label="Our record">
            {HOME_STATS.map((stat) => (
              <li key={stat.label} className={styles.stat}>
                <span className={styles.statValue}>{stat.value}</span>{' '}
                <span className={styles.statLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${styles.section} ${styles.muted}`} aria-labelledby="home-featured">
        <div className={styles.inner}>
          <div className={styles.sectionHead}>
            <h2 id="home-featured">Featured Granites</h2>
            <p>
              Our two house stones, quarried within a few hours of our yard: a bright white and a deep black that
              between them suit most kitchens, floors and facades.
            </p>
          </div>
          <Suspense fallback={<FeaturedProductsPlaceholder />}>
            <FeaturedProducts />
          </Suspense>
          <p className={styles.more}>
            <Link to={paths.shop}>Browse all granites</Link> or see our <Link to={paths.graniteSlabs}>granite slab prices</Link>.
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-process">
        <div className={styles.inner}>
          <div className={styles.sectionHead}>
            <h2 id="home-process">How We Work</h2>
            <p>Four steps from your first message to stone on site.</p>
          </div>
          <StepList
            steps={HOME_PROCESS_STEPS}
            classes={{ list: styles.steps, step: styles.step, number: styles.stepNumber }}
          />
        </div>
      </section>

      <section className={`${styles.section} ${styles.contact}`} aria-labelledby="home-contact">
        <div className={`${styles.inner} ${styles.contactGrid}`}>
          <div>
            <h2 id="home-contact">Get in Touch</h2>
            <p>
              Tell us what you are building and we will reply with stone options, sizes and a price. For a detailed
              project quote, use our <Link to={paths.requestQuote}>quote form</Link>.
            </p>
            <address className={styles.address}>
              <ContactLines />
            </address>
            <h3 className={styles.hoursTitle}>Business Hours</h3>
            <p>{businessHours.weekdays}</p>
          </div>
          <HomeContactForm />
        </div>
      </section>
    </>
  );
}
