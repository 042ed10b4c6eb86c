import { screen, within } from '@testing-library/react';
import { openEmailProgram } from '../../src/features/content/openEmailProgram';
import { phoneHref, site } from '../../src/shared/site';
import { siteCoordinates } from '../../src/shared/siteDetails';
import { withDeliveryServices } from '../../src/app/deliveryServices';
import { memoryStorage } from '../../src/app/persistence';
import { startDelivery } from '../../src/features/delivery';
import { rootReducer } from '../../src/app/store';
import { renderApp, testServices } from '../support/renderWithProviders';

jest.mock('../../src/features/content/openEmailProgram', () => ({ openEmailProgram: jest.fn() }));

const opened = jest.mocked(openEmailProgram);

beforeEach(() => {
  opened.mockClear();
});

async function renderContact() {
  const app = renderApp({ route: '/contact-us' });
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  return app;
}

const submit = () => screen.getByRole('button', { name: 'Send Message' });

describe('contact page', () => {
  it('labels every field and offers the five project types', async () => {
    await renderContact();
    for (const label of [/First Name/, /Last Name/, /Email Address/, 'Phone Number', 'Project Type', /^Message/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const options = within(screen.getByLabelText('Project Type')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a project type',
      'Residential',
      'Commercial',
      'Industrial',
      'Hospitality',
      'Institutional',
    ]);
  });

  it('checks required fields with inline messages and focuses the first to fix', async () => {
    const { user } = await renderContact();
    await user.click(submit());
    const firstName = screen.getByLabelText(/First Name/);
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Please enter your first name');
    expect(screen.getByLabelText(/Last Name/)).toHaveAccessibleDescription('Please enter your last name');
    expect(screen.getByLabelText(/Email Address/)).toHaveAccessibleDescription('Please enter your email address');
    expect(opened).not.toHaveBeenCalled();

    await user.type(firstName, 'Anita');
    await user.type(screen.getByLabelText(/Last Name/), 'Reddy');
    await user.type(screen.getByLabelText(/Email Address/), 'anita@studio');
    await user.click(submit());
    const email = screen.getByLabelText(/Email Address/);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(opened).not.toHaveBeenCalled();
  });

  it('opens the e-mail program with the message, keeps what was typed and says so politely', async () => {
    const { user } = await renderContact();
    await user.type(screen.getByLabelText(/First Name/), 'Anita');
    await user.type(screen.getByLabelText(/Last Name/), 'Reddy');
    await user.type(screen.getByLabelText(/Email Address/), 'anita@studio.example');
    await user.selectOptions(screen.getByLabelText('Project Type'), 'Institutional');
    await user.type(screen.getByLabelText(/^Message/), 'Corridor flooring for a college.');
    await user.click(submit());

    await screen.findByText(/Your e-mail program has opened/);
    expect(opened).toHaveBeenCalledTimes(1);
    const href = opened.mock.calls[0]?.[0] ?? '';
    expect(href.startsWith(`mailto:${site.email}?subject=`)).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Institutional project enquiry from Anita Reddy');
    expect(query.get('body')).toContain('Email: anita@studio.example\r\nPhone: Not given\r\nProject type: Institutional');
    expect(query.get('body')).toContain('Corridor flooring for a college.');
    expect(screen.getByRole('status')).toHaveTextContent(site.email);
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Anita');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Corridor flooring for a college.');
  });

  it('gives the contact details with tel: and mailto: links, and both sets of hours', async () => {
    await renderContact();
    const details = screen.getByRole('complementary', { name: 'Contact details' });
    expect(details).toHaveTextContent('Pakala, Chittoor District');
    expect(within(details).getByRole('link', { name: site.phone })).toHaveAttribute('href', phoneHref);
    expect(within(details).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(details).toHaveTextContent('Monday to Saturday: 9:00 AM to 6:00 PM IST');
    expect(details).toHaveTextContent('Sunday: 10:00 AM to 4:00 PM');
  });

  it('shows where Pakala is without any map service, with a directions link in a new tab', async () => {
    await renderContact();
    const map = screen.getByRole('img', { name: /Pakala in Chittoor district, Andhra Pradesh/ });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect(map).toHaveAccessibleDescription(/marker shows Pakala/);
    const directions = screen.getByRole('link', { name: /Get directions/ });
    expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${siteCoordinates.lat}%2C${siteCoordinates.lng}`,
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('has a trap field no person meets, whose text a bot leaves travels with the delivery, not in the message', async () => {
    const storage = memoryStorage();
    const services = withDeliveryServices(testServices(), 'https://inbox.example/deliveries', '', storage);
    const { user, store, container } = renderApp({ route: '/contact-us', services, storage });
    const bodies: Array<Record<string, unknown>> = [];
    const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return { status: 201 } as Response;
    }) as typeof fetch;
    const stop = startDelivery(store, rootReducer, services.delivery!, services, { fetch: fetchImpl, locks: undefined });
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    // Hidden from screen readers, out of the tab order, never autofilled.
    expect(screen.queryByRole('textbox', { name: /leave this empty/i })).toBeNull();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();

    // A bot fills in every field, the trap too.
    await user.type(trap, 'http://cheap.example');
    await user.type(screen.getByLabelText(/First Name/), 'Spam');
    await user.type(screen.getByLabelText(/Last Name/), 'Bot');
    await user.type(screen.getByLabelText(/Email Address/), 'bot@spam.example');
    await user.type(screen.getByLabelText(/^Message/), 'Cheap pills');
    await user.click(submit());
    // Answered like any other message (the inbox answers 201 so that bots learn nothing).
    await screen.findByText('Message sent');
    stop();
    expect(bodies).toEqual([expect.objectContaining({ kind: 'enquiry', honeypot: 'http://cheap.example', record: expect.objectContaining({ firstName: 'Spam' }) })]);
    expect(JSON.stringify(bodies[0]!.record)).not.toContain('cheap.example');
    expect(storage.getItem('enquiries')).not.toContain('cheap.example');
  });
});
