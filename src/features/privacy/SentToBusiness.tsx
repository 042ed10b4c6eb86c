import { site } from '../../shared/site';
import * as styles from './YourDataPage.module.scss';

/**
 * What a shop with a delivery address sends, to whom and when
 * (docs/delivery-and-desk.md); status checks, acceptances and reviews only
 * when the receiver speaks version 2 (a version-1 receiver is sent records only).
 */
export function SentToBusiness({ statusChecks }: { statusChecks: boolean }) {
  return (
    <section className={styles.panel} aria-labelledby="sent-title">
      <h2 id="sent-title">Sent to {site.name}</h2>
      <ul>
        <li>
          What: each order, quote request and message (from Contact Us or the home page), in full, as it was saved
          here: your name, e-mail, phone, address and what you wrote. Card and bank details are never part of it.
        </li>
        {statusChecks && (
          <li>
            Your answers: when you accept a quote, or leave a review of a delivered order (its rating and comment), that
            is sent too, with the order&apos;s or quote request&apos;s number and its private key.
          </li>
        )}
        <li>To whom: {site.name}, who runs this shop, and no one else.</li>
        <li>
          When: as soon as it is saved{statusChecks ? ' or you accept or review' : ''}, and tried again until {site.name} has
          taken it.
        </li>
        {statusChecks && (
          <li>
            Status checks: when My Orders, Track Order or My Quotes is shown, the shop asks {site.name} how your own
            orders and quote requests stand. It sends only their numbers and the private key each was given, never
            anything about anyone else.
          </li>
        )}
      </ul>
    </section>
  );
}
