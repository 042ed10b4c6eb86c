import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { CartLine } from '../../src/shared/entities';
import { formatRupees } from '../../src/shared/money';
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

/** The quantity field's notes, the same in the cart. */
const CAPPED = 'At most 9,999 at a time: for more, please request a quote.';
const REFUSED_TO_1 = 'Whole numbers of 1 or more only: the quantity is now 1.';

const openerFor = (name: string) => screen.getByRole('button', { name: `Add to Cart, ${name}` });
const dialog = () => within(screen.getByRole('dialog'));

/** Opens the dialog of `name` and types `keys` (user-event's notation) over its quantity; returns the box. */
async function typeQuantity(user: UserEvent, name: string, keys: string) {
  await user.click(openerFor(name));
  const input = dialog().getByLabelText('Quantity');
  await user.clear(input);
  if (keys) await user.type(input, keys);
  return input;
}

describe('add-to-cart dialog', () => {
  it('is a labelled dialog with quantity, size with prices and the line total', async () => {
    const { user } = await openShop();
    const opener = openerFor('Madanpalli White');
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);
    const box = screen.getByRole('dialog', { name: 'Madanpalli White' });
    // A native modal dialog, opened by Add to Cart's invoker command where the browser runs commands.
    expect(box.tagName).toBe('DIALOG');
    expect(opener).toHaveAttribute('commandfor', box.id);
    expect(opener).toHaveAttribute('command', 'show-modal');
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
    ['abc', '1', REFUSED_TO_1],
    ['', '1', REFUSED_TO_1],
    ['0', '1', REFUSED_TO_1],
    ['-4', '1', REFUSED_TO_1],
    ['1e9', '1', REFUSED_TO_1],
    ['2.5', '2', 'Whole numbers of 1 or more only: the quantity is now 2.'],
    ['12000', '9999', CAPPED],
    ['7', '7', ''],
  ])('turns a typed quantity of %p into %p, and says so when it changed it', async (typed, shown, note) => {
    const { user } = await openShop();
    const input = await typeQuantity(user, 'Kuppum Black', typed);
    await user.tab();
    expect(input).toHaveValue(shown);
    expect(dialog().getByTestId('line-total')).toHaveTextContent(formatRupees(1000 * Number(shown)));
    // The cart's own field says the same, in the same words (test/integration/cart.test.tsx).
    expect(input).toHaveAccessibleDescription(note);
    expect(dialog().getByRole('status')).toHaveTextContent(note);
  });

  it('"Quantity in add-to-cart and cart: minimum 1; a non-numeric entry becomes 1." One press adds 1, and the note says so beside the added line', async () => {
    const { user, store } = await openShop();
    await typeQuantity(user, 'Madanpalli White', 'abc');
    await user.click(dialog().getByRole('button', { name: 'Add to Cart' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([whiteLine(1, 'small', 650)]);
    expect(screen.getByRole('link', { name: 'View cart' }).parentElement).toHaveTextContent(`Added 1 x Madanpalli White (small) to your cart. ${REFUSED_TO_1}`);
  });

  it('adds a capped entry at the cap on the one press, with the note beside the added line', async () => {
    const { user, store } = await openShop();
    await typeQuantity(user, 'Madanpalli White', '12000');
    await user.click(dialog().getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items).toEqual([whiteLine(9999, 'small', 650 * 9999)]);
    expect(screen.getByRole('link', { name: 'View cart' }).parentElement).toHaveTextContent(`Added 9999 x Madanpalli White (small) to your cart. ${CAPPED}`);
  });

  it('keeps the Total in step with the quantity box as it is typed, before the box is left', async () => {
    const { user } = await openShop();
    const input = await typeQuantity(user, 'Kuppum Black', '3');
    expect(input).toHaveFocus();
    expect(dialog().getByTestId('line-total')).toHaveTextContent('₹3,000.00');
    await user.clear(input);
    await user.type(input, '7');
    expect(dialog().getByTestId('line-total')).toHaveTextContent('₹7,000.00');
    await user.click(dialog().getByRole('radio', { name: /^Big/ }));
    await user.clear(input);
    await user.type(input, 'x');
    expect(dialog().getByTestId('line-total')).toHaveTextContent('₹1,300.00');
  });

  it('adds to the cart on Enter in the quantity box, as Enter in a form does', async () => {
    const { user, store } = await openShop();
    const opener = openerFor('Kuppum Black');
    await typeQuantity(user, 'Kuppum Black', '4{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(store.getState().cart.items).toEqual([
      { ...whiteLine(4, 'small', 4000), id: 2, name: 'Kuppum Black', image: 'images/products/2-1.svg', pricing: { small: 1000, big: 1300 } },
    ]);
    expect(screen.getByText('Added 4 x Kuppum Black (small) to your cart.')).toBeInTheDocument();
  });

  it('drops its note once the quantity changes otherwise', async () => {
    const { user } = await openShop();
    const input = await typeQuantity(user, 'Madanpalli White', 'abc');
    await user.tab();
    expect(input).toHaveAccessibleDescription(REFUSED_TO_1);
    await user.click(dialog().getByRole('button', { name: 'Increase quantity of Madanpalli White' }));
    expect(input).toHaveValue('2');
    expect(input).toHaveAccessibleDescription('');
    expect(dialog().getByRole('status')).toHaveTextContent('');
  });

  it('"Add to Cart opens a dialog with quantity and size (small or big); after adding it resets to quantity 1 and size small." It adds the line, closes, returns focus and confirms politely with a cart link', async () => {
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

  // Escape and the backdrop are the browser's own (a native modal dialog): test/e2e/cart.e2e.test.ts.
  it('closes on Cancel and the close button without adding, focus back on the opener', async () => {
    const { user, store } = await openShop();
    const opener = openerFor('Black Galaxy');
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

  it('lets the confirmation be dismissed', async () => {
    const { user } = await openShop();
    await user.click(openerFor('Tan Brown'));
    await user.click(dialog().getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Added 1 x Tan Brown (small) to your cart.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText(/to your cart\./)).not.toBeInTheDocument();
  });
});
