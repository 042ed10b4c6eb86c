/**
 * Delivery (docs/delivery-and-desk.md): each saved order, quote
 * and enquiry is POSTed to the owner's address, when one is set. Other
 * features use only what is exported here.
 */
export { BusinessAnswer } from './BusinessAnswer';
export { DeliveryStatus } from './DeliveryStatus';
export { updateId } from './statusRules';
export { checkStatuses, useStatusChecks } from './statusChecks';
export { contactMessageFields, homeEnquiryFields, type ContactMessageValues, type HomeEnquiryValues } from './enquiryFields';
export { queueDelivery, queueUpdate, sendEnquiry, type EnquiryFields, type EnquirySubmission } from './thunks';
export { MESSAGE_SENT, useEnquiryDelivery } from './useEnquiryDelivery';
export { readEnquiries } from './deliveryStorage';
export { selectDelivery, selectDeliveryEntry, selectDeliveryOn, selectQuotedUntil } from './selectors';
export { startDelivery, type DeliveryOptions, type DeliveryStore, type RefusedDelivery } from './startDelivery';
export type { ContactEnquiryRecord, DeliveryEntries, DeliveryEntry, DeliveryKind, EnquiryRecord, HomeEnquiryRecord } from './types';
