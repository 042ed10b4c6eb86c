import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { selectPaymentProcessing } from '../../src/features/checkout/checkoutSlice';
import { ORDER_ID_PATTERN } from '../../src/features/checkout/orderId';
import { withDeliveryServices } from '../../src/app/deliveryServices';
import { memoryStorage } from '../../src/app/persistence';
import { rootReducer } from '../../src/app/store';
import { SHIPPING_EMAIL_LABEL } from '../../src/features/checkout/AddressFields';
import { startDelivery } from '../../src/features/delivery';
import type { Services } from '../../src/shared/services';
import { blackLine, storedOrder, whiteLine } from '../support/fixtures';
import { paymentLeaks } from '../support/paymentLeaks';
import { renderApp, testServices, type TestRouter } from '../support/renderWithProviders';
import { itConfirmsOnlySavedRecords, itSaysEverySentence, type SuccessPageCase } from '../support/successPageChecks';
import { ORDER_SUCCESS_SENTENCES } from '../support/successPageSpec';

const CARD = '4111111111111111';
const CVV = '737';

const black = blackLine({ quantity: 1, size: 'big', totalPrice: 1300 });
const white = whiteLine({ quantity: 2, size: 'small', totalPrice: 1300 });

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

function heldWait() {
  let release: () => void = () => undefined;
  const wait: Services['wait'] = () =>
    new Promise<void>((resolve) => {
      release = resolve;
    });
  return { wait, release: () => release() };
}

/** Every path the router shows from now on (the test router is updated on each render). */
function recordVisits(router: TestRouter): string[] {
  const visited: string[] = [];
  let current = router.state;
  Object.defineProperty(router, 'state', {
    get: () => current,
    set: (next: TestRouter['state']) => {
      current = next;
      visited.push(next.location.pathname);
    },
    configurable: true,
  });
  return visited;
}

/** Cart first, then Proceed to Checkout, so the history has an entry to go back to. */
async function openCheckout(services?: Services) {
  const utils = renderApp({ route: '/cart', preloadedState: { cart: { items: [black, white] } }, services });
  await utils.user.click(await screen.findByRole('link', { name: 'Proceed to Checkout' }));
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return utils;
}

async function fillAddress(user: UserEvent) {
  await user.type(field('Full Name'), 'Asha Rao');
  await user.type(field('Address'), '1 Temple Street ');
  await user.type(field('City'), 'Tirupati');
  await user.type(field('State'), 'Andhra Pradesh');
  await user.type(field('Pincode'), '517501');
  await user.type(field('Phone Number'), '9876543210');
}

async function fillCard(user: UserEvent) {
  await user.type(field('Card Number'), CARD);
  await user.type(field('Expiry Date'), '12/29');
  await user.type(field('CVV'), CVV);
  await user.type(field('Cardholder Name'), 'Asha Rao');
}

let alert: jest.SpyInstance;
beforeEach(() => {
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  alert.mockRestore();
});

describe('checkout page', () => {
  it('sends an empty cart back to /cart, replacing the history entry', async () => {
    const { router } = renderApp({ route: '/about-us' });
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await act(() => router.navigate('/checkout'));
    await screen.findByRole('heading', { level: 1, name: 'Your Cart is Empty' });
    expect(router.state.location.pathname).toBe('/cart');
    // Back skips the checkout entry instead of bouncing into the redirect again.
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(router.state.location.pathname).toBe('/about-us');
  });

  it('labels every field with autofill hints and the spec input limits', async () => {
    await openCheckout();
    const hints: Array<[string, string]> = [
      ['Full Name', 'name'],
      ['Address', 'street-address'],
      ['City', 'address-level2'],
      ['State', 'address-level1'],
      ['Pincode', 'postal-code'],
      ['Phone Number', 'tel'],
      ['Card Number', 'cc-number'],
      ['Expiry Date', 'cc-exp'],
      ['CVV', 'cc-csc'],
      ['Cardholder Name', 'cc-name'],
    ];
    for (const [label, hint] of hints) expect([label, field(label).getAttribute('autocomplete')]).toEqual([label, hint]);
    expect(field('Card Number')).toHaveAttribute('maxLength', '19');
    expect(field('Expiry Date')).toHaveAttribute('maxLength', '5');
    expect(field('Expiry Date')).toHaveAttribute('placeholder', 'MM/YY');
    expect(field('CVV')).toHaveAttribute('maxLength', '3');
    expect(field('CVV')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Debit Card' })).not.toBeChecked();
    expect(screen.getByText(/simulated payment/i)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/encrypt|secure|payment received|\$/i);
    // A shop that does not deliver its orders asks for no e-mail address.
    expect(screen.queryByRole('textbox', { name: /mail/i })).toBeNull();
    expect(document.querySelector('input[name="email"]')).toBeNull();
  });

  it('shows the order summary of the cart', async () => {
    await openCheckout();
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText('Kuppum Black')).toBeInTheDocument();
    // 1300 + 1300 = 2600, free shipping, tax 260, total 2860.
    expect(summary.getByText('₹2,600.00')).toBeInTheDocument();
    expect(summary.getByText('Free')).toBeInTheDocument();
    expect(summary.getByText('₹260.00')).toBeInTheDocument();
    expect(summary.getByText('₹2,860.00')).toBeInTheDocument();
  });

  it('alerts a missing group, focusing and marking its field until it is put right, storing nothing', async () => {
    const { user, store } = await openCheckout();
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });

    await user.click(placeOrder);
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('Please fill in all address fields'));
    expect(field('Full Name')).toHaveFocus();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true');

    // Spaces only still count as empty.
    await fillAddress(user);
    await user.clear(field('City'));
    await user.type(field('City'), '   ');
    await user.click(placeOrder);
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    expect(alert).toHaveBeenLastCalledWith('Please fill in all address fields');
    expect(field('City')).toHaveFocus();
    await waitFor(() => expect(field('City')).toHaveAttribute('aria-invalid', 'true'));
    // Leaving the field does not take the mark off: only putting the value right does.
    await user.tab();
    expect(field('City')).not.toHaveFocus();
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full Name')).not.toHaveAttribute('aria-invalid');
    // Typing in a marked field clears its mark.
    await user.type(field('City'), 'x');
    expect(field('City')).not.toHaveAttribute('aria-invalid');

    // Which group is checked first, and each group's alert: test/unit/checkoutValidate.test.ts.
    await user.click(screen.getByRole('radio', { name: 'Net Banking' }));
    expect(screen.queryByLabelText(/^Card Number/)).not.toBeInTheDocument();

    expect(store.getState().orders.items).toEqual([]);
    expect(store.getState().cart.items).toHaveLength(2);
    expect(selectPaymentProcessing(store.getState())).toBe(false);
  });

  it('places a card order: Processing... for the simulated wait, then the confirmation with the id', async () => {
    const held = heldWait();
    const { user, store, router } = await openCheckout(testServices({ wait: held.wait }));
    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Debit Card' }));
    await fillCard(user);
    // A double click places one order.
    await user.dblClick(screen.getByRole('button', { name: 'Place Order' }));

    const visited = recordVisits(router);
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    // Busy but focusable, so focus stays on it instead of falling to the page.
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    expect(store.getState().orders.items).toEqual([]);
    await user.click(busy);

    held.release();
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' });
    expect(alert).not.toHaveBeenCalled();
    const { orders, cart } = store.getState();
    expect(orders.items).toHaveLength(1);
    const order = orders.items[0];
    expect(order?.id).toMatch(ORDER_ID_PATTERN);
    expect(order).toEqual({
      id: order?.id,
      items: [black, white],
      totalAmount: 2860,
      shippingAddress: {
        fullName: 'Asha Rao',
        address: '1 Temple Street',
        city: 'Tirupati',
        state: 'Andhra Pradesh',
        pincode: '517501',
        phone: '9876543210',
      },
      paymentMethod: 'debit-card',
      orderDate: '2026-01-15T10:30:00.000Z',
      status: 'placed',
    });
    expect(cart.items).toEqual([]);
    // The success page replaced checkout, and the empty-cart redirect did not win.
    expect(router.state.location.pathname).toBe('/order-success');
    expect(visited).not.toContain('/cart');
    expect(router.state.location.search).toBe(`?orderId=${order?.id}`);
    expect(screen.getByText(order?.id as string)).toBeInTheDocument();

    expect(paymentLeaks({ state: store.getState(), location: router.state.location }, [CARD, CVV])).toEqual([]);

    // The confirmation replaced the checkout entry: Back returns to the (now empty) cart.
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Your Cart is Empty' });
  });

  it('places a net-banking order and keeps no bank details', async () => {
    const { user, store } = await openCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Net Banking' }));
    await user.type(field('Bank Name'), 'State Bank of India');
    await user.type(field('Account Number'), '30012345678');
    await user.type(field('IFSC Code'), 'SBIN0001234');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' });
    expect(store.getState().orders.items[0]?.paymentMethod).toBe('net-banking');
    const everything = JSON.stringify(store.getState());
    for (const secret of ['State Bank of India', '30012345678', 'SBIN0001234']) expect(everything).not.toContain(secret);
  });
});

describe('checkout in a shop that delivers its orders', () => {
  /** The checkout with delivery on, its sends answered 201 and kept in `bodies`. */
  async function openDeliveringCheckout() {
    const storage = memoryStorage();
    const services = withDeliveryServices(testServices(), 'https://inbox.example/deliveries', '', storage);
    const utils = renderApp({ route: '/cart', preloadedState: { cart: { items: [black, white] } }, services, storage });
    const bodies: Array<{ record: Record<string, unknown> }> = [];
    const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return { status: 201 } as Response;
    }) as typeof fetch;
    const stop = startDelivery(utils.store, rootReducer, services.delivery!, services, { fetch: fetchImpl, locks: undefined });
    await utils.user.click(await screen.findByRole('link', { name: 'Proceed to Checkout' }));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    return { ...utils, bodies, stop };
  }

  it('asks for an optional e-mail address for shipping updates, checks it when given, and sends it with the order', async () => {
    const { user, store, bodies, stop } = await openDeliveringCheckout();
    const email = screen.getByRole('textbox', { name: SHIPPING_EMAIL_LABEL });
    expect(SHIPPING_EMAIL_LABEL).toBe('Email (optional, for shipping updates)');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).not.toHaveAttribute('aria-required');
    expect(within(screen.getByRole('region', { name: 'Shipping Address' })).getByRole('textbox', { name: SHIPPING_EMAIL_LABEL })).toBe(email);

    await fillAddress(user);
    await fillCard(user);
    await user.type(email, 'asha@example');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('Please enter a valid email address'));
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().orders.items).toEqual([]);

    await user.type(email, '.com ');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' });
    const order = store.getState().orders.items[0]!;
    expect(order.email).toBe('asha@example.com');
    await waitFor(() => expect(bodies).toHaveLength(1));
    stop();
    expect(bodies[0]!.record).toEqual(order);
    expect(paymentLeaks({ state: store.getState(), bodies }, [CARD, CVV])).toEqual([]);
  });

  it('places the order without one, and then the order has no e-mail field', async () => {
    const { user, store, stop } = await openDeliveringCheckout();
    await fillAddress(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' });
    stop();
    expect(store.getState().orders.items[0]).not.toHaveProperty('email');
  });
});

describe('order success page', () => {
  const saved = storedOrder();

  it('confirms an order saved in this browser, read from storage as on a reload or in a new tab, with next steps and the ways on', async () => {
    localStorage.setItem('orders', JSON.stringify([saved]));
    renderApp({ route: `/order-success?orderId=${saved.id}`, storage: localStorage });
    await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' });
    expect(screen.getByText(saved.id)).toBeInTheDocument();
    expect(screen.getByText('5-7 business days')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    expect(main.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(main.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(main.getByRole('link', { name: 'sales@sribalaji-stones.example' })).toHaveAttribute(
      'href',
      'mailto:sales@sribalaji-stones.example',
    );
    expect(screen.getByRole('main').textContent).not.toMatch(/payment received|encrypt|secure/i);
  });

  const orderSuccess: SuccessPageCase = {
    addressOf: '/order-success?orderId=',
    list: 'orders',
    record: saved,
    other: storedOrder({ id: 'ORD-1700000000001-other0000' }),
    done: 'Order Placed Successfully!',
    confirmationWords: /Success|Thank you|Keep this ID/,
    notFound: 'Order Not Found',
    notSavedHere: 'This order ID is not among the orders saved on this device.',
    fallbackId: 'ORD-UNKNOWN',
    firstLink: ['View My Orders', '/orders'],
  };
  itConfirmsOnlySavedRecords(orderSuccess);
  itSaysEverySentence(orderSuccess, ORDER_SUCCESS_SENTENCES);
});
