import { site } from '../../../shared/site';
import { POLICY_DATES, type Policy } from './policyTypes';

export const privacyPolicy: Policy = {
  title: 'Privacy Policy',
  lastUpdated: POLICY_DATES.september,
  hasBackButton: false,
  intro:
    `${site.name} runs this website to show our stones, take orders and answer quote requests. This policy explains ` +
    'what information the site handles, where it is kept, who sees it and the choices you have.',
  sections: [
    {
      heading: 'Information kept in your browser',
      paragraphs: [
        'The website has no customer accounts. Your cart, wishlist, saved quote requests and orders are kept only in ' +
          "your own browser's local storage on the device you used, so they are still there when you come back. " +
          'They are not sent to us or to anyone else while you browse.',
        'When you place an order or request a quote, the details you type (name, phone, e-mail, delivery address and ' +
          'project details) are stored in the same place. Card and bank details entered at checkout are used only to ' +
          'complete the payment step and are never stored, not even in your browser.',
      ],
    },
    {
      heading: 'Information you send us',
      paragraphs: [
        'When you write to us by e-mail, call us or visit our yard, we receive what you choose to tell us: usually your ' +
          'name, contact details and the project you are planning. We keep it for as long as we need it to quote, ' +
          'supply and support your order, and for the period Indian tax and trade law requires for invoices.',
      ],
    },
    {
      heading: 'How we use it',
      list: [
        'To prepare quotes, confirm orders and arrange delivery.',
        'To answer your questions and follow up on a quote you asked for.',
        'To keep the accounting records the law requires for orders we fulfil.',
        'We do not sell or rent your information, and we do not use it for anyone else’s advertising.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        "The site uses your browser's local storage only for the lists described above and sets no advertising or " +
          "tracking cookies. You can clear this data at any time in your browser's settings; doing so empties your " +
          'cart, wishlist, saved quotes and order history on that device.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Delivery details go to the transport company carrying your order, and payment details to the bank or payment ' +
          'provider handling the payment, only as far as each of them needs. We disclose information to authorities ' +
          'only where Indian law requires it.',
      ],
    },
    {
      heading: 'Your rights and requests',
      paragraphs: [
        `You may ask what information we hold about you, ask us to correct it, or ask us to delete it. Send your request ` +
          `to ${site.email} or by post to the address below. We answer every valid request within 30 business days.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: ['When we change this policy, we publish the new version here and update the date at the top of the page.'],
    },
  ],
};
