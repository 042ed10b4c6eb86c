import { phoneDigits } from '../../inbox/phoneSearch';

describe('a phone number typed into the desk search', () => {
  it.each([
    ['9876501234', '9876501234'],
    ['98765 01234', '9876501234'],
    ['+91 98765 01234', '9876501234'],
    ['+91-98765-01234', '9876501234'],
    ['098765 01234', '9876501234'],
    ['0091 98765 01234', '9876501234'],
    ['919876501234', '9876501234'],
    ['(0877) 222-1234', '8772221234'],
  ])('%s is searched as %s', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });

  it.each(['asha@example.com', 'QT-1768473000000', 'Padma', '123', ''])('%s is not a phone number', (typed) => {
    expect(phoneDigits(typed)).toBeNull();
  });
});
