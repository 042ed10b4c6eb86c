import { paymentLeaks } from '../support/paymentLeaks';

/** The tests' own check for payment details (test/support/paymentLeaks.ts) must find a leak and only a leak. */
describe('paymentLeaks', () => {
  const secrets = ['4111 2222 3333 4444', '4111222233334444', '909', '12/29'];
  const fields = ['cardNumber', 'cvv'];

  it('finds a payment field, a short secret as a value or a word, and a card number inside a text', () => {
    expect(
      paymentLeaks(
        { order: { cvv: 'x', note: 'card 4111 2222 3333 4444' }, search: '?code=909&x=1', expiry: '12/29', n: 909 },
        secrets,
        fields,
      ),
    ).toEqual([
      '$.order.cvv is a payment field',
      '$.order.note holds 4111 2222 3333 4444',
      '$.search holds 909',
      '$.expiry holds 12/29',
      '$.n holds 909',
    ]);
  });

  it('leaves a short secret that is only part of a longer number or id alone', () => {
    expect(paymentLeaks({ id: 'ORD-1795690901793-4l74o2bkh', total: 19090, at: '2026-11-26T11:01:41.909Z' }, secrets, fields)).toEqual([]);
  });
});
