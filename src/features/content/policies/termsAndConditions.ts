import { site } from '../../../shared/site';
import { paths } from '../../../shared/paths';
import { POLICY_DATES, type Policy } from './policyTypes';

export const termsAndConditions: Policy = {
  title: 'Terms & Conditions',
  lastUpdated: POLICY_DATES.september,
  hasBackButton: false,
  intro:
    `These conditions apply to every sale of stone by ${site.name}, whether the order is placed on this website, by ` +
    'e-mail, by phone or at our yard in Pakala.',
  sections: [
    {
      heading: 'Eligibility',
      paragraphs: ['We accept orders from adults aged 18 or older and from registered businesses.'],
    },
    {
      heading: 'Quotes and order confirmation',
      paragraphs: [
        'A quote names the stone, finish, thickness, sizes, quantity and price, and is valid for 30 days. A contract ' +
          'exists once we confirm your order in writing; please check the confirmation and tell us at once if ' +
          'anything is not as you intended.',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'Payment in full is due at the time of order, unless B2B terms (for example an advance with the balance before ' +
          'dispatch) have been agreed in writing. Prices are in Indian rupees, and the taxes that apply are shown in ' +
          'your order summary. Title to the stone passes to you once it is paid for in full.',
      ],
    },
    {
      heading: 'Natural variation and tolerances',
      paragraphs: [
        'Granite and marble are natural. Differences in shade, veining, grain and small natural pits are part of the ' +
          'stone and are not defects. Cut sizes are accurate to within 2 mm, and calibrated slabs to within 1 mm of ' +
          'the ordered thickness.',
      ],
    },
    {
      heading: 'Delivery, returns and cancellation',
      paragraphs: [
        'How and when we deliver, and what to do when your stone arrives, is set out in our Shipping & Delivery ' +
          'policy. Returns, exchanges and refunds follow our Returns & Exchange policy, and cancelling an order ' +
          'follows our Cancellation & Refund policy.',
      ],
      links: [
        { to: paths.shippingPolicy, label: 'Shipping & Delivery' },
        { to: paths.returnsExchange, label: 'Returns & Exchange' },
        { to: paths.cancellationRefund, label: 'Cancellation & Refund' },
      ],
    },
    {
      heading: 'Checking your delivery',
      paragraphs: [
        'Please inspect crates and slabs when they arrive and note any visible damage on the delivery receipt before ' +
          'signing it, then send us photographs. Stone that has been cut, fixed or installed is taken as accepted.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These conditions are governed by the laws of India, and any dispute falls under the courts in Chittoor, ' +
          'Andhra Pradesh.',
      ],
    },
  ],
};
