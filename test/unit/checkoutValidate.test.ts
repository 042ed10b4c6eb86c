import { CHECKOUT_MESSAGES, trimAddress, validateCheckout, type CheckoutValues } from '../../src/features/checkout/validate';
import { firstError } from '../../src/shared/ui/FirstErrorOnSubmit';

/** What the visitor is alerted to: the first error, as the form reports it. */
const alerted = (values: CheckoutValues) => firstError(validateCheckout(values))?.[1];

const complete: CheckoutValues = {
  fullName: 'Asha Rao',
  address: '1 Temple Street',
  city: 'Tirupati',
  state: 'Andhra Pradesh',
  pincode: '517501',
  phone: '9876543210',
  email: '',
  paymentMethod: 'credit-card',
  cardNumber: '4111 1111 1111 1111',
  expiryDate: '12/29',
  cvv: '123',
  cardholderName: 'Asha Rao',
  bankName: '',
  accountNumber: '',
  ifscCode: '',
};

const banking: CheckoutValues = {
  ...complete,
  paymentMethod: 'net-banking',
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  cardholderName: '',
  bankName: 'State Bank of India',
  accountNumber: '12345678901',
  ifscCode: 'SBIN0001234',
};

describe('checkout validation', () => {
  it('uses the spec alert texts word for word', () => {
    expect(CHECKOUT_MESSAGES).toEqual({
      address: 'Please fill in all address fields',
      card: 'Please fill in all card details',
      banking: 'Please fill in all banking details',
    });
  });

  it('accepts a complete card or bank submission', () => {
    expect(validateCheckout(complete)).toEqual({});
    expect(validateCheckout({ ...complete, paymentMethod: 'debit-card' })).toEqual({});
    expect(validateCheckout(banking)).toEqual({});
  });

  it.each(['fullName', 'address', 'city', 'state', 'pincode', 'phone'] as const)(
    'asks for the address when %s is missing',
    (field) => {
      expect(validateCheckout({ ...complete, [field]: '' })).toEqual({ [field]: 'Please fill in all address fields' });
    },
  );

  it('checks the address before the payment details', () => {
    expect(validateCheckout({ ...complete, city: '', cvv: '', cardNumber: '' })).toEqual({
      city: 'Please fill in all address fields',
    });
  });

  it.each(['cardNumber', 'expiryDate', 'cvv', 'cardholderName'] as const)(
    'asks for card details when %s is missing, for credit and debit cards',
    (field) => {
      for (const paymentMethod of ['credit-card', 'debit-card'] as const) {
        expect(validateCheckout({ ...complete, paymentMethod, [field]: '' })).toEqual({ [field]: 'Please fill in all card details' });
      }
    },
  );

  it.each(['bankName', 'accountNumber', 'ifscCode'] as const)('asks for banking details when %s is missing', (field) => {
    expect(validateCheckout({ ...banking, [field]: '' })).toEqual({ [field]: 'Please fill in all banking details' });
  });

  it('ignores the fields of the method not chosen', () => {
    // Card fields empty does not matter for net banking, and the other way round.
    expect(validateCheckout({ ...banking, cardNumber: '', cvv: '' })).toEqual({});
    expect(validateCheckout({ ...complete, bankName: '', ifscCode: '', accountNumber: 'x'.repeat(500) })).toEqual({});
  });

  it('counts fields holding only spaces as empty', () => {
    expect(alerted({ ...complete, fullName: '   ' })).toBe('Please fill in all address fields');
    expect(alerted({ ...complete, cvv: ' \t ' })).toBe('Please fill in all card details');
    expect(alerted({ ...banking, ifscCode: '  ' })).toBe('Please fill in all banking details');
  });

  it('marks every empty field of the first incomplete group, the first of them first', () => {
    const errors = validateCheckout({ ...complete, expiryDate: '', cardholderName: ' ', fullName: 'A' });
    expect(errors).toEqual({
      expiryDate: 'Please fill in all card details',
      cardholderName: 'Please fill in all card details',
    });
    expect(firstError(errors)).toEqual(['expiryDate', 'Please fill in all card details']);
  });

  it('refuses text that is too long with a message, once every field is filled in', () => {
    expect(validateCheckout({ ...complete, address: 'x'.repeat(201), city: 'y'.repeat(101) })).toEqual({
      address: 'Please keep the address to 200 characters or fewer',
      city: 'Please keep the city to 100 characters or fewer',
    });
    expect(validateCheckout({ ...complete, address: 'x'.repeat(200) })).toEqual({});
    expect(validateCheckout({ ...banking, ifscCode: 'S'.repeat(21) })).toEqual({
      ifscCode: 'Please keep the IFSC code to 20 characters or fewer',
    });
  });

  it('takes an e-mail address for shipping updates or none, checked by the quote form\'s rule once the spec\'s checks pass', () => {
    expect(validateCheckout({ ...complete, email: 'asha@example.com' })).toEqual({});
    expect(validateCheckout({ ...banking, email: '  asha@example.com ' })).toEqual({});
    expect(validateCheckout({ ...complete, email: '   ' })).toEqual({});
    for (const email of ['asha', 'asha@example', 'asha @example.com', '@.']) {
      expect(validateCheckout({ ...complete, email })).toEqual({ email: 'Please enter a valid email address' });
    }
    expect(validateCheckout({ ...complete, email: `${'a'.repeat(250)}@x.in` })).toEqual({
      email: 'Please keep the email address to 254 characters or fewer',
    });
    // The spec's alerts come first: a wrong address never hides a missing field.
    expect(alerted({ ...complete, email: 'asha', cvv: '' })).toBe('Please fill in all card details');
    expect(alerted({ ...complete, email: 'asha', city: '' })).toBe('Please fill in all address fields');
  });

  it('trims every address field for storage', () => {
    expect(
      trimAddress({ fullName: ' Asha ', address: '1 Temple St  ', city: ' Tirupati', state: 'AP ', pincode: ' 517501 ', phone: ' 98 ' }),
    ).toEqual({ fullName: 'Asha', address: '1 Temple St', city: 'Tirupati', state: 'AP', pincode: '517501', phone: '98' });
  });
});
