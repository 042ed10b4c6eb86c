import {
  composeContactMessage,
  composeHomeEnquiry,
  CONTACT_ERRORS,
  EMPTY_CONTACT_MESSAGE,
  EMPTY_HOME_ENQUIRY,
  mailOpenedMessage,
  mailtoHref,
  PRODUCT_INTEREST_OPTIONS,
  PROJECT_TYPE_OPTIONS,
  validateContactMessage,
  validateHomeEnquiry,
} from '../../src/features/content/contactMail';
import { directionsUrl } from '../../src/features/content/directions';

const enquiry = {
  name: '  Ravi Kumar ',
  email: 'ravi@example.com',
  phone: '98480 12345',
  productInterest: 'granite-slabs',
  message: 'Need 40 slabs of Kuppum Black.\nSite is in Tirupati.',
};

const contact = {
  firstName: 'Anita',
  lastName: 'Reddy',
  email: 'anita@studio.example',
  phone: '',
  projectType: 'hospitality',
  message: 'Lobby flooring, about 600 sq m.',
};

describe('contact form options', () => {
  it('offers the spec’s product interests on the home form', () => {
    expect(PRODUCT_INTEREST_OPTIONS.map((option) => option.label)).toEqual([
      'Granite Countertops',
      'Granite Slabs',
      'Granite Blocks',
      'Monuments',
      'Other',
    ]);
  });

  it('offers hospitality and institutional next to the quote form’s project types', () => {
    expect(PROJECT_TYPE_OPTIONS.map((option) => option.value)).toEqual([
      'residential',
      'commercial',
      'industrial',
      'hospitality',
      'institutional',
    ]);
  });
});

describe('validateHomeEnquiry', () => {
  it('requires name, email and message, and nothing else', () => {
    expect(validateHomeEnquiry(EMPTY_HOME_ENQUIRY)).toEqual({
      name: CONTACT_ERRORS.name,
      email: CONTACT_ERRORS.email,
      message: CONTACT_ERRORS.message,
    });
  });

  it('treats blank text as missing', () => {
    expect(validateHomeEnquiry({ ...enquiry, name: '   ', message: '\n ' })).toEqual({
      name: CONTACT_ERRORS.name,
      message: CONTACT_ERRORS.message,
    });
  });

  it('checks the email shape', () => {
    for (const email of ['ravi', 'ravi@example', 'ravi @example.com', '@.']) {
      expect(validateHomeEnquiry({ ...enquiry, email })).toEqual({ email: 'Please enter a valid email address' });
    }
    expect(validateHomeEnquiry({ ...enquiry, email: ' ravi@example.co.in ' })).toEqual({});
  });

  it('accepts a complete enquiry without phone or product interest', () => {
    expect(validateHomeEnquiry({ ...enquiry, phone: '', productInterest: '' })).toEqual({});
  });
});

describe('validateContactMessage', () => {
  it('requires first name, last name, email and message', () => {
    expect(validateContactMessage(EMPTY_CONTACT_MESSAGE)).toEqual({
      firstName: CONTACT_ERRORS.firstName,
      lastName: CONTACT_ERRORS.lastName,
      email: CONTACT_ERRORS.email,
      message: CONTACT_ERRORS.message,
    });
  });

  it('accepts a complete message with optional fields empty', () => {
    expect(validateContactMessage({ ...contact, projectType: '' })).toEqual({});
    expect(validateContactMessage({ ...contact, email: 'anita@studio' })).toEqual({
      email: CONTACT_ERRORS.emailFormat,
    });
  });
});

describe('composing the e-mail', () => {
  it('writes the home enquiry with trimmed values and the product interest by its label', () => {
    expect(composeHomeEnquiry(enquiry)).toEqual({
      subject: 'Enquiry about Granite Slabs from Ravi Kumar',
      body:
        'Name: Ravi Kumar\r\nEmail: ravi@example.com\r\nPhone: 98480 12345\r\nProduct interest: Granite Slabs\r\n\r\n' +
        'Need 40 slabs of Kuppum Black.\nSite is in Tirupati.\r\n\r\nSent from the contact form on the home page.',
    });
  });

  it('says what was not given', () => {
    const { subject, body } = composeHomeEnquiry({ ...enquiry, phone: ' ', productInterest: '' });
    expect(subject).toBe('Website enquiry from Ravi Kumar');
    expect(body).toContain('Phone: Not given\r\nProduct interest: Not given');
  });

  it('writes the contact page message with the project type', () => {
    expect(composeContactMessage(contact)).toEqual({
      subject: 'Hospitality project enquiry from Anita Reddy',
      body:
        'Name: Anita Reddy\r\nEmail: anita@studio.example\r\nPhone: Not given\r\nProject type: Hospitality\r\n\r\n' +
        'Lobby flooring, about 600 sq m.\r\n\r\nSent from the Contact Us page.',
    });
    expect(composeContactMessage({ ...contact, projectType: '' }).subject).toBe('Website enquiry from Anita Reddy');
  });

  it('encodes subject and body into a mailto link', () => {
    const href = mailtoHref('sales@stones.example', { subject: 'Slabs & blocks?', body: 'Line 1\r\nLine 2 = 50%' });
    expect(href).toBe(
      'mailto:sales@stones.example?subject=Slabs%20%26%20blocks%3F&body=Line%201%0D%0ALine%202%20%3D%2050%25',
    );
  });

  it('tells the visitor where the message went', () => {
    expect(mailOpenedMessage('sales@stones.example')).toMatch(
      /^Your e-mail program has opened with your message to sales@stones\.example\./,
    );
  });
});

describe('directionsUrl', () => {
  it('points a maps link at the coordinates', () => {
    expect(directionsUrl({ lat: 13.4667, lng: 79.1167 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=13.4667%2C79.1167',
    );
  });
});
