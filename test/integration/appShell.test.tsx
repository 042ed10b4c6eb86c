import { screen, within } from '@testing-library/react';
import { blackLine } from '../support/fixtures';
import { renderApp } from '../support/renderWithProviders';

describe('app shell', () => {
  it('shows the header with active nav, icon links and Get Quote', async () => {
    renderApp({ route: '/about-us' });
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(header.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(header.getByRole('link', { name: 'My Quotes' })).toHaveAttribute('href', '/my-quotes');
    expect(header.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getAllByRole('link', { name: 'Get Quote' })[0]).toHaveAttribute('href', '/request-quote');
  });

  it('counts cart quantities and list lengths in the badges', async () => {
    renderApp({
      route: '/about-us',
      preloadedState: {
        cart: { items: [blackLine({ quantity: 3 }), blackLine({ size: 'small', quantity: 2, totalPrice: 2000 })] },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist' })).toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths and logs the path', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({ route: '/faq' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/faq'));
    warn.mockRestore();
  });

  it('forwards /quote to /request-quote, keeping the pre-fill', async () => {
    const { router } = renderApp({ route: '/quote?stoneType=marble' });
    await screen.findByRole('heading', { level: 1, name: 'Get Your Quote' });
    expect(router.state.location.pathname).toBe('/request-quote');
    expect(router.state.location.search).toBe('?stoneType=marble');
  });

  // Focus, Escape and the backdrop are the browser's own (a native modal dialog): test/e2e/menu.e2e.test.ts.
  it('opens the small-screen menu as a dialog and closes it on its button or a link, where the browser runs no commands', async () => {
    const { user, router } = renderApp({ route: '/about-us' });
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Open menu' });
    await user.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Site menu' });
    expect(within(drawer).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
    await user.click(open);
    await user.click(within(screen.getByRole('dialog', { name: 'Site menu' })).getByRole('link', { name: 'Portfolio' }));
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Our Portfolio' });
    expect(router.state.location.pathname).toBe('/portfolio');
  });
});
