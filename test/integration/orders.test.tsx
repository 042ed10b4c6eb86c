import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatLongDateTime } from '../../src/shared/dates';
import type { StoredOrder } from '../../src/shared/entities';
import { blackLine, storedOrder, whiteLine } from '../support/fixtures';
import { renderApp, testServices } from '../support/renderWithProviders';

// jsPDF as the shop ships it, recording what would be saved instead of
// starting a download.
const mockSaved: Array<{ name: string; pdf: string }> = [];
const mockPdf = { fail: false };
jest.mock('jspdf', () => {
  const actual = jest.requireActual('jspdf');
  // jsPDF's constructor returns its own API object, so the double wraps an instance.
  function RecordingPdf(options: unknown) {
    const doc = new actual.jsPDF(options);
    doc.save = (name: string) => {
      if (mockPdf.fail) return Promise.reject(new Error('chunk failed'));
      mockSaved.push({ name, pdf: doc.output() });
      return Promise.resolve();
    };
    return doc;
  }
  return { jsPDF: RecordingPdf };
});

const NOW = Date.UTC(2026, 0, 15, 10, 30, 0);
const HOUR = 60 * 60 * 1000;

const black = blackLine({ quantity: 3, size: 'big', totalPrice: 3900 });
const white = whiteLine({ image: 'images/products/broken.svg' });

const newest = storedOrder({
  id: 'ORD-1768473000000-newest001',
  items: [black, white],
  totalAmount: 5005,
  paymentMethod: 'net-banking',
  orderDate: '2026-01-15T10:30:00.000Z',
  status: 'delivered',
});
const older = storedOrder({
  id: 'ORD-1700000000000-older0002',
  items: [white],
  totalAmount: 765,
  paymentMethod: 'credit-card',
  orderDate: '2025-11-14T22:13:20.000Z',
  status: 'shipped',
});
const damaged: StoredOrder = { id: 'ORD-1-damaged', status: 'on-hold' };

const card = (id: string) => screen.getByRole('article', { name: `Order ${id}` });

beforeEach(() => {
  mockSaved.length = 0;
  mockPdf.fail = false;
});

describe('orders page', () => {
  it('lists orders newest first with date, status badge, items, address, payment and total', async () => {
    renderApp({ route: '/orders', preloadedState: { orders: { items: [newest, older, damaged] } } });
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    const main = within(screen.getByRole('main'));
    const titles = main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([`Order ${newest.id}`, `Order ${older.id}`, `Order ${damaged.id}`]);

    const first = within(card(newest.id));
    expect(first.getByText('Placed on January 15, 2026')).toBeInTheDocument();
    expect(first.getByText('Delivered')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Kuppum Black' })).toHaveAttribute('width', '64');
    expect(first.getByText('Size: Big · Qty: 3')).toBeInTheDocument();
    expect(first.getByText('₹3,900.00')).toBeInTheDocument();
    expect(first.getByText('Tirupati, Andhra Pradesh 517501')).toBeInTheDocument();
    expect(first.getByText('Net Banking')).toBeInTheDocument();
    expect(first.getByText('₹5,005.00')).toBeInTheDocument();
    expect(first.getByRole('link', { name: `Track Order ${newest.id}` })).toHaveAttribute(
      'href',
      `/track-order/${newest.id}`,
    );
    expect(first.getByRole('button', { name: `Download Invoice for order ${newest.id}` })).toBeInTheDocument();
    expect(first.getByRole('button', { name: `Leave Review for order ${newest.id}` })).toBeInTheDocument();

    const second = within(card(older.id));
    expect(second.getByText('Shipped')).toBeInTheDocument();
    expect(second.getByText('Credit Card')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /Leave Review/ })).not.toBeInTheDocument();
  });

  it('falls back to N/A, Unknown date and No items found in this order, keeping an unknown status word', async () => {
    renderApp({ route: '/orders', preloadedState: { orders: { items: [damaged, { id: 'ORD-2-nostatus' }] } } });
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    const broken = within(card(damaged.id));
    expect(broken.getByText('Placed on Unknown date')).toBeInTheDocument();
    expect(broken.getByText('No items found in this order')).toBeInTheDocument();
    expect(broken.getAllByText('N/A').length).toBeGreaterThanOrEqual(3);
    // Unknown values keep their word (grey badge); a missing status counts as placed.
    expect(broken.getByText('on-hold')).toBeInTheDocument();
    expect(within(card('ORD-2-nostatus')).getByText('Placed')).toBeInTheDocument();
  });

  it('swaps a broken item image for the placeholder once, without looping', async () => {
    renderApp({ route: '/orders', preloadedState: { orders: { items: [older] } } });
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    const image = screen.getByRole('img', { name: 'Madanpalli White' });
    expect(image.getAttribute('src')).toMatch(/broken\.svg$/);
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/placeholder\.svg$/);
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/placeholder\.svg$/);
  });

  it('shows No Orders Yet with a way to the shop', async () => {
    renderApp({ route: '/orders' });
    await screen.findByRole('heading', { level: 1, name: 'No Orders Yet' });
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('downloads a PDF invoice naming the order and its total', async () => {
    const { user } = renderApp({ route: '/orders', preloadedState: { orders: { items: [newest] } } });
    await user.click(await screen.findByRole('button', { name: /Download Invoice/ }));
    await waitFor(() => expect(mockSaved).toHaveLength(1));
    const [saved] = mockSaved;
    expect(saved?.name).toBe(`invoice-${newest.id}.pdf`);
    expect(saved?.pdf).toContain(`(${newest.id})`);
    expect(saved?.pdf).toContain('(Rs. 5,005.00)');
    expect(saved?.pdf).toContain('(Sri Balaji Granites & Marbles)');
    expect(screen.getByRole('button', { name: /Download Invoice/ })).toBeEnabled();
  });

  it('says so when the invoice cannot be made', async () => {
    mockPdf.fail = true;
    const { user } = renderApp({ route: '/orders', preloadedState: { orders: { items: [newest] } } });
    await user.click(await screen.findByRole('button', { name: /Download Invoice/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The invoice could not be created');
  });

  it('keeps a rating and comment with a delivered order', async () => {
    const { user, store } = renderApp({ route: '/orders', preloadedState: { orders: { items: [newest] } } });
    await user.click(await screen.findByRole('button', { name: `Leave Review for order ${newest.id}` }));
    const dialog = within(screen.getByRole('dialog', { name: 'Leave a review' }));
    await user.click(dialog.getByRole('button', { name: 'Submit Review' }));
    expect(await dialog.findByText('Please choose a rating from 1 to 5')).toBeInTheDocument();
    expect(store.getState().orders.items[0]?.review).toBeUndefined();

    await user.click(dialog.getByRole('radio', { name: /4 stars/ }));
    await user.type(dialog.getByLabelText('Comment'), 'Even colour, clean edges.');
    await user.click(dialog.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().orders.items[0]?.review).toEqual({
      rating: 4,
      comment: 'Even colour, clean edges.',
      date: new Date(NOW).toISOString(),
    });
    const review = within(screen.getByRole('region', { name: 'Your review' }));
    expect(review.getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(review.getByText('Even colour, clean edges.')).toBeInTheDocument();
    expect(screen.getByText('Thank you, your review has been saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Edit Review for order ${newest.id}` })).toBeInTheDocument();
  });
});

describe('track order page', () => {
  it('shows progress, current status, timeline, details and the actions', async () => {
    renderApp({
      route: `/track-order/${older.id}`,
      preloadedState: { orders: { items: [newest, older] } },
      services: testServices({ now: () => NOW }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Track Order' });
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Placed (completed)',
      'Processing (completed)',
      'Shipped (completed)',
      '4Delivered (not yet)',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/Current Status:/)).toHaveTextContent('Current Status: Shipped');

    const timeline = within(screen.getByRole('region', { name: 'Tracking Timeline' }));
    const times = timeline.getAllByRole('time').map((time) => time.getAttribute('datetime'));
    expect(times).toEqual([older.orderDate, new Date(NOW - 24 * HOUR).toISOString(), new Date(NOW - 12 * HOUR).toISOString()]);
    expect(timeline.getByText(formatLongDateTime(new Date(NOW - 12 * HOUR).toISOString()))).toBeInTheDocument();

    const details = within(screen.getByRole('region', { name: 'Order Details' }));
    expect(details.getByText('Madanpalli White')).toBeInTheDocument();
    expect(details.getByText('₹765.00')).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact-us');
    expect(details.getByRole('button', { name: /Download Invoice/ })).toBeInTheDocument();
    expect(details.queryByRole('button', { name: /Leave Review/ })).not.toBeInTheDocument();
  });

  it('offers Leave Review on a delivered order and marks all four steps completed', async () => {
    renderApp({ route: `/track-order/${newest.id}`, preloadedState: { orders: { items: [newest] } } });
    await screen.findByRole('heading', { level: 1, name: 'Track Order' });
    expect(screen.getAllByText('(completed)', { exact: false })).toHaveLength(4);
    expect(screen.getByRole('button', { name: `Leave Review for order ${newest.id}` })).toBeInTheDocument();
  });

  it('treats an unknown status as placed', async () => {
    renderApp({ route: `/track-order/${damaged.id}`, preloadedState: { orders: { items: [damaged] } } });
    await screen.findByRole('heading', { level: 1, name: 'Track Order' });
    expect(screen.getByText(/Current Status:/)).toHaveTextContent('Current Status: Placed');
    expect(screen.getAllByText('(completed)', { exact: false })).toHaveLength(1);
    expect(screen.getByText('Unknown date')).toBeInTheDocument();
  });

  it('says Order Not Found for an unknown id, with a way back to the orders', async () => {
    renderApp({ route: '/track-order/ORD-NOPE', preloadedState: { orders: { items: [newest] } } });
    await screen.findByRole('heading', { level: 1, name: 'Order Not Found' });
    expect(screen.getByText("The order you're looking for doesn't exist or may have been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
  });

  it('never shows Order Not Found for a saved order while storage loads', async () => {
    localStorage.setItem('orders', JSON.stringify([newest]));
    renderApp({ route: `/track-order/${newest.id}`, storage: localStorage });
    await screen.findByRole('heading', { level: 1, name: 'Track Order' });
    expect(screen.queryByText('Order Not Found')).not.toBeInTheDocument();
  });
});
