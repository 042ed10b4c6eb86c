import { screen, within } from '@testing-library/react';
import { withDeliveryServices } from '../../src/app/deliveryServices';
import { rootReducer } from '../../src/app/store';
import { startDelivery, type ContactEnquiryRecord, type DeliveryEntry } from '../../src/features/delivery';
import { site } from '../../src/shared/site';
import { blackLine, quoteRequest, storedOrder, wishlistEntry } from '../support/fixtures';
import { renderApp, testServices } from '../support/renderWithProviders';

describe('Your data', () => {
  it('says where the lists live, counts them, and clears them all after confirmation', async () => {
    localStorage.setItem('cart', JSON.stringify([blackLine({ quantity: 3, size: 'big', totalPrice: 3900 })]));
    localStorage.setItem('wishlist', JSON.stringify([wishlistEntry()]));
    localStorage.setItem('orders', JSON.stringify([storedOrder(), storedOrder({ id: 'ORD-2' })]));
    localStorage.setItem('quotes', JSON.stringify([quoteRequest()]));
    localStorage.setItem('quotes.backup', '{"old":true}');
    const { user, store } = renderApp({ route: '/your-data', storage: localStorage });

    await screen.findByRole('heading', { level: 1, name: 'Your data' });
    expect(screen.getByText(/kept only in this browser, on this device/)).toBeInTheDocument();
    const kept = screen.getByRole('region', { name: 'Kept in this browser' });
    const counts = within(kept)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(counts).toEqual(['3 items', '1 stone', '2 orders', '1 request']);
    // A shop without a delivery address sends nothing, and says nothing about sending.
    expect(screen.queryByRole('region', { name: /^Sent to/ })).not.toBeInTheDocument();
    expect(within(kept).getByText(/A review you leave is kept with its order.*neither is sent anywhere/)).toBeInTheDocument();
    expect(screen.queryByText(/private key/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();

    // Cancel keeps everything.
    await user.click(screen.getByRole('button', { name: 'Clear my data' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Clear all your data?' })).getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem('cart')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear my data' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear my data' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your data has been cleared from this browser.');
    expect(Object.keys(localStorage)).toEqual([]);
    expect(within(kept).getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '0 items',
      '0 stones',
      '0 orders',
      '0 requests',
    ]);
    expect(store.getState().cart.items).toEqual([]);
    store.teardown();
  });
});

/** jsdom's Blob has no text(): read it as a browser older than that would. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('Your data, in a shop that delivers', () => {
  const URL_ = 'https://inbox.example.com/deliveries';
  const message: ContactEnquiryRecord = {
    id: 'MSG-1768473000000-abcdefghi',
    submittedAt: '2026-01-15T10:30:00.000Z',
    source: 'contact',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    projectType: 'residential',
    message: 'Please call me about a kitchen counter.',
  };
  const entry = (state: DeliveryEntry['state'], kind: DeliveryEntry['kind']): DeliveryEntry => ({
    kind,
    state,
    sentAt: state === 'sent' ? '2026-01-15T10:30:00.000Z' : null,
    attempts: 1,
    // Not due while the test runs: nothing is sent.
    nextAttemptAt: state === 'failed' ? Date.now() + 60 * 60 * 1000 : null,
    lastError: state === 'failed' ? 'HTTP 500' : null,
  });

  /** The page with delivery switched on, as src/main.tsx does it; `files` collects what "Download my data" saves. */
  function renderDelivering() {
    const services = withDeliveryServices(testServices(), URL_, '', localStorage);
    let stop = () => undefined as void;
    const rendered = renderApp({
      route: '/your-data',
      storage: localStorage,
      services,
      started(store) {
        stop = startDelivery(store, rootReducer, services.delivery!, services, {
          fetch: () => new Promise<Response>(() => undefined),
          locks: undefined,
        });
      },
    });
    return { ...rendered, stop: () => stop() };
  }

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('says what is sent, to whom and when, counts the messages, and downloads everything kept as one JSON file', async () => {
    localStorage.setItem('orders', JSON.stringify([storedOrder()]));
    localStorage.setItem('quotes', JSON.stringify([quoteRequest()]));
    localStorage.setItem('enquiries', JSON.stringify([message]));
    // The quote request was refused for good: it is in the file with the receiver's reason.
    const refused = { ...entry('stopped', 'quote'), lastError: 'HTTP 422', refusal: 'must NOT have additional properties' };
    const key = 'c'.repeat(32);
    localStorage.setItem('deliveries', JSON.stringify({ [storedOrder().id]: { ...entry('sent', 'order'), key }, [quoteRequest().id]: refused }));
    const saved: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (saved.push(blob), 'blob:your-data'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user, store, stop } = renderDelivering();

    await screen.findByRole('heading', { level: 1, name: 'Your data' });
    expect(
      screen.getByText(/Each order, quote request and message, and each quote you accept and review you leave, is also sent to Sri Balaji Granites & Marbles/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/nothing you keep here is sent/)).not.toBeInTheDocument();
    const sent = screen.getByRole('region', { name: `Sent to ${site.name}` });
    expect(within(sent).getByText(/in full, as it was saved/)).toBeInTheDocument();
    expect(within(sent).getByText(/My Orders, Track Order or My Quotes/)).toHaveTextContent('private key');
    expect(within(sent).getByText(/when you accept a quote, or leave a review of a delivered order \(its rating and comment\)/)).toBeInTheDocument();
    expect(within(sent).getByText(/as soon as it is saved or you accept or review, and tried again until/)).toBeInTheDocument();
    expect(screen.getByText(/Download my data saves all of this/)).toHaveTextContent('It leaves out the private key each order and quote request was given');
    const kept = screen.getByRole('region', { name: 'Kept in this browser' });
    expect(within(kept).getAllByRole('term').map((term) => term.textContent)).toEqual(['Cart', 'Wishlist', 'Orders', 'Quote requests', 'Messages']);
    expect(within(kept).getByText('1 message')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(names).toEqual(['sri-balaji-granites-marbles-your-data-2026-01-15.json']);
    const file = JSON.parse(await blobText(saved[0]!));
    expect(file).toMatchObject({
      shop: site.name,
      orders: [storedOrder()],
      quotes: [quoteRequest()],
      messages: [message],
      deliveries: { [storedOrder().id]: { state: 'sent' }, [quoteRequest().id]: { state: 'stopped', lastError: 'HTTP 422', refusal: 'must NOT have additional properties' } },
      cart: [],
      wishlist: [],
    });
    // The private key stays in this browser (docs/decisions/0037).
    expect(file.deliveries[storedOrder().id]).not.toHaveProperty('key');
    expect(JSON.stringify(file)).not.toContain(key);
    expect(localStorage.getItem('deliveries')).toContain(key);
    click.mockRestore();
    stop();
    store.teardown();
  });

  it('clears the lists, messages, delivery state, backups, tab versions and the quote pre-fill, and says what was not sent', async () => {
    localStorage.setItem('orders', JSON.stringify([storedOrder()]));
    localStorage.setItem('quotes', JSON.stringify([quoteRequest()]));
    localStorage.setItem('enquiries', JSON.stringify([message]));
    localStorage.setItem('enquiries.backup', '[{"broken":true}]');
    localStorage.setItem('deliveries.backup', '{oops');
    localStorage.setItem(
      'deliveries',
      JSON.stringify({ [storedOrder().id]: entry('sent', 'order'), [quoteRequest().id]: entry('failed', 'quote'), [message.id]: entry('failed', 'enquiry') }),
    );
    localStorage.setItem('listVersions.othertab', JSON.stringify({ at: Date.now(), v: {} }));
    sessionStorage.setItem('quotePrefill', '?fullName=Asha+Rao');
    const { user, store, stop } = renderDelivering();

    await screen.findByRole('heading', { level: 1, name: 'Your data' });
    await user.click(screen.getByRole('button', { name: 'Clear my data' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear all your data?' });
    expect(dialog).toHaveTextContent('Your cart, wishlist, orders, quote requests and messages will be removed from this browser.');
    expect(dialog).toHaveTextContent(`2 records have not been sent yet: cleared now, they will not reach ${site.name}.`);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, clear my data' }));

    expect(screen.getByRole('status')).toHaveTextContent('Your data has been cleared from this browser.');
    expect(within(screen.getByRole('region', { name: 'Kept in this browser' })).getByText('0 messages')).toBeInTheDocument();
    expect(Object.keys(localStorage)).toEqual([]);
    expect(Object.keys(sessionStorage)).toEqual([]);
    // Delivery keeps nothing afterwards either, when its state changes again.
    store.dispatch({ type: 'unrelated/action' });
    expect(localStorage.getItem('deliveries')).toBeNull();
    stop();
    store.teardown();
  });
});

describe('the Privacy Policy page', () => {
  it('says what is sent only in a shop whose services carry a delivery address', async () => {
    const plain = renderApp({ route: '/privacy-policy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.queryByRole('heading', { name: 'Information the website sends us' })).not.toBeInTheDocument();
    plain.unmount();
    plain.store.teardown();

    const delivering = renderApp({ route: '/privacy-policy', services: withDeliveryServices(testServices(), 'https://inbox.example.com/deliveries') });
    expect(await screen.findByRole('heading', { name: 'Information the website sends us' })).toBeInTheDocument();
    delivering.store.teardown();
  });
});
