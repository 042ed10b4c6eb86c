import { Link } from '../../shared/ui/Link';
import { emailHref, phoneHref, site } from '../../shared/site';
import { addressLines, businessHours } from '../../shared/siteDetails';
import { footerColumns } from './footerLinks';
import * as styles from './Footer.module.scss';

export default function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {site.name}
          </h2>
          <p className={styles.text}>{site.tagline}.</p>
          <address className={styles.address}>
            {addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={phoneHref}>{site.phone}</a>
            <a href={emailHref}>{site.email}</a>
          </address>
        </section>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={`${link.to}-${link.label}`}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* The year the HTML was built may differ from the visitor's for a day or two; the visitor's wins. */}
      <p className={styles.legal} suppressHydrationWarning>
        © {new Date().getFullYear()} {site.name}. {businessHours.weekdays}.
      </p>
    </footer>
  );
}
