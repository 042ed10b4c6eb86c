import { site } from '../../../shared/site';
import { POLICY_DATES, type Policy } from './policyTypes';

export const termsOfService: Policy = {
  title: 'Terms of Service',
  lastUpdated: POLICY_DATES.september,
  hasBackButton: true,
  intro:
    `These terms govern your use of the ${site.name} website: browsing the catalogue, keeping a cart and wishlist, ` +
    'requesting quotes, placing and tracking orders. By using the site you agree to them.',
  sections: [
    {
      heading: 'Who may use the site',
      paragraphs: [
        'You must be an adult, 18 or older, to place orders or request quotes. If you act for a company, you confirm ' +
          'that you are authorised to commit it to the order or request.',
      ],
    },
    {
      heading: 'Stone is a natural material',
      paragraphs: [
        'Colour, veining and grain vary from block to block and even between slabs of the same block. The images on ' +
          'this site illustrate each stone; they are not photographs of the slab you will receive. Sizes and ' +
          'thicknesses are nominal, within normal trade tolerances.',
      ],
    },
    {
      heading: 'Prices and quotes',
      paragraphs: [
        'Prices are in Indian rupees (₹) per CBM unless stated otherwise, and may change with availability and market ' +
          'conditions. A written quote stays valid for 30 days from the day we send it.',
      ],
    },
    {
      heading: 'Orders and payment',
      paragraphs: [
        'Payment is due in full when an order is placed, unless business-to-business (B2B) terms have been agreed with ' +
          'us in writing. An order is accepted when we confirm it.',
      ],
    },
    {
      heading: 'Using the site fairly',
      list: [
        'Do not try to disrupt the site or get around its security.',
        'Do not submit orders or quote requests in another person’s name or with false details.',
        'Do not copy the catalogue, images or text for commercial use without our written permission.',
      ],
    },
    {
      heading: 'Our responsibility',
      paragraphs: [
        'We take care that the information on the site is accurate, but it may contain occasional errors, which we ' +
          'correct when we find them. We are not liable for indirect or consequential losses arising from use of the ' +
          'site. Nothing in these terms limits the rights Indian consumer law gives you.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of India. Any dispute is subject to the jurisdiction of the courts in ' +
          'Chittoor, Andhra Pradesh.',
      ],
    },
  ],
};
