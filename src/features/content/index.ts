// Public face of the content feature: what the home page's contact form
// shares with /contact-us. Pages are loaded by the router, not from here.
export {
  PRODUCT_INTEREST_OPTIONS,
  EMPTY_HOME_ENQUIRY,
  validateHomeEnquiry,
  composeHomeEnquiry,
  mailtoHref,
  mailOpenedMessage,
  type HomeEnquiry,
  type FormErrors,
} from './contactMail';
export { openEmailProgram } from './openEmailProgram';
