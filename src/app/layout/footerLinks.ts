import { paths } from '../../shared/paths';
import type { NavLinkItem } from './navLinks';

export const footerColumns: Array<{ title: string; links: NavLinkItem[] }> = [
  {
    title: 'Products',
    links: [
      { to: paths.graniteSlabs, label: 'Granite Slabs' },
      { to: paths.marbleSlabs, label: 'Marble Slabs' },
      // These three are named by the spec's footer but have no route: they show the not-found page.
      { to: '/kitchen-countertops', label: 'Kitchen Countertops' },
      { to: '/flooring-tiles', label: 'Flooring Tiles' },
      { to: paths.shop, label: 'Shop All Stones' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.aboutUs, label: 'About Us' },
      { to: paths.portfolio, label: 'Portfolio' },
      { to: paths.processQuality, label: 'Process & Quality' },
      { to: '/careers', label: 'Careers' },
      { to: paths.contactUs, label: 'Contact Us' },
    ],
  },
  {
    title: 'Customer Service',
    links: [
      { to: paths.requestQuote, label: 'Request a Quote' },
      { to: '/sample-request', label: 'Sample Request' },
      { to: paths.orders, label: 'My Orders' },
      { to: paths.myQuotes, label: 'My Quotes' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: paths.privacyPolicy, label: 'Privacy Policy' },
      { to: paths.termsOfService, label: 'Terms of Service' },
      { to: paths.termsAndConditions, label: 'Terms & Conditions' },
      { to: paths.returnsExchange, label: 'Returns & Exchange' },
      { to: paths.cancellationRefund, label: 'Cancellation & Refund' },
      { to: paths.shippingPolicy, label: 'Shipping & Delivery' },
      { to: paths.yourData, label: 'Your Data' },
    ],
  },
];
