import { site } from './site';

/**
 * Where the company is and when it is open (the footer, the contact and policy
 * pages, the invoice): the rest of the site configuration beside site.ts,
 * kept apart so the first download of a page that does not show them is lighter.
 */
export const siteAddress = {
  line1: 'Survey No. 212, Tirupati Road',
  locality: 'Pakala',
  district: 'Chittoor District',
  state: site.state,
  pincode: '517112',
  country: 'India',
} as const;

export const businessHours = {
  weekdays: 'Monday to Saturday: 9:00 AM to 6:00 PM IST',
  sunday: 'Sunday: 10:00 AM to 4:00 PM IST',
} as const;

/** Pakala town centre, for the map and directions link. */
export const siteCoordinates = { lat: 13.4667, lng: 79.1167 } as const;

export const addressLines = [
  siteAddress.line1,
  `${siteAddress.locality}, ${siteAddress.district}`,
  `${siteAddress.state} ${siteAddress.pincode}, ${siteAddress.country}`,
];
