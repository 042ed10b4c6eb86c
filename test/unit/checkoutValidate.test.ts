import { CHECKOUT_MESSAGES, trimAddress, validateCheckout, type CheckoutValues } from '../../src/features/checkout/validate';

const complete: CheckoutValues = {
  fullName: 'Asha Rao',
  address: '1 Temple Street',
  city: 'Tirupati',
  state: 'Andhra Pradesh',
  pincode: '517501',
  phone: '9876543210',
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
    expect(validateCheckout(complete)).toBeNull();
    expect(validateCheckout({ ...complete, paymentMethod: 'debit-card' })).toBeNull();
    expect(validateCheckout(banking)).toBeNull();
  });

  it.each(['fullName', 'address', 'city', 'state', 'pincode', 'phone'] as const)(
    'asks for the address when %s is missing',
    (field) => {
      expect(validateCheckout({ ...complete, [field]: '' })).toEqual({
        message: 'Please fill in all address fields',
        field,
        fields: [field],
      });
    },
  );

  it('checks the address before the payment details', () => {
    const problem = validateCheckout({ ...complete, city: '', cvv: '', cardNumber: '' });
    expect(problem?.message).toBe('Please fill in all address fields');
    expect(problem?.field).toBe('city');
  });

  it.each(['cardNumber', 'expiryDate', 'cvv', 'cardholderName'] as const)(
    'asks for card details when %s is missing, for credit and debit cards',
    (field) => {
      for (const paymentMethod of ['credit-card', 'debit-card'] as const) {
        expect(validateCheckout({ ...complete, paymentMethod, [field]: '' })).toEqual({
          message: 'Please fill in all card details',
          field,
          fields: [field],
        });
      }
    },
  );

  it.each(['bankName', 'accountNumber', 'ifscCode'] as const)('asks for banking details when %s is missing', (field) => {
    expect(validateCheckout({ ...banking, [field]: '' })).toEqual({
      message: 'Please fill in all banking details',
      field,
      fields: [field],
    });
  });

  it('ignores the fields of the method not chosen', () => {
    // Card fields empty does not matter for net banking, and the other way round.
    expect(validateCheckout({ ...banking, cardNumber: '', cvv: '' })).toBeNull();
    expect(validateCheckout({ ...complete, bankName: '', ifscCode: '' })).toBeNull();
  });

  it('counts fields holding only spaces as empty', () => {
    expect(validateCheckout({ ...complete, fullName: '   ' })?.message).toBe('Please fill in all address fields');
    expect(validateCheckout({ ...complete, cvv: ' \t ' })?.message).toBe('Please fill in all card details');
    expect(validateCheckout({ ...banking, ifscCode: '  ' })?.message).toBe('Please fill in all banking details');
  });

  it('names the first empty field to focus and every empty field of that group to mark', () => {
    const problem = validateCheckout({ ...complete, expiryDate: '', cardholderName: ' ', fullName: 'A' });
    expect(problem).toEqual({
      message: 'Please fill in all card details',
      field: 'expiryDate',
      fields: ['expiryDate', 'cardholderName'],
    });
  });

  it('trims every address field for storage', () => {
    expect(
      trimAddress({ fullName: ' Asha ', address: '1 Temple St  ', city: ' Tirupati', state: 'AP ', pincode: ' 517501 ', phone: ' 98 ' }),
    ).toEqual({ fullName: 'Asha', address: '1 Temple St', city: 'Tirupati', state: 'AP', pincode: '517501', phone: '98' });
  });
});
