/**
 * Company details shown in the footer, contact and policy pages. The phone and
 * e-mail are example values: an owner replaces them here, in one place.
 */
export const site = {
  name: 'Sri Balaji Granites & Marbles',
  shortName: 'Sri Balaji Stones',
  tagline: 'Granite and marble from Andhra Pradesh, quarried, cut and shipped worldwide',
  address: {
    line1: 'Survey No. 212, Tirupati Road',
    locality: 'Pakala',
    district: 'Chittoor District',
    state: 'Andhra Pradesh',
    pincode: '517112',
    country: 'India',
  },
  phone: '+91 98765 43210',
  email: 'sales@sribalaji-stones.example',
  hours: {
    weekdays: 'Monday to Saturday: 9:00 AM to 6:00 PM IST',
    sunday: 'Sunday: 10:00 AM to 4:00 PM IST',
  },
  /** Pakala town centre, for the map and directions link. */
  coordinates: { lat: 13.4667, lng: 79.1167 },
} as const;

export const addressLines = [
  site.address.line1,
  `${site.address.locality}, ${site.address.district}`,
  `${site.address.state} ${site.address.pincode}, ${site.address.country}`,
];

/** `tel:` needs the number without spaces. */
export const phoneHref = `tel:${site.phone.replace(/\s+/g, '')}`;
export const emailHref = `mailto:${site.email}`;
