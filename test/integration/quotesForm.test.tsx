import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuoteRequest } from '../../src/shared/entities';
import { renderApp, testServices } from '../support/renderWithProviders';

let alert: jest.SpyInstance;
beforeEach(() => {
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  alert.mockRestore();
});

async function openForm(route = '/request-quote', services = testServices()) {
  const utils = renderApp({ route, services });
  await screen.findByRole('heading', { level: 1, name: 'Get Your Quote' });
  return utils;
}

/** A control by its visible label, without the decorative required marker. */
const field = (label: string | RegExp) =>
  screen.getByLabelText(label, { normalizer: (text) => text.replace(/\s+/g, ' ').replace(/ ?\*$/, '').trim() });
const submitButton = () => screen.getByRole('button', { name: /Get Quote|Processing/ });

describe('quote form', () => {
  it('shows the sections, the spec defaults and the options with their labels', async () => {
    await openForm();
    for (const title of [
      'Personal Information',
      'Project Details',
      'Product Requirements',
      'Dimensions & Quantity',
      'Additional Services',
      'Additional Information',
      'Quote Summary',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(field('Project Type')).toHaveValue('residential');
    expect(field('Project Timeline')).toHaveValue('within-month');
    expect(field('Stone Type')).toHaveValue('granite');
    expect(field('Finish')).toHaveValue('polished');
    expect(field('Thickness')).toHaveValue('20mm');
    expect(field('Unit')).toHaveValue('sqft');
    const timelines = within(field('Project Timeline')).getAllByRole('option');
    expect(timelines.map((option) => option.textContent)).toEqual(['Immediate (1-2 weeks)', 'Within a month', 'Flexible']);
    expect(within(field('Thickness')).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      '18mm',
      '20mm',
      '30mm',
    ]);
    expect(within(field('Unit')).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      'sqft',
      'sqm',
      'pieces',
      'cbm',
    ]);
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Installation Service',
      'Delivery Service',
      'Custom Cutting',
      'Edge Polishing',
      'Site Measurement',
      'Design Consultation',
    ]);
    expect(screen.getByText("We'll get back to you within 24 hours with a detailed quote.")).toBeInTheDocument();
    expect(document.title).toMatch(/^Get Your Quote/);
  });

  it('marks the five required fields with * and leaves the browser’s own validation out', async () => {
    await openForm();
    const starred = ['Full Name', 'Email Address', 'Phone Number', 'Project Location', 'Total Quantity'];
    for (const label of starred) {
      const control = field(label);
      expect(control).toHaveAttribute('aria-required', 'true');
      expect(control).not.toHaveAttribute('required');
      expect(document.querySelector(`label[for="${control.id}"]`)?.textContent).toBe(`${label} *`);
    }
    for (const label of ['Company Name (optional)', 'Budget (optional)', 'Project Type', /Area/, 'Project Description']) {
      expect(field(label)).not.toHaveAttribute('aria-required');
    }
    expect(screen.getByRole('form', { name: 'Quote request' })).toHaveAttribute('novalidate');
  });

  it('alerts the first problem, focusing and marking the field until it is put right', async () => {
    // The order of the checks and their wording: test/unit/quotesRules.test.ts.
    const { user, store } = await openForm();
    await user.click(submitButton());
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('Please fill in full name'));
    const control = field('Full Name');
    await waitFor(() => expect(control).toHaveAttribute('aria-invalid', 'true'));
    expect(control).toHaveFocus();
    expect(control).toHaveAccessibleDescription('Please fill in full name');
    await user.type(control, 'Asha Rao');
    // Fixed: the mark comes off at once, with no new alert.
    await waitFor(() => expect(control).not.toHaveAttribute('aria-invalid'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(store.getState().quotes.items).toEqual([]);
  });

  it('treats whitespace as empty', async () => {
    const { user } = await openForm();
    await user.type(field('Full Name'), '   ');
    await user.click(submitButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Please fill in full name'));
  });

  it('works out the area from length and width, and clears it when they are not numbers', async () => {
    const { user } = await openForm();
    const area = field(/Auto-calculated/);
    expect(area).toHaveAttribute('readonly');
    await user.type(field('Length (ft)'), '10');
    expect(area).toHaveValue('');
    await user.type(field('Width (ft)'), '12.5');
    expect(area).toHaveValue('125.00');
    const summary = within(screen.getByRole('complementary', { name: 'Quote Summary' }));
    expect(summary.getByText('125.00 sq ft')).toBeInTheDocument();
    await user.type(field('Width (ft)'), 'x');
    expect(area).toHaveValue('');
    await user.clear(field('Width (ft)'));
    await user.type(field('Width (ft)'), '0.333');
    expect(area).toHaveValue('3.33');
    await user.clear(field('Length (ft)'));
    expect(area).toHaveValue('');
  });

  it('adds a ticked service and removes an unticked one, and the summary follows every choice', async () => {
    const { user } = await openForm();
    const summary = within(screen.getByRole('complementary', { name: 'Quote Summary' }));
    expect(summary.getByText('None selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Edge Polishing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Delivery Service' }));
    expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Edge Polishing', 'Delivery Service']);
    await user.click(screen.getByRole('checkbox', { name: 'Edge Polishing' }));
    expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Delivery Service']);
    expect(screen.getByRole('checkbox', { name: 'Edge Polishing' })).not.toBeChecked();

    await user.selectOptions(field('Project Timeline'), 'immediate');
    await user.selectOptions(field('Stone Type'), 'marble');
    await user.selectOptions(field('Finish'), 'leathered');
    await user.selectOptions(field('Thickness'), '30mm');
    await user.selectOptions(field('Project Type'), 'industrial');
    await user.type(field('Total Quantity'), '40');
    await user.selectOptions(field('Unit'), 'cbm');
    for (const text of ['Immediate (1-2 weeks)', 'Marble', 'Leathered', '30mm', 'Industrial', '40 CBM']) {
      expect(summary.getByText(text)).toBeInTheDocument();
    }
  });

  it('submits a valid form once, shows Processing... meanwhile, and lands on the success page', async () => {
    let release: () => void = () => undefined;
    const waits: number[] = [];
    const services = testServices({
      wait: (ms) => {
        waits.push(ms);
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    const seen: number[] = [];
    const onUpdate = (event: Event) => seen.push((event as CustomEvent<{ count: number }>).detail.count);
    window.addEventListener('quotesUpdated', onUpdate);
    const { user, store, router } = await openForm('/request-quote', services);

    await user.type(field('Full Name'), 'Asha Rao');
    await user.type(field('Company Name (optional)'), 'Rao Builders');
    await user.type(field('Email Address'), 'asha@example.com');
    await user.type(field('Phone Number'), '9876543210');
    await user.type(field('Project Location'), 'Tirupati');
    await user.type(field('Length (ft)'), '10');
    await user.type(field('Width (ft)'), '12');
    await user.type(field('Total Quantity'), '120');
    await user.click(screen.getByRole('checkbox', { name: 'Installation Service' }));
    await user.click(screen.getByRole('checkbox', { name: 'Site Measurement' }));
    await user.type(field('Project Description'), 'Kitchen counters');

    // Two clicks before React can even disable the button: the thunk refuses the second.
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Processing...'));
    // Busy but focusable: aria-disabled, so focus never falls to the page.
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(waits).toEqual([2000]);
    await user.click(submitButton());
    expect(screen.getByText('Sending your quote request, please wait.')).toHaveAttribute('role', 'status');

    await act(async () => release());
    await screen.findByRole('heading', { level: 1, name: 'Quote Request Submitted!' });
    window.removeEventListener('quotesUpdated', onUpdate);

    const quotes = store.getState().quotes.items;
    expect(quotes).toHaveLength(1);
    const quote = quotes[0] as QuoteRequest;
    expect(quote.id).toMatch(/^QT-1768473000000-[A-Z0-9]{6}$/);
    expect(quote).toMatchObject({
      status: 'pending',
      submissionDate: '2026-01-15T10:30:00.000Z',
      company: 'Rao Builders',
      area: '120.00',
      services: ['Installation Service', 'Site Measurement'],
      description: 'Kitchen counters',
    });
    expect(quote).not.toHaveProperty('budget');
    expect(seen).toEqual([1]);
    expect(router.state.location.pathname).toBe('/quote-success');
    expect(new URLSearchParams(router.state.location.search).get('quoteId')).toBe(quote.id);
    expect(screen.getByText(quote.id)).toBeInTheDocument();
  });

  it('pre-fills from the URL (product page, Duplicate Request) and forwards /quote', async () => {
    const { router } = await openForm(
      '/quote?stoneType=marble&description=Interested+in+Carrara+White&services=Custom+Cutting&length=3&width=4',
    );
    expect(router.state.location.pathname).toBe('/request-quote');
    expect(field('Stone Type')).toHaveValue('marble');
    expect(field('Project Description')).toHaveValue('Interested in Carrara White');
    expect(screen.getByRole('checkbox', { name: 'Custom Cutting' })).toBeChecked();
    expect(field(/Auto-calculated/)).toHaveValue('12.00');
    expect(field('Finish')).toHaveValue('polished');
  });
});
