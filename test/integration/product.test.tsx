import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../support/renderWithProviders';

async function openProduct(route: string, name: string) {
  const utils = renderApp({ route });
  await screen.findByRole('heading', { level: 1, name });
  return utils;
}

const section = (title: string) =>
  within(screen.getByRole('heading', { level: 2, name: title }).closest('section') as HTMLElement);
const mainImage = () => within(screen.getByRole('region', { name: /images$/ })).getAllByRole('img')[0] as HTMLElement;

describe('product page', () => {
  it('shows breadcrumb, badges, descriptions, features, pricing, actions and notes', async () => {
    await openProduct('/product/2', 'Kuppum Black');
    expect(document.title).toMatch(/^Kuppum Black/);

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(crumbs).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Shop', 'Kuppum Black']);
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(crumbs).getByText('Kuppum Black')).toHaveAttribute('aria-current', 'page');

    expect(screen.getByText('Granite')).toBeInTheDocument();
    expect(screen.getByText('Polished')).toBeInTheDocument();
    expect(screen.getByText(/A dense, near-uniform black granite from Kuppam/)).toBeInTheDocument();
    expect(screen.getByText(/Kuppum Black comes from the gabbro hills around Kuppam/)).toBeInTheDocument();
    expect(section('Key Features').getAllByRole('listitem')).toHaveLength(5);
    expect(section('Pricing').getByText('Small').nextElementSibling).toHaveTextContent('₹1,000.00 per CBM');
    expect(section('Pricing').getByText('Big').nextElementSibling).toHaveTextContent('₹1,300.00 per CBM');

    expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Request Quote' })).toHaveAttribute(
      'href',
      '/request-quote?stoneType=granite&description=Enquiry+about+Kuppum+Black',
    );
    expect(screen.getByText('Free shipping on orders over ₹1,000')).toBeInTheDocument();
    expect(screen.getByText('Quality Guarantee')).toBeInTheDocument();
    expect(screen.getByText('Expert Support')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('shows specifications, applications and four related granites, never itself', async () => {
    await openProduct('/product/2', 'Kuppum Black');
    const specs = section('Specifications');
    const value = (term: string) => specs.getByText(term).nextElementSibling?.textContent;
    expect(value('Origin')).toBe('Kuppam, Chittoor district, Andhra Pradesh');
    expect(value('Density')).toBe('2.95 g/cm³');
    expect(value('Compressive Strength')).toBe('240 MPa');
    expect(value('Water Absorption')).toBe('0.08%');
    expect(value('Available Finishes')).toBe('Polished, Honed, Leathered, Flamed');
    expect(section('Applications').getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Kitchen countertops',
      'Monuments and memorials',
      'Exterior cladding',
      'Reception desks',
    ]);
    const related = section('Related Products').getAllByRole('link');
    expect(related.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Madanpalli White', '/product/1'],
      ['Black Galaxy', '/product/3'],
      ['Steel Grey', '/product/4'],
      ['Tan Brown', '/product/5'],
    ]);
  });

  it('gives marble stones full pages with marble related products', async () => {
    const { user, router } = await openProduct('/product/20', 'Udaipur Green');
    expect(screen.getByText('Marble')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Request Quote' })).toHaveAttribute(
      'href',
      '/request-quote?stoneType=marble&description=Enquiry+about+Udaipur+Green',
    );
    const related = section('Related Products').getAllByRole('link');
    expect(related.map((link) => link.getAttribute('href'))).toEqual(['/product/17', '/product/18', '/product/19', '/product/21']);
    await user.click(related[0] as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: 'Makrana White' });
    expect(router.state.location.pathname).toBe('/product/17');
  });

  it('shows product 1 at /product', async () => {
    await openProduct('/product', 'Madanpalli White');
  });

  it.each(['abc', '99', '1abc', '0'])('shows Product Not Found for /product/%s', async (id) => {
    await openProduct(`/product/${id}`, 'Product Not Found');
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
    expect(document.title).toMatch(/^Product Not Found/);
  });

  it('has a gallery with labelled arrows and thumbnails that wrap round', async () => {
    const { user } = await openProduct('/product/3', 'Black Galaxy');
    const image = mainImage();
    expect(image).toHaveAttribute('src', expect.stringMatching(/3-1\.svg$/));
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAccessibleName('Black Galaxy, image 1 of 3');

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()).toHaveAttribute('src', expect.stringMatching(/3-2\.svg$/));
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(mainImage()).toHaveAttribute('src', expect.stringMatching(/3-3\.svg$/));
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()).toHaveAttribute('src', expect.stringMatching(/3-1\.svg$/));

    // Keyboard: Tab to a thumbnail and press Enter or Space.
    screen.getByRole('button', { name: 'Show image 2 of 3' }).focus();
    await user.keyboard('{Tab}{Enter}');
    expect(mainImage()).toHaveAttribute('src', expect.stringMatching(/3-3\.svg$/));
    await user.keyboard('{Shift>}{Tab}{/Shift} ');
    expect(mainImage()).toHaveAttribute('src', expect.stringMatching(/3-2\.svg$/));
  });

  it('adds the chosen size to the cart from the product page', async () => {
    const { user, store } = await openProduct('/product/2', 'Kuppum Black');
    const opener = within(screen.getByRole('main')).getByRole('button', { name: 'Add to Cart' });
    await user.click(opener);
    const dialog = within(screen.getByRole('dialog', { name: 'Kuppum Black' }));
    await user.click(dialog.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items).toEqual([
      {
        id: 2,
        name: 'Kuppum Black',
        image: 'images/products/2-1.svg',
        pricing: { small: 1000, big: 1300 },
        unit: 'per CBM',
        quantity: 1,
        size: 'small',
        totalPrice: 1000,
      },
    ]);
    expect(opener).toHaveFocus();
    expect(screen.getByText('Added 1 x Kuppum Black (small) to your cart.')).toBeInTheDocument();
  });

  it('toggles the wishlist on the product page', async () => {
    const { user, store } = await openProduct('/product/17', 'Makrana White');
    await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    expect(screen.getByRole('button', { name: 'In Wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().wishlist.items).toEqual([
      expect.objectContaining({ id: 17, category: 'marble', image: 'images/products/17-1.svg' }),
    ]);
  });

  it('starts the gallery and the dialog afresh on another product', async () => {
    const { user, router } = await openProduct('/product/1', 'Madanpalli White');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()).toHaveAttribute('src', expect.stringMatching(/1-2\.svg$/));
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('dialog', { name: 'Madanpalli White' })).toBeInTheDocument();

    await act(() => router.navigate('/product/2'));
    await screen.findByRole('heading', { level: 1, name: 'Kuppum Black' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mainImage()).toHaveAttribute('src', expect.stringMatching(/2-1\.svg$/));
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });
});
