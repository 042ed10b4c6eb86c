import fc from 'fast-check';
import { formatRupees } from '../../src/shared/money';

/** What the shop's prices must read as: the browser's own en-IN rupee format. */
const intl = (digits: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: digits, maximumFractionDigits: digits });
const withPaise = intl(2);
const roundRupees = intl(0);

describe('formatRupees', () => {
  it('writes rupees with lakh and crore grouping', () => {
    expect(formatRupees(130000)).toBe('₹1,30,000.00');
    expect(formatRupees(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatRupees(999.995)).toBe('₹1,000.00');
    expect(formatRupees(130000, { paise: false })).toBe('₹1,30,000');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('shows what is not a number as nothing owed', () => {
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('₹0.00');
  });

  it.each([1.005, 2.675, 0.125, 1.5, 2.5, -1.005, -0.001, -0, 1e-7, 1e21, 123456789012.345, 0.995, 9.995])(
    'rounds %p as Intl does',
    (amount) => {
      expect(formatRupees(amount)).toBe(withPaise.format(amount));
      expect(formatRupees(amount, { paise: false })).toBe(roundRupees.format(amount));
    },
  );

  it('agrees with Intl on any amount', () => {
    const amount = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((paise) => paise / 100),
      fc.integer({ min: 0, max: 1_000_000 }).map((thousandths) => thousandths / 1000),
    );
    fc.assert(
      fc.property(amount, (value) => {
        expect(formatRupees(value)).toBe(withPaise.format(value));
        expect(formatRupees(value, { paise: false })).toBe(roundRupees.format(value));
      }),
      { numRuns: 2000 },
    );
  });
});
