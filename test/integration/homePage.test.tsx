import { screen, waitFor, within } from '@testing-library/react';
import { openEmailProgram } from '../../src/features/content/openEmailProgram';
import { site } from '../../src/shared/site';
import { renderApp } from '../support/renderWithProviders';

jest.mock('../../src/features/content/openEmailProgram', () => ({ openEmailProgram: jest.fn() }));

const opened = jest.mocked(openEmailProgram);

beforeEach(() => {
  opened.mockClear();
});

async function renderHome() {
  const app = renderApp({ route: '/' });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe('home page', () => {
  it('has one stable h1 naming the company and the site name as its tab title', async () => {
    await renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(site.name);
    expect(document.title).toBe(site.name);
  });

  it('opens with the hero slider', async () => {
    await renderHome();
    const hero = screen.getByRole('region', { name: 'Featured stones' });
    expect(within(hero).getAllByRole('group', { hidden: true })).toHaveLength(3);
  });

  it('states the home page’s own claims', async () => {
    await renderHome();
    const about = screen.getByRole('region', { name: 'Three Decades of Stone, from Quarry to Site' });
    expect(about).toHaveTextContent(/about three decades/i);
    const stats = within(about).getByRole('list', { name: 'Our record' });
    expect(within(stats).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3 decades about three decades of experience',
      '50+ countries supplied',
      '1000+ happy clients',
      '5000+ projects completed',
    ]);
  });

  it('shows the two featured granites from the catalogue, linking to their pages, with catalogue prices', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Featured Granites' });
    expect(await within(section).findByRole('link', { name: 'Madanpalli White' })).toHaveAttribute('href', '/product/1');
    expect(within(section).getByRole('link', { name: 'Kuppum Black' })).toHaveAttribute('href', '/product/2');
    expect(within(section).queryByTestId('featured-placeholder')).not.toBeInTheDocument();
    const cards = within(section).getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Small₹650.00 per CBM');
    expect(cards[0]).toHaveTextContent('Big₹950.00 per CBM');
    expect(cards[1]).toHaveTextContent('Small₹1,000.00 per CBM');
    expect(cards[1]).toHaveTextContent('Big₹1,300.00 per CBM');
    expect(section).not.toHaveTextContent('$');
  });

  it('explains the 4-step process', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'How We Work' });
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('lists Monday to Saturday hours only, with working phone and e-mail links', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Get in Touch' });
    expect(section).toHaveTextContent('Monday to Saturday: 9:00 AM to 6:00 PM IST');
    expect(section).not.toHaveTextContent(/Sunday/);
    expect(within(section).getByRole('link', { name: site.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+91/));
    expect(within(section).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });
});

describe('home contact form', () => {
  it('offers the five product interests', async () => {
    await renderHome();
    const select = screen.getByLabelText('Product Interest');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a product',
      'Granite Countertops',
      'Granite Slabs',
      'Granite Blocks',
      'Monuments',
      'Other',
    ]);
  });

  it('checks required fields on submit, explains each, and focuses the first one to fix', async () => {
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const name = screen.getByLabelText(/Your Name/);
    const email = screen.getByLabelText(/Email Address/);
    const message = screen.getByLabelText(/^Message/);
    // Formik checks the values asynchronously; focus follows once it has.
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name');
    expect(email).toHaveAccessibleDescription('Please enter your email address');
    expect(message).toHaveAccessibleDescription('Please write a short message so we know how to help');
    expect(screen.getByLabelText('Phone Number')).not.toHaveAttribute('aria-invalid');
    expect(opened).not.toHaveBeenCalled();

    await user.type(name, 'Ravi');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.type(email, 'ravi@example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(opened).not.toHaveBeenCalled();
  });

  it('opens the e-mail program with the composed message, keeps the values and says so', async () => {
    const { user } = await renderHome();
    await user.type(screen.getByLabelText(/Your Name/), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/Email Address/), 'ravi@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '9848012345');
    await user.selectOptions(screen.getByLabelText('Product Interest'), 'Monuments');
    await user.type(screen.getByLabelText(/^Message/), 'A memorial in Kuppum Black.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(opened).toHaveBeenCalledTimes(1);
    const href = opened.mock.calls[0]?.[0] ?? '';
    expect(href.startsWith(`mailto:${site.email}?subject=`)).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Enquiry about Monuments from Ravi Kumar');
    expect(query.get('body')).toBe(
      'Name: Ravi Kumar\r\nEmail: ravi@example.com\r\nPhone: 9848012345\r\nProduct interest: Monuments\r\n\r\n' +
        'A memorial in Kuppum Black.\r\n\r\nSent from the contact form on the home page.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Your e-mail program has opened with your message to ${site.email}`);
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('A memorial in Kuppum Black.');
  });
});
