// Built on first use: constructing Intl formatters is start-up work the first paint does not need.
const formatters = new Map<number, Intl.NumberFormat>();
const rupeeFormat = (digits: number) => {
  let format = formatters.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(digits, format);
  }
  return format;
};

/**
 * The one place amounts become text: Indian rupees with en-IN grouping
 * (₹1,30,000.00). `paise: false` drops the decimals for round figures in copy.
 */
export function formatRupees(amount: number, { paise = true }: { paise?: boolean } = {}): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return rupeeFormat(paise ? 2 : 0).format(value);
}
