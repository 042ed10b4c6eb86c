import type { Figure } from './companyFigures';
import * as styles from './content.module.scss';

/** Big numbers with their labels, read as one phrase ("500+ Projects delivered"). */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <ul className={styles.figures}>
      {figures.map((figure) => (
        <li key={figure.label} className={styles.figure}>
          <span className={styles.figureValue}>{figure.value}</span>{' '}
          <span className={styles.figureLabel}>{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
