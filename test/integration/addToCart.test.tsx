import { screen, within } from '@testing-library/react';
import type { CartLine } from '../../src/shared/entities';
import { renderApp } from '../support/renderWithProviders';

const whiteLine = (quantity: number, size: 'small' | 'big', totalPrice: number): CartLine => ({
  id: 1,
  name: 'Madanpalli White',
  image: 'images/products/1-1.svg',
  pricing: { small: 650, big: 950 },
  unit: 'per CBM',
  quantity,
  size,
  totalPrice,
});

async function openShop() {
  const utils = renderApp({ route: '/shop' });
  await screen.findByRole('heading', { level: 1, name: 'Granite Collection' });
  return utils;
}

const openerFor = (name: string) => screen.getByRole('button', { name: `Add to Cart, ${name}` });
const dialog = () => within(screen.getByRole('dialog'));

describe('add-to-cart dialog', () => {
  it('is a labelled dialog with quantity, size with prices and the line total', async () => {
    const { user } = await openShop();
    const opener = openerFor('Madanpalli White');
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);
    const box = screen.getByRole('dialog', { name: 'Madanpalli White' });
    expect(box).toHaveAttribute('aria-modal', 'true');
    expect(box).toContainElement(document.activeElement as HTMLElement);
    expect(dialog().getByLabelText('Quantity')).toHaveValue('1');
    expect(dialog().getByRole('button', { name: 'Decrease quantity of Madanpalli White' })).toBeDisabled();
    const size = within(dialog().getByRole('group', { name: 'Size' }));
    expect(size.getByRole('radio', { name: 'Small ₹650.00 per CBM' })).toBeChecked();
    expect(size.getByRole('radio', { name: 'Big ₹950.00 per CBM' })).not.toBeChecked();
    expect(dialog().getByTestId('line-total')).toHaveTextContent('₹650.00');

    await user.click(dialog().getByRole('button', { name: 'Increase quantity of Madanpalli White' }));
    await user.click(dialog().getByRole('button', { name: 'Increase quantity of Madanpalli White' }));
    expect(dialog().getByLabelText('Quantity')).toHaveValue('3');
    expect(dialog().getByTestId('line-total')).toHaveTextContent('₹1,950.00');
    await user.click(size.getByRole('radio', { name: 'Big ₹950.00 per CBM' }));
    expect(dialog().getByTestId('line-total')).toHaveTextContent('₹2,850.00');
  });

  it.each([
    ['abc', '1'],
    ['', '1'],
    ['0', '1'],
    ['-4', '1'],
    ['7', '7'],
  ])('turns a typed quantity of %p into %p', async (typed, shown) => {
    const { user } = await openShop();
    await user.click(openerFor('Kuppum Black'));
    const input = dialog().getByLabelText('Quantity');
    await user.clear(input);
    if (typed) await user.type(input, typed);
    await user.tab();
    expect(input).toHaveValue(shown);
    expect(dialog().getByTestId('line-total')).toHaveTextContent(shown === '7' ? '₹7,000.00' : '₹1,000.00');
  });

  it('adds the line, closes, returns focus, confirms politely with a cart link, and starts afresh next time', async () => {
    const { user, store } = await openShop();
    const opener = openerFor('Madanpalli White');
    await user.click(opener);
    await user.clear(dialog().getByLabelText('Quantity'));
    await user.type(dialog().getByLabelText('Quantity'), '3');
    await user.click(dialog().getByRole('radio', { name: /^Big/ }));
    await user.click(dialog().getByRole('button', { name: 'Add to Cart' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(store.getState().cart.items).toEqual([whiteLine(3, 'big', 2850)]);
    const status = screen.getByText('Added 3 x Madanpalli White (big) to your cart.').closest('[role="status"]');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status as HTMLElement).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();

    await user.click(opener);
    expect(dialog().getByLabelText('Quantity')).toHaveValue('1');
    expect(dialog().getByRole('radio', { name: /^Small/ })).toBeChecked();
  });

  it('merges the same product and size, and keeps another size as its own line', async () => {
    const { user, store } = await openShop();
    const add = async (quantity: number, size: RegExp) => {
      await user.click(openerFor('Madanpalli White'));
      for (let i = 1; i < quantity; i += 1) {
        await user.click(dialog().getByRole('button', { name: 'Increase quantity of Madanpalli White' }));
      }
      await user.click(dialog().getByRole('radio', { name: size }));
      await user.click(dialog().getByRole('button', { name: 'Add to Cart' }));
    };
    await add(1, /^Small/);
    await add(2, /^Small/);
    expect(store.getState().cart.items).toEqual([whiteLine(3, 'small', 1950)]);
    await add(1, /^Big/);
    expect(store.getState().cart.items).toEqual([whiteLine(3, 'small', 1950), whiteLine(1, 'big', 950)]);
    expect(screen.getByText('Added 1 x Madanpalli White (big) to your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
  });

  it('closes on Escape, Cancel and the close button without adding, focus back on the opener', async () => {
    const { user, store } = await openShop();
    const opener = openerFor('Black Galaxy');
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(dialog().getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
    expect(screen.queryByText(/to your cart\./)).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openShop();
    await user.click(openerFor('Steel Grey'));
    const box = screen.getByRole('dialog');
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(box).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('lets the confirmation be dismissed', async () => {
    const { user } = await openShop();
    await user.click(openerFor('Tan Brown'));
    await user.click(dialog().getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Added 1 x Tan Brown (small) to your cart.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText(/to your cart\./)).not.toBeInTheDocument();
  });
});
