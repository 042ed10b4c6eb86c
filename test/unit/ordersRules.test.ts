import { addressLines, MISSING, paymentText, totalText } from '../../src/features/orders/orderView';
import { canReview, statusBadge, trackingStatus } from '../../src/features/orders/status';
import { trackingSteps, trackingTimeline } from '../../src/features/orders/tracking';
import { validateReview } from '../../src/features/orders/review';
import { paymentMethodLabel } from '../../src/features/checkout';

const NOW = Date.UTC(2026, 0, 15, 10, 30, 0);
const HOUR = 60 * 60 * 1000;

describe('order status', () => {
  it('maps the four statuses to the spec colours', () => {
    expect(statusBadge('placed')).toEqual({ label: 'Placed', tone: 'blue' });
    expect(statusBadge('processing')).toEqual({ label: 'Processing', tone: 'yellow' });
    expect(statusBadge('shipped')).toEqual({ label: 'Shipped', tone: 'purple' });
    expect(statusBadge('delivered')).toEqual({ label: 'Delivered', tone: 'green' });
  });

  it('shows an unknown value in grey, and a missing one as placed', () => {
    expect(statusBadge('cancelled')).toEqual({ label: 'cancelled', tone: 'grey' });
    expect(statusBadge('Delivered')).toEqual({ label: 'Delivered', tone: 'grey' });
    expect(statusBadge(undefined)).toEqual({ label: 'Placed', tone: 'blue' });
    expect(statusBadge('  ')).toEqual({ label: 'Placed', tone: 'blue' });
  });

  it('tracks a missing or unknown status as placed', () => {
    expect(trackingStatus(undefined)).toBe('placed');
    expect(trackingStatus('cancelled')).toBe('placed');
    expect(trackingStatus('shipped')).toBe('shipped');
  });

  it('offers reviews for delivered orders only', () => {
    expect(canReview('delivered')).toBe(true);
    for (const status of ['placed', 'processing', 'shipped', undefined, 'odd']) expect(canReview(status)).toBe(false);
  });
});

describe('tracking', () => {
  it('completes every step up to and including the current one', () => {
    const summary = (status: string | undefined) =>
      trackingSteps(status).map((step) => `${step.status}:${step.completed ? 'done' : 'todo'}${step.current ? '*' : ''}`);
    expect(summary('placed')).toEqual(['placed:done*', 'processing:todo', 'shipped:todo', 'delivered:todo']);
    expect(summary('processing')).toEqual(['placed:done', 'processing:done*', 'shipped:todo', 'delivered:todo']);
    expect(summary('shipped')).toEqual(['placed:done', 'processing:done', 'shipped:done*', 'delivered:todo']);
    expect(summary('delivered')).toEqual(['placed:done', 'processing:done', 'shipped:done', 'delivered:done*']);
    expect(summary('lost')).toEqual(summary('placed'));
  });

  it('puts placed at the order date and later stages 24 hours ago, 12 hours ago and now', () => {
    const order = { orderDate: '2026-01-10T08:00:00.000Z', status: 'delivered' };
    expect(trackingTimeline(order, NOW).map(({ status, date }) => [status, date])).toEqual([
      ['placed', '2026-01-10T08:00:00.000Z'],
      ['processing', new Date(NOW - 24 * HOUR).toISOString()],
      ['shipped', new Date(NOW - 12 * HOUR).toISOString()],
      ['delivered', new Date(NOW).toISOString()],
    ]);
  });

  it('lists only completed stages, and follows the clock it is given', () => {
    const order = { orderDate: '2026-01-10T08:00:00.000Z', status: 'shipped' };
    const later = NOW + 5 * HOUR;
    expect(trackingTimeline(order, later).map(({ status, date }) => [status, date])).toEqual([
      ['placed', '2026-01-10T08:00:00.000Z'],
      ['processing', new Date(later - 24 * HOUR).toISOString()],
      ['shipped', new Date(later - 12 * HOUR).toISOString()],
    ]);
    expect(trackingTimeline({ orderDate: '2026-01-10T08:00:00.000Z', status: 'placed' }, NOW)).toHaveLength(1);
  });

  it('has no date for placed when the order date is missing or unreadable', () => {
    expect(trackingTimeline({ status: 'placed' }, NOW)[0]?.date).toBeUndefined();
    expect(trackingTimeline({ orderDate: 'yesterday-ish', status: undefined }, NOW)[0]?.date).toBeUndefined();
  });
});

describe('order fallbacks', () => {
  it('shows N/A for missing address parts and a missing address', () => {
    expect(
      addressLines({ fullName: 'Asha Rao', address: '1 Temple St', city: 'Tirupati', state: 'AP', pincode: '517501', phone: '98' }),
    ).toEqual(['Asha Rao', '1 Temple St', 'Tirupati, AP 517501', 'Phone: 98']);
    expect(addressLines({ fullName: 'Asha', city: '  ' })).toEqual(['Asha', 'N/A', 'N/A, N/A N/A', 'Phone: N/A']);
    expect(addressLines(undefined)).toEqual([MISSING]);
  });

  it('labels payment methods and totals, with N/A when missing', () => {
    expect(paymentMethodLabel('credit-card')).toBe('Credit Card');
    expect(paymentMethodLabel('debit-card')).toBe('Debit Card');
    expect(paymentMethodLabel('net-banking')).toBe('Net Banking');
    expect(paymentText({ id: 'A', paymentMethod: 'net-banking' })).toBe('Net Banking');
    expect(paymentText({ id: 'A', paymentMethod: 'upi' })).toBe('upi');
    expect(paymentText({ id: 'A' })).toBe('N/A');
    expect(totalText({ id: 'A', totalAmount: 4290 })).toBe('₹4,290.00');
    expect(totalText({ id: 'A' })).toBe('N/A');
  });
});

describe('review form rules', () => {
  it('needs a rating from 1 to 5; the comment is optional', () => {
    expect(validateReview({ rating: '', comment: 'Lovely' })).toEqual({ rating: 'Please choose a rating from 1 to 5' });
    expect(validateReview({ rating: '6', comment: '' })).toHaveProperty('rating');
    expect(validateReview({ rating: '4', comment: '' })).toEqual({});
    expect(validateReview({ rating: '5', comment: 'x'.repeat(1001) })).toHaveProperty('comment');
  });
});
