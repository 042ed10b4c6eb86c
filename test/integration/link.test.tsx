import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Link } from '../../src/shared/ui/Link';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderLinks(onClick?: (event: React.MouseEvent) => void) {
  return render(
    <MemoryRouter initialEntries={['/start']} basename="/">
      <Link to="/cart?from=test" className="go" onClick={onClick}>
        Go to cart
      </Link>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a real link with the resolved href and its own attributes', () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'Go to cart' });
    expect(link).toHaveAttribute('href', '/cart?from=test');
    expect(link).toHaveClass('go');
  });

  it('changes route without a reload on a plain click', async () => {
    renderLinks();
    await userEvent.click(screen.getByRole('link', { name: 'Go to cart' }));
    expect(screen.getByText('at /cart?from=test')).toBeInTheDocument();
  });

  it('leaves modified clicks to the browser (new tab, new window)', () => {
    renderLinks();
    // Records whether the link cancelled the click, then stops jsdom's own navigation.
    let cancelledByLink: boolean | undefined;
    const afterLink = (event: MouseEvent) => {
      cancelledByLink = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', afterLink);
    fireEvent.click(screen.getByRole('link', { name: 'Go to cart' }), { ctrlKey: true });
    window.removeEventListener('click', afterLink);
    expect(cancelledByLink).toBe(false);
    expect(screen.getByText('at /start')).toBeInTheDocument();
  });

  it('runs its own onClick first and respects preventDefault', async () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderLinks(onClick);
    await userEvent.click(screen.getByRole('link', { name: 'Go to cart' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('at /start')).toBeInTheDocument();
  });

  it('resolves against the base path the shop is mounted under', () => {
    render(
      <MemoryRouter initialEntries={['/stones/shop']} basename="/stones">
        <Link to="/cart">Cart</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/stones/cart');
  });
});
