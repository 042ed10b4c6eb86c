import { paths } from '../../shared/paths';

export interface NavLinkItem {
  to: string;
  label: string;
}

export const mainNav: NavLinkItem[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.shop, label: 'Shop' },
  { to: paths.portfolio, label: 'Portfolio' },
  { to: paths.aboutUs, label: 'About' },
  { to: paths.contactUs, label: 'Contact' },
];

/** '/' is active only on the home page; every other link matches by prefix. */
export function isNavActive(linkTo: string, pathname: string): boolean {
  if (linkTo === '/') return pathname === '/';
  return pathname.startsWith(linkTo);
}
