import { screen } from '@testing-library/react';
import type { QuoteRequest, StoredOrder } from '../../src/shared/entities';
import { quoteRequest } from '../support/fixtures';
import { renderApp } from '../support/renderWithProviders';

const orders = (count: number): StoredOrder[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `ORD-1768473000000-order${String(index).padStart(4, '0')}`,
    items: [],
    totalAmount: 100,
    orderDate: '2026-01-15T10:30:00.000Z',
    status: 'placed',
  }));

const quotes = (count: number): QuoteRequest[] =>
  Array.from({ length: count }, (_, index) => quoteRequest({ id: `QT-1768473000000-Q${String(index).padStart(5, '0')}` }));

describe('long lists render in batches', () => {
  it('shows 20 orders, then 20 more on request, then the rest', async () => {
    const { user } = renderApp({ route: '/orders', preloadedState: { orders: { items: orders(45) } } });
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    const countCards = () => screen.getAllByRole('link', { name: /Track Order/ }).length;
    expect(countCards()).toBe(20);
    await user.click(screen.getByRole('button', { name: 'Show 20 more orders (25 not shown)' }));
    expect(countCards()).toBe(40);
    await user.click(screen.getByRole('button', { name: 'Show 5 more orders (5 not shown)' }));
    expect(countCards()).toBe(45);
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
  });

  it('shows 20 quotes and one more with a singular label', async () => {
    const { user } = renderApp({ route: '/my-quotes', preloadedState: { quotes: { items: quotes(21) } } });
    await screen.findByRole('heading', { level: 1, name: 'My Quotes' });
    expect(screen.getByText('21 quote requests submitted')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /^Quote #QT-/ })).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show 1 more quote request (1 not shown)' }));
    expect(screen.getAllByRole('heading', { name: /^Quote #QT-/ })).toHaveLength(21);
  });
});
