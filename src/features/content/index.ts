// Public face of the content feature: what the home page shares with the
// brochure pages (the contact form's rules, the step list, the contact lines).
// Pages are loaded by the router, not from here.
export {
  PRODUCT_INTEREST_OPTIONS,
  EMPTY_HOME_ENQUIRY,
  validateHomeEnquiry,
  composeHomeEnquiry,
  mailtoHref,
  mailOpenedMessage,
  type HomeEnquiry,
} from './contactMail';
export { openEmailProgram } from './openEmailProgram';
export { StepList } from './StepList';
export { ContactLines } from './ContactLines';
