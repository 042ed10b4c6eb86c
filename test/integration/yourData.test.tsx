import { screen, within } from '@testing-library/react';
import { blackLine, quoteRequest, storedOrder, wishlistEntry } from '../support/fixtures';
import { renderApp } from '../support/renderWithProviders';

describe('Your data', () => {
  it('says where the lists live, counts them, and clears them all after confirmation', async () => {
    localStorage.setItem('cart', JSON.stringify([blackLine({ quantity: 3, size: 'big', totalPrice: 3900 })]));
    localStorage.setItem('wishlist', JSON.stringify([wishlistEntry()]));
    localStorage.setItem('orders', JSON.stringify([storedOrder(), storedOrder({ id: 'ORD-2' })]));
    localStorage.setItem('quotes', JSON.stringify([quoteRequest()]));
    localStorage.setItem('quotes.backup', '{"old":true}');
    const { user, store } = renderApp({ route: '/your-data', storage: localStorage });

    await screen.findByRole('heading', { level: 1, name: 'Your data' });
    expect(screen.getByText(/kept only in this browser, on this device/)).toBeInTheDocument();
    const kept = screen.getByRole('region', { name: 'Kept in this browser' });
    const counts = within(kept)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(counts).toEqual(['3 items', '1 stone', '2 orders', '1 request']);

    // Cancel keeps everything.
    await user.click(screen.getByRole('button', { name: 'Clear my data' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Clear all your data?' })).getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem('cart')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear my data' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear my data' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your data has been cleared from this browser.');
    expect(Object.keys(localStorage)).toEqual([]);
    expect(within(kept).getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '0 items',
      '0 stones',
      '0 orders',
      '0 requests',
    ]);
    expect(store.getState().cart.items).toEqual([]);
    store.teardown();
  });
});
