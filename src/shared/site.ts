/**
 * Company details shown in the footer, contact and policy pages. The phone and
 * e-mail are example values: an owner replaces them here, in one place.
 * The address, hours and map position are in siteDetails.ts: every page names
 * the company, few show where it is, so the first download carries only this.
 */
export const site = {
  name: 'Sri Balaji Granites & Marbles',
  shortName: 'Sri Balaji Stones',
  tagline: 'Granite and marble from Andhra Pradesh, quarried, cut and shipped worldwide',
  /** The state the company is in, which every page's name for it mentions. */
  state: 'Andhra Pradesh',
  phone: '+91 98765 43210',
  email: 'sales@sribalaji-stones.example',
} as const;

/** `tel:` needs the number without spaces. */
export const phoneHref = `tel:${site.phone.replace(/\s+/g, '')}`;
export const emailHref = `mailto:${site.email}`;
