import * as layout from '../../shared/ui/layout.module.scss';
import { PageHeader } from '../../shared/ui/PageHeader';
import { businessHours, siteAddress, siteCoordinates } from '../../shared/siteDetails';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { directionsUrl } from './directions';
import { LocatorMap } from './LocatorMap';
import * as content from './content.module.scss';
import * as styles from './ContactPage.module.scss';

export default function ContactPage() {
  return (
    <div className={layout.container}>
      <PageHeader
        title="Contact Us"
        lead="Planning a kitchen, a floor, a facade or a container load? Tell us about it. Architects, builders, importers and home owners all get an answer from someone who knows the stone."
      />
      <div className={content.split}>
        <ContactForm />
        <aside className={styles.aside} aria-label="Contact details">
          <section aria-labelledby="contact-visit" className={styles.block}>
            <h2 id="contact-visit">Visit or Call Us</h2>
            <ContactDetails />
          </section>
          <section aria-labelledby="contact-hours" className={styles.block}>
            <h2 id="contact-hours">Business Hours</h2>
            <ul className={styles.hours}>
              <li>{businessHours.weekdays}</li>
              <li>{businessHours.sunday}</li>
            </ul>
          </section>
          <section aria-labelledby="contact-find" className={styles.block}>
            <h2 id="contact-find">Find Us</h2>
            <LocatorMap />
            <a
              className={styles.directions}
              href={directionsUrl(siteCoordinates)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Get directions<span className={layout.visuallyHidden}> to our yard in {siteAddress.locality} (opens in a new tab)</span>
            </a>
          </section>
        </aside>
      </div>
    </div>
  );
}
