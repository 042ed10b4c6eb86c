import type { TitledText } from './processQuality';
import * as styles from './content.module.scss';

/** Short titled paragraphs (values, assurance points) as a list of cards; the page picks the grid. */
export function TextCards({ items, className }: { items: readonly TitledText[]; className: string | undefined }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
