import type { ContactEnquiryRecord, HomeEnquiryRecord } from './types';

/** What each contact form holds: the delivered record's fields, without what the shop adds. */
export type HomeEnquiryValues = Omit<HomeEnquiryRecord, 'id' | 'submittedAt' | 'source'>;
export type ContactMessageValues = Omit<ContactEnquiryRecord, 'id' | 'submittedAt' | 'source'>;

/** The home form's message as delivered (schemas/delivery-v1.schema.json, source 'home'): trimmed, '' when not given. */
export const homeEnquiryFields = (values: HomeEnquiryValues): Omit<HomeEnquiryRecord, 'id' | 'submittedAt'> => ({
  source: 'home',
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  productInterest: values.productInterest,
  message: values.message.trim(),
});

/** The Contact Us form's message as delivered (source 'contact'). */
export const contactMessageFields = (values: ContactMessageValues): Omit<ContactEnquiryRecord, 'id' | 'submittedAt'> => ({
  source: 'contact',
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  projectType: values.projectType,
  message: values.message.trim(),
});
