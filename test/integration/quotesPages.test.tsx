import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as dates from '../../src/shared/dates';
import type { QuoteRequest } from '../../src/shared/entities';
import { detailedQuote } from '../support/fixtures';
import { renderApp } from '../support/renderWithProviders';
import { itConfirmsOnlySavedRecords, itSaysEverySentence, type SuccessPageCase } from '../support/successPageChecks';
import { QUOTE_SUCCESS_SENTENCES } from '../support/successPageSpec';

const base = detailedQuote({
  id: 'QT-1768473000000-K3ZQ8P',
  services: ['Installation Service', 'Edge Polishing'],
  budget: '₹3,00,000',
});

const MESSAGES: Record<string, string | null> = {
  pending: "Your quote request is being reviewed. We'll get back to you within 24 hours.",
  reviewed: "Your request has been reviewed and we're preparing your quote.",
  quoted: 'Your quote is ready! Check your email for the detailed pricing.',
  accepted: "Quote accepted! We'll contact you to proceed with the order.",
  rejected: null,
};

const card = (id: string) => screen.getByRole('article', { name: `Quote #${id}` });

describe('quote success page', () => {
  it('confirms a request saved in this browser, read from storage as on a reload or in a new tab, with the timeline, contacts and ways on', async () => {
    localStorage.setItem('quotes', JSON.stringify([base]));
    renderApp({ route: '/quote-success?quoteId=QT-1768473000000-K3ZQ8P', storage: localStorage });
    await screen.findByRole('heading', { level: 1, name: 'Quote Request Submitted!' });
    expect(screen.getByText('QT-1768473000000-K3ZQ8P')).toBeInTheDocument();
    expect(screen.getByText(/within 2-4 hours/)).toBeInTheDocument();
    expect(screen.getByText(/within 12-24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/within 48 hours/)).toBeInTheDocument();
    expect(screen.getByText(/valid for 30 days/)).toBeInTheDocument();
    expect(screen.getByText(/prices depend on availability and market conditions/)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: /^Email / })).toHaveAttribute('href', 'mailto:sales@sribalaji-stones.example');
    expect(main.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+919876543210');
    const next = within(screen.getByRole('navigation', { name: 'Where to next' }));
    expect(next.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/my-quotes',
      '/shop',
      '/',
      '/contact-us',
    ]);
    expect(document.title).toMatch(/^Quote Request Submitted!/);
  });

  const quoteSuccess: SuccessPageCase = {
    addressOf: '/quote-success?quoteId=',
    list: 'quotes',
    record: base,
    other: detailedQuote({ id: 'QT-1768473000001-OTHER1' }),
    done: 'Quote Request Submitted!',
    confirmationWords: /Submitted|Thank you|Keep this ID/,
    notFound: 'Quote Request Not Found',
    notSavedHere: 'This quote ID is not among the quote requests saved on this device.',
    fallbackId: 'QT-UNKNOWN',
    firstLink: ['View My Quotes', '/my-quotes'],
  };
  itConfirmsOnlySavedRecords(quoteSuccess);
  itSaysEverySentence(quoteSuccess, QUOTE_SUCCESS_SENTENCES);
});

describe('my quotes', () => {
  it('has an empty state that leads to the form', async () => {
    renderApp({ route: '/my-quotes' });
    await screen.findByRole('heading', { level: 1, name: 'No Quote Requests Yet' });
    expect(
      screen.getByText(
        "You haven't submitted any quote requests yet. Get started by requesting a quote for your project.",
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Request Quote' })).toHaveAttribute(
      'href',
      '/request-quote',
    );
    expect(document.title).toMatch(/^My Quotes/);
  });

  it('lists a quote with every block, the count line and the way back', async () => {
    renderApp({ route: '/my-quotes', preloadedState: { quotes: { items: [base] } } });
    await screen.findByRole('heading', { level: 1, name: 'My Quotes' });
    expect(screen.getByText('1 quote request submitted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the quote form' })).toHaveAttribute('href', '/request-quote');
    const quote = within(card(base.id));
    expect(quote.getByRole('heading', { level: 2, name: 'Quote #QT-1768473000000-K3ZQ8P' })).toBeInTheDocument();
    expect(quote.getByText('January 15, 2026')).toBeInTheDocument();
    expect(quote.getByText('Pending')).toBeInTheDocument();
    for (const heading of ['Contact Details', 'Project Info', 'Requirements', 'Additional Services', 'Project Description']) {
      expect(quote.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    }
    for (const text of [
      'Asha Rao',
      'Rao Builders',
      'asha@example.com',
      '9876543210',
      'Residential',
      'Tirupati',
      'Within a month',
      '₹3,00,000',
      'Granite',
      'Polished',
      '20mm',
      '120 sq ft',
      '120.00 sq ft',
      'Installation Service',
      'Edge Polishing',
      'Kitchen counters',
      MESSAGES.pending as string,
    ]) {
      expect([text, quote.getAllByText(text).length > 0]).toEqual([text, true]);
    }
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Request New Quote' })).toHaveAttribute(
      'href',
      '/request-quote',
    );
  });

  it('leaves out optional blocks and fields that are not there', async () => {
    const bare: QuoteRequest = { ...base, company: undefined, budget: '', area: '', services: [], description: '' };
    renderApp({ route: '/my-quotes', preloadedState: { quotes: { items: [bare, { ...base, id: 'QT-2-AAAAAA' }] } } });
    await screen.findByRole('heading', { level: 1, name: 'My Quotes' });
    expect(screen.getByText('2 quote requests submitted')).toBeInTheDocument();
    const quote = within(card(bare.id));
    expect(quote.queryByText('Company')).not.toBeInTheDocument();
    expect(quote.queryByText('Budget')).not.toBeInTheDocument();
    expect(quote.queryByText('Area')).not.toBeInTheDocument();
    expect(quote.queryByRole('heading', { name: 'Additional Services' })).not.toBeInTheDocument();
    expect(quote.queryByRole('heading', { name: 'Project Description' })).not.toBeInTheDocument();
  });

  it('shows each status with its badge, message and buttons', async () => {
    const statuses = ['pending', 'reviewed', 'quoted', 'accepted', 'rejected', 'on-hold'];
    const items = statuses.map((status, index) => ({ ...base, id: `QT-${index}-STATUS`, status }));
    renderApp({ route: '/my-quotes', preloadedState: { quotes: { items } } });
    await screen.findByRole('heading', { level: 1, name: 'My Quotes' });
    statuses.forEach((status, index) => {
      const quote = within(card(`QT-${index}-STATUS`));
      const message = MESSAGES[status];
      for (const [other, text] of Object.entries(MESSAGES)) {
        if (text && other !== status) expect(quote.queryByText(text)).not.toBeInTheDocument();
      }
      if (message) expect(quote.getByText(message)).toBeInTheDocument();
      const buttons = quote.getAllByRole('button').map((button) => button.textContent);
      expect([status, buttons]).toEqual([
        status,
        status === 'quoted' ? ['View Details', 'Accept Quote', 'Duplicate Request'] : ['View Details', 'Duplicate Request'],
      ]);
      expect(quote.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact-us');
    });
    const labels = ['Pending', 'Reviewed', 'Quoted', 'Accepted', 'Rejected', 'on-hold'];
    const badges = labels.map((label, index) => within(card(`QT-${index}-STATUS`)).getByText(label).parentElement);
    expect(badges.map((badge) => badge?.textContent)).toEqual(labels.map((label) => `Status: ${label}`));
    // Every badge carries an icon beside its text.
    expect(badges.every((badge) => badge?.querySelector('svg[aria-hidden="true"]'))).toBe(true);
  });

  it('expands the full request in place, accepts a quoted one and duplicates a request', async () => {
    const quoted = { ...base, id: 'QT-9-QUOTED', status: 'quoted' };
    const { user, store, router } = renderApp({
      route: '/my-quotes',
      preloadedState: { quotes: { items: [quoted, base] } },
    });
    await screen.findByRole('heading', { level: 1, name: 'My Quotes' });
    const quote = within(card(quoted.id));

    const details = quote.getByRole('button', { name: 'View Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(details.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel as HTMLElement).getByText('10 ft')).toBeInTheDocument();
    expect(within(panel as HTMLElement).getByText('Installation Service, Edge Polishing')).toBeInTheDocument();
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeInTheDocument();

    await user.click(quote.getByRole('button', { name: 'Accept Quote' }));
    expect(store.getState().quotes.items.map((item) => item.status)).toEqual(['accepted', 'pending']);
    expect(quote.queryByRole('button', { name: 'Accept Quote' })).not.toBeInTheDocument();
    expect(quote.getByText(MESSAGES.accepted as string)).toBeInTheDocument();
    expect(quote.getByText('Accepted')).toBeInTheDocument();

    await user.click(within(card(base.id)).getByRole('button', { name: 'Duplicate Request' }));
    await screen.findByRole('heading', { level: 1, name: 'Get Your Quote' });
    // Nothing of the request travels in the address: the pre-fill came through sessionStorage.
    expect(router.state.location.pathname).toBe('/request-quote');
    expect(router.state.location.search).toBe('');
    expect(Object.keys(sessionStorage)).toEqual(['quotePrefill']);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Company Name (optional)')).toHaveValue('Rao Builders');
    expect(screen.getByLabelText('Budget (optional)')).toHaveValue('₹3,00,000');
    expect(screen.getByRole('checkbox', { name: 'Edge Polishing' })).toBeChecked();
    expect(screen.getByLabelText(/Auto-calculated/)).toHaveValue('120.00');
    // Opened another way, the form is empty again: only Duplicate Request's history entry takes the pre-fill.
    act(() => void router.navigate('/request-quote'));
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(''));
  });

  it('renders a thousand quotes in batches, and accepting one re-renders only its card', async () => {
    const items = Array.from({ length: 1000 }, (_, index) => ({
      ...base,
      id: `QT-${index}-LOTSOF`,
      status: index === 5 ? 'quoted' : 'pending',
    }));
    renderApp({ route: '/my-quotes', preloadedState: { quotes: { items } } });
    await screen.findByText('1000 quote requests submitted', {}, { timeout: 20_000 });
    // The first batch only; the rest arrive with "Show more".
    expect(document.querySelectorAll('main article')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Show 20 more quote requests (980 not shown)' })).toBeInTheDocument();

    // Each card formats its date once per render: count renders through it.
    const formatted = jest.spyOn(dates, 'formatLongDate');
    const target = screen.getByText('Quote #QT-5-LOTSOF').closest('article') as HTMLElement;
    fireEvent.click(within(target).getByRole('button', { name: 'Accept Quote' }));
    expect(within(target).getByText('Accepted')).toBeInTheDocument();
    expect(formatted).toHaveBeenCalledTimes(1);
    formatted.mockRestore();
  }, 60_000);
});
