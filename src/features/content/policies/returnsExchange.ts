import { POLICY_DATES, type Policy } from './policyTypes';

export const returnsExchange: Policy = {
  title: 'Returns & Exchange',
  lastUpdated: POLICY_DATES.august,
  hasBackButton: true,
  intro:
    'We want every slab to be the stone you ordered, in the condition you expected. If it is not, this is how a ' +
    'return or an exchange works.',
  sections: [
    {
      heading: 'Return window',
      paragraphs: [
        'You can ask to return or exchange stone within 7 days of delivery. Tell us your order number, what is wrong ' +
          'and send a few photographs; that lets us act quickly.',
      ],
    },
    {
      heading: 'What can be returned',
      list: [
        'Stone damaged on the way to you, noted on the delivery receipt.',
        'Stone that does not match your confirmed order: a different stone, finish, thickness or size.',
        'Standard slabs and tiles in their original, unused condition, if you simply ordered more than you need.',
      ],
    },
    {
      heading: 'What cannot be returned',
      list: [
        'Stone cut to custom sizes, shapes or edge profiles at your request.',
        'Stone that has been fixed, installed, sealed or cut on site.',
        'Natural differences in colour, veining or grain within the same stone.',
      ],
    },
    {
      heading: 'How a return works',
      list: [
        'Contact us with your order number and photographs within the return window.',
        'We confirm whether the return or exchange is accepted and arrange pickup, or tell you where to send the stone.',
        'The stone is inspected at our Pakala yard when it arrives.',
        'We send the replacement or start your refund.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'Once the returned stone has passed inspection, your refund is processed within 5-7 business days to the ' +
          'original payment method. Shipping charges are non-refundable.',
        'If we sent the wrong stone or it arrived damaged, we collect it and deliver the replacement at our cost.',
      ],
    },
    {
      heading: 'Exchanges',
      paragraphs: [
        'You may exchange for another stone or size of equal or higher value, paying any difference. Exchanges depend ' +
          'on stock; if the stone you want is not available, we refund you instead.',
      ],
    },
  ],
};
