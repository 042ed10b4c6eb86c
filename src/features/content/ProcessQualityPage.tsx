import { Link } from '../../shared/ui/Link';
import { paths } from '../../shared/paths';
import * as buttons from '../../shared/ui/buttons.module.scss';
import * as layout from '../../shared/ui/layout.module.scss';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ASSURANCE_POINTS, PROCESS_STEPS, QUALITY_METRICS, QUALITY_STANDARDS } from './processQuality';
import { StepList } from './StepList';
import { TextCards } from './TextCards';
import * as styles from './content.module.scss';

export default function ProcessQualityPage() {
  return (
    <div className={layout.container}>
      <PageHeader
        title="Process & Quality"
        lead="How a block from the quarry becomes the slab on your site, and the checks it passes on the way. Written for architects and builders who need to know what they are specifying."
      />

      <section className={styles.section} aria-labelledby="process-steps">
        <h2 id="process-steps">Our Process</h2>
        <StepList
          steps={PROCESS_STEPS}
          classes={{ list: styles.gridFour, step: styles.step, number: styles.stepNumber }}
        />
      </section>

      <section className={styles.section} aria-labelledby="process-assurance">
        <h2 id="process-assurance">Quality Assurance</h2>
        <TextCards items={ASSURANCE_POINTS} className={styles.grid} />
      </section>

      <section className={styles.section} aria-labelledby="process-standards">
        <h2 id="process-standards">Quality Standards</h2>
        <ul className={styles.checkList}>
          {QUALITY_STANDARDS.map((standard) => (
            <li key={standard}>{standard}</li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="process-metrics">
        <h2 id="process-metrics">Quality Metrics</h2>
        <ul className={styles.figures}>
          {QUALITY_METRICS.map((metric) => (
            <li key={metric.label} className={styles.figure}>
              <span className={styles.figureValue}>{metric.value}</span>{' '}
              <span className={styles.figureLabel}>{metric.label}</span>{' '}
              <span>{metric.explanation}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.callToAction}`} aria-labelledby="process-next">
        <h2 id="process-next">Want photographs of your slabs before they ship?</h2>
        <div className={styles.actions}>
          <Link to={paths.requestQuote} className={buttons.primary}>
            Get Quote
          </Link>
        </div>
      </section>
    </div>
  );
}
