import { POLICY_DATES, type Policy } from './policyTypes';

export const cancellationRefund: Policy = {
  title: 'Cancellation & Refund',
  lastUpdated: POLICY_DATES.august,
  hasBackButton: true,
  intro:
    'Stone is cut and finished to each order, so there is only a short window to change your mind. This page ' +
    'explains when an order can be cancelled and how refunds are paid.',
  sections: [
    {
      heading: 'Cancelling an order',
      paragraphs: [
        'You can cancel within 2 hours of order confirmation, provided cutting, finishing or dispatch has not begun. ' +
          'Once work on your stone has started, it has been prepared for you and the order can no longer be ' +
          'cancelled.',
        'To cancel, call or e-mail us with your order number. We confirm the cancellation in writing.',
      ],
    },
    {
      heading: 'Return requests',
      paragraphs: [
        'If the stone arrives damaged, or is not what you ordered, send us a return request within 48 hours of ' +
          'delivery, with your order number and photographs of the crates and slabs.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'Refunds for a cancelled order or an accepted return start within 5-7 business days. Depending on your bank, ' +
          'it may take 7-10 business days for the amount to reflect in your account. Refunds go to the original ' +
          'payment method.',
      ],
    },
    {
      heading: 'Credit note or replacement',
      paragraphs: [
        'Instead of a refund, you can choose a credit note to use on a future order, or a replacement of the same ' +
          'stone, finish and size where it is in stock.',
      ],
    },
  ],
};
