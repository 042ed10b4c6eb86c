/**
 * The two contact forms (home page and /contact-us). With no delivery address
 * set there is no server behind them: after their checks pass, the visitor's
 * own e-mail program opens with the message already written to the shop's
 * address. With one, the message is saved and sent (features/delivery). Everything here is pure,
 * so the checks and the composed message are tested without a browser.
 */
import type { FormikErrors } from 'formik';
import type { ContactMessageValues, HomeEnquiryValues } from '../delivery';
import { emailFormatError, INVALID_EMAIL_MESSAGE } from '../../shared/emailAddress';
import { lengthError, TEXT_LIMITS } from '../../shared/textLimits';

export interface Option {
  value: string;
  label: string;
}

/** The home page form's "product interest" choices (docs/product.md). */
export const PRODUCT_INTEREST_OPTIONS: readonly Option[] = [
  { value: 'granite-countertops', label: 'Granite Countertops' },
  { value: 'granite-slabs', label: 'Granite Slabs' },
  { value: 'granite-blocks', label: 'Granite Blocks' },
  { value: 'monuments', label: 'Monuments' },
  { value: 'other', label: 'Other' },
];

/** The contact page adds hospitality and institutional to the quote form's three types. */
export const PROJECT_TYPE_OPTIONS: readonly Option[] = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'industrial', label: 'Industrial' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'institutional', label: 'Institutional' },
];

/** The home form's fields (the delivered record's, without what the shop adds). */
export type HomeEnquiry = HomeEnquiryValues;

/** The Contact Us form's fields. */
export type ContactMessage = ContactMessageValues;

export const EMPTY_HOME_ENQUIRY: HomeEnquiry = { name: '', email: '', phone: '', productInterest: '', message: '' };

export const EMPTY_CONTACT_MESSAGE: ContactMessage = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  projectType: '',
  message: '',
};

export const CONTACT_ERRORS = {
  name: 'Please enter your name',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter your email address',
  emailFormat: INVALID_EMAIL_MESSAGE,
  message: 'Please write a short message so we know how to help',
} as const;

/** Required, with the quote form's rule. */
const emailError = (email: string): string | undefined => (email.trim() ? emailFormatError(email) : CONTACT_ERRORS.email);

/** A required text: its message when empty, or when longer than `max`. */
const requiredText = (value: string, missing: string, max: number, words: string) =>
  value.trim() ? lengthError(value, max, words) : missing;

/** Removes the keys whose check passed, so "no keys" means "valid". */
function compact<T>(errors: Record<keyof T, string | undefined>): FormikErrors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FormikErrors<T>;
}

/** Name, email and message are required; phone and product interest are optional. */
export function validateHomeEnquiry(values: HomeEnquiry): FormikErrors<HomeEnquiry> {
  return compact<HomeEnquiry>({
    name: requiredText(values.name, CONTACT_ERRORS.name, TEXT_LIMITS.name, 'name'),
    email: emailError(values.email),
    phone: lengthError(values.phone, TEXT_LIMITS.phone, 'phone number'),
    productInterest: undefined,
    message: requiredText(values.message, CONTACT_ERRORS.message, TEXT_LIMITS.long, 'message'),
  });
}

/** First and last name, email and message are required; phone and project type are optional. */
export function validateContactMessage(values: ContactMessage): FormikErrors<ContactMessage> {
  return compact<ContactMessage>({
    firstName: requiredText(values.firstName, CONTACT_ERRORS.firstName, TEXT_LIMITS.name, 'first name'),
    lastName: requiredText(values.lastName, CONTACT_ERRORS.lastName, TEXT_LIMITS.name, 'last name'),
    email: emailError(values.email),
    phone: lengthError(values.phone, TEXT_LIMITS.phone, 'phone number'),
    projectType: undefined,
    message: requiredText(values.message, CONTACT_ERRORS.message, TEXT_LIMITS.long, 'message'),
  });
}

export interface ComposedMail {
  subject: string;
  body: string;
}

const NOT_GIVEN = 'Not given';

const labelOf = (options: readonly Option[], value: string) => options.find((option) => option.value === value)?.label;

/** Mail programs expect CRLF line breaks inside a mailto body (RFC 6068). */
const lines = (...rows: string[]) => rows.join('\r\n');

export function composeHomeEnquiry(values: HomeEnquiry): ComposedMail {
  const name = values.name.trim();
  const interest = labelOf(PRODUCT_INTEREST_OPTIONS, values.productInterest);
  return {
    subject: interest ? `Enquiry about ${interest} from ${name}` : `Website enquiry from ${name}`,
    body: lines(
      `Name: ${name}`,
      `Email: ${values.email.trim()}`,
      `Phone: ${values.phone.trim() || NOT_GIVEN}`,
      `Product interest: ${interest ?? NOT_GIVEN}`,
      '',
      values.message.trim(),
      '',
      'Sent from the contact form on the home page.',
    ),
  };
}

export function composeContactMessage(values: ContactMessage): ComposedMail {
  const name = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
  const projectType = labelOf(PROJECT_TYPE_OPTIONS, values.projectType);
  return {
    subject: projectType ? `${projectType} project enquiry from ${name}` : `Website enquiry from ${name}`,
    body: lines(
      `Name: ${name}`,
      `Email: ${values.email.trim()}`,
      `Phone: ${values.phone.trim() || NOT_GIVEN}`,
      `Project type: ${projectType ?? NOT_GIVEN}`,
      '',
      values.message.trim(),
      '',
      'Sent from the Contact Us page.',
    ),
  };
}

/** `mailto:` link with the subject and body encoded as query values. */
export function mailtoHref(to: string, { subject, body }: ComposedMail): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The announcement after the mail program was asked to open. */
export const mailOpenedMessage = (to: string) =>
  `Your e-mail program has opened with your message to ${to}. Press Send there to reach us. ` +
  `If nothing opened, write to ${to} directly; your message is still here to copy.`;

