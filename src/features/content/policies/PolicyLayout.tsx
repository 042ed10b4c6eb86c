import { Link } from '../../../shared/ui/Link';
import * as layout from '../../../shared/ui/layout.module.scss';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { ContactDetails } from '../ContactDetails';
import { BackButton } from './BackButton';
import type { Policy } from './policyTypes';
import * as styles from './PolicyLayout.module.scss';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The frame every policy page shares: back button, title, date, sections and how to reach us. */
export function PolicyLayout({ policy }: { policy: Policy }) {
  return (
    <div className={layout.narrow}>
      {policy.hasBackButton ? (
        <div className={styles.back}>
          <BackButton />
        </div>
      ) : null}
      <PageHeader title={policy.title} description={policy.intro}>
        <p className={styles.updated}>Last updated: {policy.lastUpdated}</p>
      </PageHeader>
      <p className={styles.intro}>{policy.intro}</p>
      {policy.sections.map((section) => {
        const id = `policy-${slug(section.heading)}`;
        return (
          <section key={section.heading} className={styles.section} aria-labelledby={id}>
            <h2 id={id}>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul className={styles.list}>
                {section.list.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            ) : null}
            {section.links ? (
              <ul className={styles.links}>
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
      <section className={styles.contact} aria-labelledby="policy-contact">
        <h2 id="policy-contact">Contact Us</h2>
        <p>Questions about this policy, or a request under it? Write, call or visit us:</p>
        <ContactDetails />
      </section>
    </div>
  );
}
