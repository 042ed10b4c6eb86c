/**
 * Delivery (docs/delivery-and-desk.md): each saved order, quote
 * and enquiry is POSTed to the owner's address, when one is set. Other
 * features use only what is exported here.
 */
export { DeliveryStatus } from './DeliveryStatus';
export { contactMessageFields, homeEnquiryFields, type ContactMessageValues, type HomeEnquiryValues } from './enquiryFields';
export { queueDelivery, sendEnquiry, type EnquiryFields, type EnquirySubmission } from './thunks';
export { MESSAGE_SENT, useEnquiryDelivery } from './useEnquiryDelivery';
export { readEnquiries } from './deliveryStorage';
export { selectDelivery, selectDeliveryOn } from './selectors';
export { startDelivery, type DeliveryOptions, type DeliveryStore } from './startDelivery';
export type { ContactEnquiryRecord, DeliveryEntries, DeliveryEntry, DeliveryKind, EnquiryRecord, HomeEnquiryRecord } from './types';
