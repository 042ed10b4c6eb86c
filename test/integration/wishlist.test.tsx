import { screen, within } from '@testing-library/react';
import type { WishlistEntry } from '../../src/shared/entities';
import { wishlistEntry } from '../support/fixtures';
import { renderApp } from '../support/renderWithProviders';

const white = wishlistEntry({ description: 'A clean white granite.' });
const makrana: WishlistEntry = {
  id: 17,
  name: 'Makrana White',
  image: 'images/products/17-1.svg',
  pricing: { small: 1600, big: 2100 },
  unit: 'per CBM',
  category: 'marble',
  description: 'The classic Indian white marble.',
};

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('wishlist page', () => {
  it('has an empty state that leads back to the shop', async () => {
    renderApp({ route: '/wishlist' });
    await screen.findByRole('heading', { level: 1, name: 'Your Wishlist is Empty' });
    const link = within(screen.getByRole('main')).getByRole('link', { name: 'Browse the Granite Collection' });
    expect(link).toHaveAttribute('href', '/shop');
    expect(document.title).toMatch(/^Your Wishlist is Empty/);
  });

  it('shows each saved stone with its link, prices, Remove and Add to Cart', async () => {
    renderApp({ route: '/wishlist', preloadedState: { wishlist: { items: [white, makrana] } } });
    await screen.findByRole('heading', { level: 1, name: 'My Wishlist' });
    expect(screen.getByText('2 stones saved')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const marble = card('Makrana White');
    expect(marble.getByRole('link', { name: 'Makrana White' })).toHaveAttribute('href', '/product/17');
    expect(marble.getByText('The classic Indian white marble.')).toBeInTheDocument();
    expect(marble.getByText('Small').nextElementSibling).toHaveTextContent('₹1,600.00 per CBM');
    expect(marble.getByText('Big').nextElementSibling).toHaveTextContent('₹2,100.00 per CBM');
    expect(marble.getByRole('img', { name: 'Makrana White' })).toHaveAttribute('src', expect.stringMatching(/17-1\.svg$/));
    expect(marble.getByRole('button', { name: 'Remove Makrana White from wishlist' })).toBeInTheDocument();
    expect(marble.getByRole('button', { name: 'Add to Cart, Makrana White' })).toBeInTheDocument();
  });

  it('removes entries, moving focus to the next card and finally to the empty state', async () => {
    const { user, store } = renderApp({ route: '/wishlist', preloadedState: { wishlist: { items: [white, makrana] } } });
    await screen.findByRole('heading', { level: 1, name: 'My Wishlist' });
    await user.click(screen.getByRole('button', { name: 'Remove Madanpalli White from wishlist' }));
    expect(store.getState().wishlist.items).toEqual([makrana]);
    expect(screen.queryByRole('article', { name: 'Madanpalli White' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Makrana White from wishlist' })).toHaveFocus();
    expect(screen.getByText('1 stone saved')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(store.getState().wishlist.items).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Wishlist is Empty' })).toHaveFocus();
  });

  it('adds a saved stone to the cart through the same dialog', async () => {
    const { user, store } = renderApp({ route: '/wishlist', preloadedState: { wishlist: { items: [white, makrana] } } });
    await screen.findByRole('heading', { level: 1, name: 'My Wishlist' });
    const opener = screen.getByRole('button', { name: 'Add to Cart, Makrana White' });
    await user.click(opener);
    const dialog = within(screen.getByRole('dialog', { name: 'Makrana White' }));
    await user.click(dialog.getByRole('button', { name: 'Increase quantity of Makrana White' }));
    await user.click(dialog.getByRole('radio', { name: 'Big ₹2,100.00 per CBM' }));
    expect(dialog.getByTestId('line-total')).toHaveTextContent('₹4,200.00');
    await user.click(dialog.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items).toEqual([
      {
        id: 17,
        name: 'Makrana White',
        image: 'images/products/17-1.svg',
        pricing: { small: 1600, big: 2100 },
        unit: 'per CBM',
        quantity: 2,
        size: 'big',
        totalPrice: 4200,
      },
    ]);
    expect(opener).toHaveFocus();
    expect(screen.getByText('Added 2 x Makrana White (big) to your cart.')).toBeInTheDocument();
    // Adding to the cart keeps the stone on the wishlist.
    expect(store.getState().wishlist.items).toHaveLength(2);
  });

  it('lists what was saved on the shop', async () => {
    const { user, router } = renderApp({ route: '/shop?page=3' });
    await screen.findByRole('heading', { level: 1, name: 'Granite Collection' });
    await user.click(screen.getByRole('button', { name: 'Add Sira Grey to wishlist' }));
    await user.click(screen.getByRole('link', { name: 'Wishlist, 1 item' }));
    await screen.findByRole('heading', { level: 1, name: 'My Wishlist' });
    expect(router.state.location.pathname).toBe('/wishlist');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Sira Grey').getByRole('link', { name: 'Sira Grey' })).toHaveAttribute('href', '/product/16');
  });
});
