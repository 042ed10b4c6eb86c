import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import { PageHeader } from '../../shared/ui/PageHeader';
import { StoneImage } from '../../shared/ui/StoneImage';
import { COMPANY_FIGURES } from './companyFigures';
import { FigureList } from './FigureList';
import { PORTFOLIO_ITEMS } from './portfolioProjects';
import * as styles from './content.module.scss';

export default function PortfolioPage() {
  return (
    <div className={layout.container}>
      <PageHeader
        title="Our Portfolio"
        lead="Kitchens, hotel lobbies, facades, staircases and temples: a few of the projects our granite and marble has gone into, and what each one asked of the stone."
      />

      <section className={styles.section} aria-labelledby="portfolio-projects">
        <h2 id="portfolio-projects">Featured Projects</h2>
        <ul className={styles.gridThree}>
          {PORTFOLIO_ITEMS.map((item, index) => (
            <li key={item.title} className={styles.card}>
              <StoneImage
                path={item.image}
                alt={`${item.title}: ${item.category.toLowerCase()} project`}
                width={800}
                height={600}
                className={styles.media}
                // The first row is on screen at once; the rest waits for scrolling.
                loading={index < 3 ? 'eager' : 'lazy'}
              />
              <p className={styles.tag}>{item.category}</p>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="portfolio-figures">
        <h2 id="portfolio-figures">Our Work in Numbers</h2>
        <FigureList figures={COMPANY_FIGURES} />
      </section>

      <section className={`${styles.section} ${styles.callToAction}`} aria-labelledby="portfolio-next">
        <h2 id="portfolio-next">Planning a project of your own?</h2>
        <div className={styles.actions}>
          <Link to={paths.contactUs} className={buttons.secondary}>
            Talk to Us
          </Link>
          <Link to={paths.requestQuote} className={buttons.primary}>
            Get Quote
          </Link>
        </div>
      </section>
    </div>
  );
}
