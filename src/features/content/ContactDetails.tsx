import { addressLines, emailHref, phoneHref, site } from '../../shared/site';
import * as styles from './content.module.scss';

/** Postal address, phone and e-mail from the site configuration, with working links. */
export function ContactDetails() {
  return (
    <address className={styles.address}>
      <strong>{site.name}</strong>
      {addressLines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>
        Phone: <a href={phoneHref}>{site.phone}</a>
      </span>
      <span>
        Email: <a href={emailHref}>{site.email}</a>
      </span>
    </address>
  );
}
