import { act, screen, within } from '@testing-library/react';
import type { WishlistEntry } from '../../src/shared/entities';
import { wishlistEntry } from '../support/fixtures';
import { renderApp } from '../support/renderWithProviders';

const summary = () => screen.getByText(/^Showing|^No granite products/);
const cards = () => within(screen.getByRole('region', { name: 'Granite products' })).queryAllByRole('article');
const cardNames = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const group = (legend: string) => within(screen.getByRole('group', { name: legend }));
const pagination = () => within(screen.getByRole('navigation', { name: 'Pagination' }));

async function openShop(route = '/shop', preloadedState = {}) {
  const utils = renderApp({ route, preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'Granite Collection' });
  const url = () => `${utils.router.state.location.pathname}${utils.router.state.location.search}`;
  return { ...utils, url };
}

describe('shop page', () => {
  it('lists the first 6 granites with the result line in a polite live region', async () => {
    await openShop();
    expect(document.title).toMatch(/^Granite Collection/);
    expect(summary()).toHaveTextContent('Showing 1-6 of 16 granite products (Page 1 of 3)');
    expect(summary()).toHaveAttribute('role', 'status');
    expect(cardNames()).toEqual([
      'Madanpalli White',
      'Kuppum Black',
      'Black Galaxy',
      'Steel Grey',
      'Tan Brown',
      'Hassan Green',
    ]);
  });

  it('shows on each card the name as a link, the description, two features, both prices and the actions', async () => {
    await openShop();
    const card = within(screen.getByRole('article', { name: 'Madanpalli White' }));
    expect(card.getByRole('link', { name: 'Madanpalli White' })).toHaveAttribute('href', '/product/1');
    expect(card.getByText(/A clean white granite from the Madanapalle belt/)).toBeInTheDocument();
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bright milky-white ground with fine grey and black grains',
      'Quarried close to our Chittoor yard, so supply is steady',
    ]);
    expect(card.queryByText('Takes a high mirror polish')).not.toBeInTheDocument();
    expect(card.getByText('Small').nextElementSibling).toHaveTextContent('₹650.00 per CBM');
    expect(card.getByText('Big').nextElementSibling).toHaveTextContent('₹950.00 per CBM');
    expect(card.getByRole('button', { name: 'Add Madanpalli White to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(card.getByRole('button', { name: 'Add to Cart, Madanpalli White' })).toBeInTheDocument();
    const image = card.getByRole('img');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('src', expect.stringMatching(/images\/products\/1-1\.svg$/));
  });

  it('never lists marble', async () => {
    const { user } = await openShop();
    await user.type(screen.getByRole('searchbox', { name: 'Search granite' }), 'Makrana');
    expect(summary()).toHaveTextContent('No granite products found matching your filters.');
  });

  it('searches name, description and features case-insensitively, into the URL, from page 1', async () => {
    const { user, url } = await openShop('/shop?page=2');
    expect(summary()).toHaveTextContent('Showing 7-12 of 16 granite products (Page 2 of 3)');
    await user.type(screen.getByRole('searchbox', { name: 'Search granite' }), 'MIRROR');
    // 'mirror' is in Madanpalli White's features and Kuppum Black's description.
    expect(cardNames()).toEqual(['Madanpalli White', 'Kuppum Black']);
    expect(summary()).toHaveTextContent('Showing 1-2 of 2 granite products (Page 1 of 1)');
    expect(url()).toBe('/shop?q=MIRROR');
  });

  it('does not search for text longer than 100 characters, and says so', async () => {
    const { user, url } = await openShop();
    const box = screen.getByRole('searchbox', { name: 'Search granite' });
    await user.click(box);
    await user.paste(`mirror ${'x'.repeat(100)}`);
    expect(box).toHaveAccessibleDescription('Please keep the search to 100 characters or fewer');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(summary()).toHaveTextContent('Showing 1-6 of 16 granite products (Page 1 of 3)');
    expect(url()).toBe('/shop');
  });

  it('writes one history entry for a whole typed search', async () => {
    const { user, url, router } = await openShop();
    await user.type(screen.getByRole('searchbox', { name: 'Search granite' }), 'black');
    expect(url()).toBe('/shop?q=black');
    await act(() => router.navigate(-1));
    expect(url()).toBe('/shop');
    expect(screen.getByRole('searchbox', { name: 'Search granite' })).toHaveValue('');
    expect(summary()).toHaveTextContent('Showing 1-6 of 16 granite products (Page 1 of 3)');
  });

  it('filters with radio groups in fieldsets and returns to page 1', async () => {
    const { user, url } = await openShop('/shop?page=3');
    expect(screen.getByRole('heading', { level: 2, name: 'Filters' })).toBeInTheDocument();
    for (const legend of ['Price Range', 'Color', 'Finish', 'Thickness']) {
      expect(group(legend).getAllByRole('radio').length).toBeGreaterThan(1);
    }
    expect(group('Color').getByRole('radio', { name: 'All Colors' })).toBeChecked();
    await user.click(group('Color').getByRole('radio', { name: 'Black' }));
    expect(group('Color').getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(url()).toBe('/shop?color=black');
    expect(cardNames()).toEqual(['Kuppum Black', 'Black Galaxy', 'Absolute Black']);
    expect(summary()).toHaveTextContent('Showing 1-3 of 3 granite products (Page 1 of 1)');

    await user.click(group('Price Range').getByRole('radio', { name: 'Above ₹1,300' }));
    expect(url()).toBe('/shop?price=above-1300&color=black');
    expect(cardNames()).toEqual(['Black Galaxy', 'Absolute Black']);
  });

  it('combines search and filters, pages through them, and Back restores each view', async () => {
    const { user, url, router } = await openShop();
    await user.type(screen.getByRole('searchbox', { name: 'Search granite' }), 'black');
    await user.click(group('Finish').getByRole('radio', { name: 'Polished' }));
    expect(summary()).toHaveTextContent('Showing 1-6 of 7 granite products (Page 1 of 2)');
    await user.click(pagination().getByRole('button', { name: 'Page 2' }));
    expect(url()).toBe('/shop?q=black&finish=polished&page=2');
    expect(summary()).toHaveTextContent('Showing 7-7 of 7 granite products (Page 2 of 2)');
    expect(cardNames()).toEqual(['Imperial Red']);

    await act(() => router.navigate(-1));
    expect(url()).toBe('/shop?q=black&finish=polished');
    expect(summary()).toHaveTextContent('Showing 1-6 of 7 granite products (Page 1 of 2)');
    await act(() => router.navigate(-1));
    expect(url()).toBe('/shop?q=black');
    expect(group('Finish').getByRole('radio', { name: 'All Finishes' })).toBeChecked();
    expect(summary()).toHaveTextContent('Showing 1-6 of 12 granite products (Page 1 of 2)');
    await act(() => router.navigate(2));
    expect(url()).toBe('/shop?q=black&finish=polished&page=2');
    expect(screen.getByRole('searchbox', { name: 'Search granite' })).toHaveValue('black');
    expect(summary()).toHaveTextContent('Showing 7-7 of 7 granite products (Page 2 of 2)');
  });

  it('restores search, filters, page and view from a shared link', async () => {
    await openShop('/shop?q=black&finish=polished&page=2&view=list');
    expect(screen.getByRole('searchbox', { name: 'Search granite' })).toHaveValue('black');
    expect(group('Finish').getByRole('radio', { name: 'Polished' })).toBeChecked();
    expect(summary()).toHaveTextContent('Showing 7-7 of 7 granite products (Page 2 of 2)');
    expect(pagination().getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('has Previous, Next and numbered page buttons', async () => {
    const { user, url } = await openShop();
    const nav = pagination();
    expect(nav.getAllByRole('button').map((button) => button.textContent)).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(nav.getByRole('button', { name: 'Previous' }));
    expect(url()).toBe('/shop');

    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(url()).toBe('/shop?page=2');
    expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    const next = nav.getByRole('button', { name: 'Next' });
    await user.click(next);
    expect(summary()).toHaveTextContent('Showing 13-16 of 16 granite products (Page 3 of 3)');
    expect(cards()).toHaveLength(4);
    // The button stays focusable at the end, so keyboard focus is not lost.
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(nav.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(url()).toBe('/shop?page=2');
    await user.click(nav.getByRole('button', { name: 'Previous' }));
    expect(url()).toBe('/shop');
  });

  it('shows only the no-match text and a way to clear everything', async () => {
    const { user, url } = await openShop('/shop?view=list');
    await user.type(screen.getByRole('searchbox', { name: 'Search granite' }), 'zzz');
    expect(summary()).toHaveTextContent(/^No granite products found matching your filters\.$/);
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all granite' }));
    expect(url()).toBe('/shop?view=list');
    expect(screen.getByRole('searchbox', { name: 'Search granite' })).toHaveValue('');
    expect(summary()).toHaveTextContent('Showing 1-6 of 16 granite products (Page 1 of 3)');
  });

  it('clears filters from the panel', async () => {
    const { user, url } = await openShop('/shop?q=a&color=red&page=2');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(url()).toBe('/shop');
    expect(group('Color').getByRole('radio', { name: 'All Colors' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('switches between a grid of tiles and a list of rows', async () => {
    const { user, url } = await openShop();
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    expect(cards()[0]).toHaveAttribute('data-layout', 'grid');
    await user.click(list);
    expect(url()).toBe('/shop?view=list');
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(cards()[0]).toHaveAttribute('data-layout', 'list');
    expect(cards()[0]?.closest('ul')).toHaveAttribute('data-layout', 'list');
    await user.click(grid);
    expect(url()).toBe('/shop');
    expect(cards()[0]).toHaveAttribute('data-layout', 'grid');
  });

  it('toggles the wishlist with an announced pressed state and stores the spec fields', async () => {
    const { user, store } = await openShop();
    const add = screen.getByRole('button', { name: 'Add Kuppum Black to wishlist' });
    await user.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'true');
    expect(add).toHaveAccessibleName('Remove Kuppum Black from wishlist');
    const entry: WishlistEntry = {
      id: 2,
      name: 'Kuppum Black',
      image: 'images/products/2-1.svg',
      pricing: { small: 1000, big: 1300 },
      unit: 'per CBM',
      category: 'granite',
      description:
        'A dense, near-uniform black granite from Kuppam that polishes to a deep mirror finish and resists stains and weathering.',
    };
    expect(store.getState().wishlist.items).toEqual([entry]);
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
    await user.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().wishlist.items).toEqual([]);
  });

  it('shows saved stones as pressed', async () => {
    await openShop('/shop', {
      wishlist: {
        items: [wishlistEntry({ description: 'x' })],
      },
    });
    expect(screen.getByRole('button', { name: 'Remove Madanpalli White from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
