import { site } from '../../shared/site';
import { ContactLines } from './ContactLines';
import * as styles from './content.module.scss';

/** Postal address, phone and e-mail from the site configuration, with working links. */
export function ContactDetails() {
  return (
    <address className={styles.address}>
      <strong>{site.name}</strong>
      <ContactLines />
    </address>
  );
}
