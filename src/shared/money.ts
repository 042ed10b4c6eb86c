/**
 * The one place amounts become text: Indian rupees with en-IN grouping
 * (₹1,30,000.00), exactly as `Intl.NumberFormat('en-IN', { style: 'currency',
 * currency: 'INR' })` writes them (test/unit/money.test.ts holds the two side
 * by side). Written out rather than asked of Intl because the first en-IN
 * currency formatter a page builds costs about 40 ms of start-up (ICU loads
 * its locale data), over 150 ms on a phone, on the path of every screen that
 * shows a price. `paise: false` drops the decimals for round figures in copy.
 */
export function formatRupees(amount: number, { paise = true }: { paise?: boolean } = {}): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const digits = paise ? 2 : 0;
  const { whole, fraction } = roundHalfExpand(Math.abs(value), digits);
  // Intl keeps the minus of a negative amount that rounds to zero ("-₹0.00"), and of -0.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}₹${groupIndian(whole)}${digits > 0 ? `.${fraction}` : ''}`;
}

/** Lakh and crore grouping: the last three digits, then twos (12,34,56,789). */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${whole.slice(-3)}`;
}

/**
 * `value` (not negative) rounded half away from zero at `digits` decimals, as
 * decimal text. Like Intl, it rounds the number's shortest decimal form
 * (1.005 → 1.01), not its binary expansion (where 1.005 is 1.00499...).
 */
function roundHalfExpand(value: number, digits: number): { whole: string; fraction: string } {
  const [whole = '', fraction = ''] = plainDecimal(value).split('.');
  const kept = `${whole}${fraction.slice(0, digits).padEnd(digits, '0')}`;
  const roundsUp = (fraction[digits] ?? '0') >= '5';
  const rounded = roundsUp ? addOne(kept) : kept;
  const split = rounded.length - digits;
  return { whole: rounded.slice(0, split).replace(/^0+(?=\d)/, '') || '0', fraction: rounded.slice(split) };
}

/** The shortest decimal text of `value` without an exponent (String() uses one below 1e-6 and from 1e21). */
function plainDecimal(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  const [mantissa = '', exponentText] = text.split('e');
  const exponent = Number(exponentText);
  const [intPart = '', fracPart = ''] = mantissa.split('.');
  const digits = `${intPart}${fracPart}`;
  const point = intPart.length + exponent;
  return point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : digits.padEnd(point, '0');
}

/** A string of decimal digits plus one ("0999" → "1000"). */
function addOne(digits: string): string {
  let carry = 1;
  let out = '';
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    const sum = Number(digits[index]) + carry;
    out = String(sum % 10) + out;
    carry = sum >= 10 ? 1 : 0;
  }
  return carry ? `1${out}` : out;
}
