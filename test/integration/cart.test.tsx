import { screen, within } from '@testing-library/react';
import type { CartLine } from '../../src/shared/entities';
import { blackLine, whiteLine } from '../support/fixtures';
import { renderApp } from '../support/renderWithProviders';

const white = whiteLine({ quantity: 1, size: 'small', totalPrice: 650 });
// A stale stored total: the screen must work from price x quantity.
const black = blackLine({ quantity: 2, size: 'big', totalPrice: 1 });

const figure = (testId: string) => screen.getByTestId(testId).textContent;

async function openCart(items: CartLine[]) {
  const utils = renderApp({ route: '/cart', preloadedState: { cart: { items } } });
  await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' });
  return utils;
}

describe('cart page', () => {
  it('shows each line with image, size, unit price, stepper, Remove and line total', async () => {
    await openCart([white, black]);
    const rows = within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const second = within(rows[1] as HTMLElement);
    expect(second.getByRole('img', { name: 'Kuppum Black' })).toHaveAttribute('width', '96');
    expect(second.getByRole('link', { name: 'Kuppum Black' })).toHaveAttribute('href', '/product/2');
    expect(second.getByText(/Size: Big · ₹1,300\.00 per CBM/)).toBeInTheDocument();
    expect(second.getByLabelText('Quantity')).toHaveValue('2');
    expect(second.getByRole('button', { name: 'Decrease quantity of Kuppum Black (Big)' })).toBeEnabled();
    expect(second.getByRole('button', { name: 'Remove Kuppum Black (Big)' })).toBeInTheDocument();
    expect(second.getByText('₹2,600.00')).toBeInTheDocument();
    expect(screen.getByText('3 items in your cart')).toBeInTheDocument();
  });

  it('computes the summary from prices and quantities, with 50 shipping up to 1000', async () => {
    const { user, store } = await openCart([white]);
    expect(figure('cart-subtotal')).toBe('₹650.00');
    expect(figure('cart-shipping')).toBe('₹50.00');
    expect(figure('cart-tax')).toBe('₹65.00');
    expect(figure('cart-total')).toBe('₹765.00');
    expect(screen.getByText('Free shipping on orders over ₹1,000!')).toBeInTheDocument();
    expect(screen.getByText('Add more than ₹350.00 to your order to get free shipping.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Madanpalli White (Small)' }));
    expect(store.getState().cart.items[0]).toMatchObject({ quantity: 2, totalPrice: 1300 });
    expect(figure('cart-subtotal')).toBe('₹1,300.00');
    expect(figure('cart-shipping')).toBe('Free');
    expect(figure('cart-tax')).toBe('₹130.00');
    expect(figure('cart-total')).toBe('₹1,430.00');
    expect(screen.queryByText(/to your order to get free shipping/)).not.toBeInTheDocument();
    expect(screen.getByText('Free shipping on orders over ₹1,000!')).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Order total ₹1,430.00');
  });

  it('still charges shipping at exactly 1000', async () => {
    await openCart([{ ...white, pricing: { small: 500, big: 900 }, quantity: 2 }]);
    expect(figure('cart-subtotal')).toBe('₹1,000.00');
    expect(figure('cart-shipping')).toBe('₹50.00');
    expect(figure('cart-total')).toBe('₹1,150.00');
    expect(screen.getByText('Add any item to get free shipping.')).toBeInTheDocument();
  });

  it('keeps quantities at 1 or more: minus stops at 1, a typed empty or non-numeric entry becomes 1, saying so', async () => {
    const { user, store } = await openCart([{ ...black, quantity: 3 }]);
    const box = screen.getByLabelText('Quantity');
    await user.clear(box);
    await user.type(box, '5{Enter}');
    expect(store.getState().cart.items[0]?.quantity).toBe(5);
    expect(box).toHaveAccessibleDescription('');
    await user.clear(box);
    await user.type(box, 'abc');
    await user.tab();
    expect(box).toHaveValue('1');
    expect(store.getState().cart.items[0]?.quantity).toBe(1);
    expect(box).toHaveAccessibleDescription('Whole numbers of 1 or more only: the quantity is now 1.');
    expect(screen.getByRole('button', { name: 'Decrease quantity of Kuppum Black (Big)' })).toBeDisabled();
    await user.clear(box);
    await user.tab();
    expect(box).toHaveValue('1');
    expect(figure('cart-subtotal')).toBe('₹1,300.00');
  });

  it('caps a typed quantity at 9,999, says so, and stops plus there', async () => {
    const { user, store } = await openCart([{ ...black, quantity: 3 }]);
    const box = screen.getByLabelText('Quantity');
    await user.clear(box);
    await user.type(box, '12000{Enter}');
    expect(box).toHaveValue('9999');
    expect(store.getState().cart.items[0]?.quantity).toBe(9999);
    expect(box).toHaveAccessibleDescription('At most 9,999 at a time: for more, please request a quote.');
    expect(screen.getByRole('button', { name: 'Increase quantity of Kuppum Black (Big)' })).toBeDisabled();
  });

  it('removes a line, and shows the empty state after the last one', async () => {
    const { user, store } = await openCart([white, black]);
    await user.click(screen.getByRole('button', { name: 'Remove Madanpalli White (Small)' }));
    expect(store.getState().cart.items.map((line) => line.id)).toEqual([2]);
    expect(figure('cart-subtotal')).toBe('₹2,600.00');
    await user.click(screen.getByRole('button', { name: 'Remove Kuppum Black (Big)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('goes to checkout from Proceed to Checkout', async () => {
    const { user, router } = await openCart([white]);
    await user.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('shows the empty state for an empty cart', async () => {
    renderApp({ route: '/cart' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(document.title).toMatch(/Your Cart is Empty/);
  });
});
