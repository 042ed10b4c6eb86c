import { emailHref, phoneHref, site } from '../../shared/site';
import { addressLines } from '../../shared/siteDetails';

/** The postal address, phone and e-mail as lines for an <address>, with working links; no styles of its own. */
export function ContactLines() {
  return (
    <>
      {addressLines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>
        Phone: <a href={phoneHref}>{site.phone}</a>
      </span>
      <span>
        Email: <a href={emailHref}>{site.email}</a>
      </span>
    </>
  );
}
