/**
 * The e-mails the desk sends, as plain text: short for the owner (who, what,
 * total, a link, what to check), complete for the visitor (the prices of a
 * quote, the carrier of a shipment). Never a payment detail: records carry
 * none, and no mail names even the payment method.
 */
import type { Flag } from '../arrivalChecks';
import { contactOf, fieldText, type DeliveryKind, type JsonObject, type VisitorUpdate } from '../delivery';
import type { EventDetails } from '../records';
import { formatRupees, site } from '../shopRules';
import type { Mail } from './outbox';

/**
 * One plain address, or ''. The schema lets an e-mail field hold any text
 * around an @ without spaces; "a@x.in,b@y.in" would reach two people, so only
 * a single address without list or header characters is ever mailed.
 */
export function mailableAddress(email: string): string {
  return /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+\.[^\s@,;:<>()[\]"\\]+$/.test(email) ? email : '';
}

/** The owner's mails answer the visitor directly, when the record has one plain address. */
const replyToVisitor = (email: string): Pick<Mail, 'replyTo'> => (mailableAddress(email) ? { replyTo: mailableAddress(email) } : {});

export const KIND_NOUN: Readonly<Record<DeliveryKind, string>> = { order: 'order', quote: 'quote request', enquiry: 'message' };

/** One header line: no line breaks from a visitor's text, and not endless. */
const oneLine = (text: string, max = 120) => {
  const flat = text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** 2026-02-14 -> "14 February 2026". */
export const longDate = (isoDay: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

/** What was asked for, in a few lines, by kind. */
function whatLines(kind: DeliveryKind, record: JsonObject): string[] {
  if (kind === 'order') {
    const items = Array.isArray(record.items) ? (record.items as JsonObject[]) : [];
    const address = (record.shippingAddress ?? {}) as JsonObject;
    return [
      ...items.map((item) => `- ${fieldText(item.name)} (${fieldText(item.size)}) x ${fieldText(item.quantity)}: ${formatRupees(Number(item.totalPrice))}`),
      `Total: ${formatRupees(Number(record.totalAmount))}`,
      `Ship to: ${[address.address, address.city, address.state, address.pincode].map(fieldText).filter(Boolean).join(', ')}`,
    ];
  }
  if (kind === 'quote') {
    const area = fieldText(record.area);
    return [
      `Stone: ${fieldText(record.stoneType)}, ${fieldText(record.finish)}, ${fieldText(record.thickness)}`,
      `Quantity: ${fieldText(record.quantity)} ${fieldText(record.unit)}${area ? `, area ${area} sq ft` : ''}`,
      `Project: ${fieldText(record.projectType)} in ${fieldText(record.projectLocation)}, ${fieldText(record.projectTimeline)}`,
      ...(record.budget ? [`Budget: ${fieldText(record.budget)}`] : []),
      ...(record.description ? [`Description: ${fieldText(record.description)}`] : []),
    ];
  }
  return [`Message: ${fieldText(record.message)}`];
}

/** The owner's note of a new arrival. */
export function ownerMail(
  to: string,
  { kind, record, flags, link }: { kind: DeliveryKind; record: JsonObject & { id: string }; flags: readonly Flag[]; link: string },
): Mail {
  const contact = contactOf(record);
  const total = kind === 'order' ? ` (${formatRupees(Number(record.totalAmount))})` : '';
  const lines = [
    `New ${KIND_NOUN[kind]} ${record.id}`,
    '',
    `From: ${contact.name}`,
    ...(contact.email ? [`E-mail: ${contact.email}`] : []),
    ...(contact.phone ? [`Phone: ${contact.phone}`] : []),
    '',
    ...whatLines(kind, record),
    ...(flags.length > 0 ? ['', 'Check before answering:', ...flags.map((flag) => `- ${flag.text}`)] : []),
    '',
    `Open it: ${link}`,
  ];
  return {
    to,
    recordId: record.id,
    subject: oneLine(`${flags.length > 0 ? '[check] ' : ''}New ${KIND_NOUN[kind]} from ${contact.name}${total}`),
    text: lines.join('\n'),
    ...replyToVisitor(contact.email),
  };
}

const signature = ['', `${site.name}`, `${site.phone} · ${site.email}`];

/** The visitor's quote: every price line, the total, how long it holds, the note. */
export function quoteMail(to: string, record: JsonObject & { id: string }, details: EventDetails): Mail {
  const contact = contactOf(record);
  const lines = details.lines ?? [];
  const text = [
    `Dear ${contact.name},`,
    '',
    `Thank you for your quote request ${record.id}. Here is our detailed pricing:`,
    '',
    ...lines.map((line) => `- ${line.description}: ${formatRupees(line.amount)}`),
    `Total: ${formatRupees(details.total ?? 0)}`,
    '',
    `This quote is valid until ${longDate(details.validUntil ?? '')}.`,
    ...(details.note ? ['', details.note] : []),
    '',
    'To go ahead, press Accept Quote on My Quotes in our shop, reply to this e-mail or call us.',
    ...signature,
  ];
  return { to, recordId: record.id, subject: oneLine(`Your quote ${record.id} from ${site.name}`), text: text.join('\n') };
}

/** The visitor's news that the order is on its way. */
export function shippedMail(to: string, record: JsonObject & { id: string }, details: EventDetails): Mail {
  const contact = contactOf(record);
  const text = [
    `Dear ${contact.name},`,
    '',
    `Your order ${record.id} has been shipped.`,
    ...(details.carrier ? [`Carrier: ${details.carrier}`] : []),
    ...(details.tracking ? [`Tracking: ${details.tracking}`] : []),
    ...(details.note ? ['', details.note] : []),
    ...signature,
  ];
  return { to, recordId: record.id, subject: oneLine(`Your order ${record.id} has been shipped`), text: text.join('\n') };
}

/** The owner's news of what a visitor did from the shop: a quote accepted, a review left. */
export function visitorUpdateMail(to: string, record: JsonObject & { id: string }, update: VisitorUpdate, link: string): Mail {
  const contact = contactOf(record);
  const review = update.review;
  const what = review ? `Review of order ${record.id}: ${review.rating} of 5` : `Quote ${record.id} accepted`;
  const text = [
    `${what}, by ${contact.name}.`,
    ...(review?.comment ? ['', review.comment] : []),
    '',
    `Open it on the desk: ${link}`,
  ];
  return { to, recordId: record.id, subject: oneLine(`${what} (${contact.name})`), text: text.join('\n'), ...replyToVisitor(contact.email) };
}

/** The visitor's news that their accepted quote is now an order: its lines, total and where it ships. */
export function quoteOrderMail(to: string, order: JsonObject & { id: string }, quoteId: string): Mail {
  const contact = contactOf(order);
  const text = [
    `Dear ${contact.name},`,
    '',
    `Thank you for accepting quote ${quoteId}. We have placed it as order ${order.id}:`,
    '',
    ...whatLines('order', order),
    '',
    'You can follow it on My Orders in our shop, where its invoice is ready to download.',
    ...signature,
  ];
  return { to, recordId: order.id, subject: oneLine(`Your order ${order.id} (quote ${quoteId})`), text: text.join('\n') };
}
