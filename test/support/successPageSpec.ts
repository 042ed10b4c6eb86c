import { emailHref, phoneHref } from '../../src/shared/site';

/**
 * A sentence of what a success page says, quoted, with what on the page
 * shows it. Every sentence holds for a saved id, an unknown id and none:
 * only the heading changes (integration and end-to-end tests read this).
 */
export interface PageSentence {
  quote: string;
  /** Text in the page's main area. */
  says?: string[];
  /** Links in the main area: [text they contain, exact href]. */
  links?: [string, string][];
  /** The id shown: the saved record's, else the fallback id. */
  showsId?: true;
}

const wayOn = (list: [string, string]): [string, string][] => [
  list,
  ['Continue Shopping', '/shop'],
  ['Back to Home', '/'],
  ['Contact Us', '/contact-us'],
];

export const ORDER_SUCCESS_SENTENCES: PageSentence[] = [
  { quote: "Confirmation with the order id (fallback 'ORD-UNKNOWN')", says: ['Order ID'], showsId: true },
  { quote: 'next steps', says: ['What happens next', 'Call or e-mail us with the order ID'] },
  { quote: 'delivery estimate 5-7 business days', says: ['Estimated delivery: 5-7 business days'] },
  { quote: 'links to /orders, /shop, / and /contact-us', links: wayOn(['View My Orders', '/orders']) },
];

export const QUOTE_SUCCESS_SENTENCES: PageSentence[] = [
  { quote: "Confirmation with the quote id (fallback 'QT-UNKNOWN')", says: ['Quote ID:'], showsId: true },
  {
    quote: 'expected timeline: review in 2-4 hours, quote in 12-24 hours, follow-up call within 48 hours',
    says: ['Expected timeline', 'within 2-4 hours', 'within 12-24 hours', 'within 48 hours'],
  },
  { quote: 'contact options (a mail link and a phone link)', links: [['Email', emailHref], ['Call', phoneHref]] },
  { quote: 'links to /my-quotes, /shop, / and /contact-us', links: wayOn(['View My Quotes', '/my-quotes']) },
  { quote: 'States quotes are valid for 30 days', says: ['Quotes are valid for 30 days'] },
  {
    quote: 'prices depend on availability and market conditions',
    says: ['prices depend on availability and market conditions'],
  },
];

/** What a page shows in its main area: its text, its links ([text, href]) and the id it should show. */
export interface SeenPage {
  text: string;
  links: [string, string][];
  id: string;
}

/** The quotes of `sentences` the page does not bear out: empty when all is there. */
export function missingSentences(sentences: PageSentence[], { text, links, id }: SeenPage): string[] {
  return sentences
    .filter(
      ({ says = [], links: wanted = [], showsId }) =>
        !says.every((part) => text.includes(part)) ||
        (showsId && !text.includes(id)) ||
        !wanted.every(([name, href]) => links.some(([linkText, linkHref]) => linkHref === href && linkText.includes(name))),
    )
    .map(({ quote }) => quote);
}
