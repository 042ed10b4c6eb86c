const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * The one place amounts become text: Indian rupees with en-IN grouping
 * (₹1,30,000.00). `paise: false` drops the decimals for round figures in copy.
 */
export function formatRupees(amount: number, { paise = true }: { paise?: boolean } = {}): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return (paise ? withPaise : wholeRupees).format(value);
}

/** Rounds to two decimals the way totals are stored (avoids 0.1 + 0.2 drift). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
