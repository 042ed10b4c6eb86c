import { site } from '../../../shared/site';
import { POLICY_DATES, type Policy, type PolicySection } from './policyTypes';

/** The policy of a shop that sends nothing: everything stays in the visitor's browser. */
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
        'The website has no customer accounts. Your cart, wishlist, saved quote requests and orders, with any quote ' +
          "you accept and any review you leave, are kept only in your own browser's local storage on the device you " +
          'used, so they are still there when you come back. They are not sent to us or to anyone else while you browse.',
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

/** What the status checks ask for: only where the receiver speaks delivery schema version 2, which has them. */
const STATUS_CHECKS =
  'When you open My Orders, Track Order or My Quotes, the website asks us how your own orders and quote ' +
  'requests stand. It sends only their numbers and the private key each one was given when it was saved; ' +
  'it never asks about anyone else’s. A copy you make with Download my data on the Your data page leaves ' +
  'these private keys out.';
/** Sent only to a receiver that speaks version 2 of the delivery contract, like the status checks. */
const VISITOR_UPDATES =
  `When you accept a quote, or leave a review of a delivered order (its star rating and your comment), the ` +
  `website sends that to ${site.name} as well, with the quote request's or order's number and its private ` +
  'key, as soon as you do it, and tries again until we have received it.';

/**
 * The policy of a shop with a delivery address (docs/delivery-and-desk.md):
 * the same, except that it says what is sent, to whom and when, and what the
 * status checks ask for.
 */
export const deliveringPrivacyPolicy: Policy = {
  ...privacyPolicy,
  sections: privacyPolicy.sections.flatMap((section): PolicySection[] => {
    if (section.heading === 'Information kept in your browser') {
      return [
        {
          heading: section.heading,
          paragraphs: [
            'The website has no customer accounts. Your cart, wishlist, saved quote requests, orders (with any quote ' +
              'you accept and any review you leave) and the messages you write through Contact Us or the home page ' +
              "are kept in your own browser's local storage on the device you used, so they are still there when you " +
              'come back.',
            ...(section.paragraphs ?? []).slice(1),
          ],
        },
        {
          heading: 'Information the website sends us',
          paragraphs: [
            `Each order, quote request and message is sent to ${site.name}, who runs this website, and to no one ` +
              'else. It is sent in full, as it was saved in your browser: your name, phone, e-mail, delivery address ' +
              'or project location, and what you wrote. It is sent as soon as it is saved, and tried again until we ' +
              'have received it. Your cart and wishlist are not sent.',
            VISITOR_UPDATES,
            STATUS_CHECKS,
          ],
        },
      ];
    }
    if (section.heading === 'Cookies and local storage') {
      return [
        {
          heading: section.heading,
          paragraphs: [
            "The site uses your browser's local storage only for the lists and messages described above, and for " +
              'noting which of them have reached us. It sets no advertising or tracking cookies. You can clear all of ' +
              'it on the Your data page or in your browser’s settings; what we have already received stays with us ' +
              'until you ask us to delete it.',
          ],
        },
      ];
    }
    return [section];
  }),
};

/** The same for a receiver that speaks delivery schema version 1: it is sent every record, asked nothing, and sent no acceptance or review. */
export const versionOnePrivacyPolicy: Policy = {
  ...deliveringPrivacyPolicy,
  sections: deliveringPrivacyPolicy.sections.map((section) => ({
    ...section,
    ...(section.paragraphs ? { paragraphs: section.paragraphs.filter((paragraph) => paragraph !== STATUS_CHECKS && paragraph !== VISITOR_UPDATES) } : {}),
  })),
};
