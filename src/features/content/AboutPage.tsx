import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import { site } from '../../shared/site';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import { PageHeader } from '../../shared/ui/PageHeader';
import { COMPANY_FIGURES, FOUNDED_YEAR } from './companyFigures';
import { FigureList } from './FigureList';
import { TextCards } from './TextCards';
import * as styles from './content.module.scss';

const VALUES = [
  {
    title: 'Quality',
    text:
      'Every block is checked for cracks, colour and soundness before it reaches the saw, and every slab is inspected ' +
      'again before it is packed. Stone that fails our checks is never sold as first quality.',
  },
  {
    title: 'Reliability',
    text:
      'Quoted prices hold for 30 days, delivery dates are given in writing, and if anything changes you hear it from ' +
      'us first. For phased projects we keep back matching slabs from the same quarry face.',
  },
  {
    title: 'Service',
    text:
      'Help choosing a stone, site measurement, cut-to-size work and export paperwork, from people who handle the ' +
      'material every day. After delivery we are still here for care advice and repeat orders.',
  },
];

export default function AboutPage() {
  return (
    <div className={layout.container}>
      <PageHeader
        title="About Us"
        lead={`A stone house in Pakala, Chittoor district, supplying granite and marble to builders, architects, importers and home owners since ${FOUNDED_YEAR}.`}
      />

      <section className={styles.section} aria-labelledby="about-story">
        <h2 id="about-story">Our Story</h2>
        <div className={styles.prose}>
          <p>
            {site.name} was founded in {FOUNDED_YEAR} in Pakala, on the road between Tirupati and Chittoor, by a family
            that had already spent years working in the quarries and cutting yards of the Madanapalle and Kuppam belts.
            We started with one gang saw, a polishing line and a handful of regular buyers in Tirupati and Chennai.
          </p>
          <p>
            Being close to the quarries is still what sets us apart. We choose blocks ourselves, see every slab come off
            the saw, and can tell a site engineer on the phone exactly what is in the yard this week. Today we cut,
            polish and pack our own Madanpalli White and Kuppum Black granites alongside marbles from Rajasthan and
            Gujarat, for customers in more than 50 cities in India and abroad.
          </p>
          <p>
            Our team brings more than 15 years of experience in the stone trade: quarry supervisors, machine operators,
            polishers and an export desk that knows container loading and shipping documents as well as it knows stone.
          </p>
        </div>
      </section>

      <section className={styles.section} aria-label="Mission and vision">
        <div className={styles.grid}>
          <div className={styles.card}>
            <h2>Our Mission</h2>
            <p>
              To supply natural stone that is exactly what was agreed (the colour, the thickness, the finish and the
              date) at a fair price per CBM, so that architects can specify with confidence, builders can plan their
              sites, and families get the kitchen or floor they chose.
            </p>
          </div>
          <div className={styles.card}>
            <h2>Our Vision</h2>
            <p>
              To be the first call for Indian granite and marble from South India: a supplier that importers overseas and
              builders next door both trust to quote honestly, ship carefully and still answer the phone after the sale.
            </p>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="about-values">
        <h2 id="about-values">Our Values</h2>
        <TextCards items={VALUES} className={styles.gridThree} />
      </section>

      <section className={styles.section} aria-labelledby="about-figures">
        <h2 id="about-figures">{site.shortName} in Numbers</h2>
        <FigureList figures={COMPANY_FIGURES} />
      </section>

      <section className={`${styles.section} ${styles.callToAction}`} aria-labelledby="about-next">
        <h2 id="about-next">See what we have built, or tell us about your project.</h2>
        <div className={styles.actions}>
          <Link to={paths.portfolio} className={buttons.secondary}>
            View Our Portfolio
          </Link>
          <Link to={paths.requestQuote} className={buttons.primary}>
            Get Quote
          </Link>
        </div>
      </section>
    </div>
  );
}
