import { useField } from 'formik';
import { SERVICES } from '../options';
import * as styles from './QuoteForm.module.scss';

/** One service: Formik adds it to `services` when ticked and removes it when unticked. */
function ServiceCheckbox({ service }: { service: string }) {
  const [field] = useField({ name: 'services', type: 'checkbox', value: service });
  const id = `service-${service.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <li>
      <input type="checkbox" id={id} className={styles.checkbox} {...field} />
      <label htmlFor={id} className={styles.checkLabel}>
        {service}
      </label>
    </li>
  );
}

/** The six services as a named group of checkboxes that stays a list for assistive technology. */
export function ServicesField({ labelledBy }: { labelledBy: string }) {
  return (
    <div role="group" aria-labelledby={labelledBy}>
      <ul className={styles.services}>
        {SERVICES.map((service) => (
          <ServiceCheckbox key={service} service={service} />
        ))}
      </ul>
    </div>
  );
}
