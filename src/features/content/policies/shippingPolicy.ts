import { paths } from '../../../shared/paths';
import { POLICY_DATES, type Policy } from './policyTypes';

export const shippingPolicy: Policy = {
  title: 'Shipping & Delivery',
  lastUpdated: POLICY_DATES.august,
  hasBackButton: true,
  intro:
    'Stone is heavy and fragile at the edges, so we pack and ship it ourselves from our yard in Pakala. Here is how ' +
    'long it takes and what to expect on delivery day.',
  sections: [
    {
      heading: 'Delivery times',
      paragraphs: ['Times are counted from the day your order leaves our yard:'],
      list: [
        'Within Andhra Pradesh: 3-5 business days after dispatch.',
        'Pan-India: 7-15 business days.',
        'International: varies by destination port and shipping line; we give you an estimate with your quote.',
      ],
    },
    {
      heading: 'Packing',
      paragraphs: [
        'Slabs travel upright in wooden A-frames or fumigated crates, with foam between polished faces and strapping ' +
          'around every bundle. Tiles are packed in wooden boxes. Export crates meet ISPM 15 requirements.',
      ],
    },
    {
      heading: 'Shipping charges',
      paragraphs: [
        'For online orders, the shipping charge is shown in your cart and order summary before you pay. For bulk and ' +
          'export orders, freight is quoted separately, by truck within India or by container from Chennai or ' +
          'Krishnapatnam port.',
      ],
    },
    {
      heading: 'On delivery day',
      list: [
        'We call before the truck arrives; someone must be on site to receive the stone.',
        'Please arrange people or equipment for unloading; slabs must be carried on edge, never flat.',
        'Check the crates before signing, note any damage on the delivery receipt and send us photographs.',
      ],
    },
    {
      heading: 'Tracking your order',
      paragraphs: [
        'You can follow each order on the My Orders page of this site, and we share the transporter’s details once ' +
          'the stone is on its way.',
      ],
      links: [{ to: paths.orders, label: 'My Orders' }],
    },
  ],
};
