import { act, screen, within } from '@testing-library/react';
import { MessageChannel } from 'node:worker_threads';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { memoryStorage } from '../../src/app/persistence';
import { makeStore } from '../../src/app/store';
import { addToCartOpener, AddToCartDialog, type CartItemSource } from '../../src/features/cart';
import { CART_ITEM, DIALOG_LIVE, HELD_ADDS } from '../../src/shared/addToCartDialogMarks';
import { testServices } from '../support/renderWithProviders';
// The early layer as every page has it inline: its listeners go on this test's window.
import '../../src/app/earlyEvents/earlyAddToCart';

/**
 * The add-to-cart dialog's hand-over (decision 0030): prerendered HTML, the
 * early layer running it before the code, then React hydrating it and taking
 * it over as it is. The browser's own part (opening on the invoker command)
 * is made by hand here: jsdom runs no commands.
 */

// React's browser server renderer (the prerendered HTML) wants MessageChannel, which jsdom leaves out.
// Node's channel keeps the process alive while its port listens: each one made is closed after the file.
const channels: MessageChannel[] = [];
class ClosedAfterTests extends MessageChannel {
  constructor() {
    super();
    channels.push(this);
  }
}
afterAll(() => {
  for (const channel of channels) {
    channel.port1.close();
    channel.port2.close();
  }
});
let renderToString: (typeof import('react-dom/server'))['renderToString'];
beforeAll(async () => {
  Object.assign(globalThis, { MessageChannel: ClosedAfterTests });
  ({ renderToString } = await import('react-dom/server'));
});

const KUPPUM: CartItemSource = { id: 2, name: 'Kuppum Black', image: 'images/products/2-1.svg', pricing: { small: 1000, big: 1300 }, unit: 'per CBM' };

function prerendered() {
  const store = makeStore(undefined, testServices(), { storage: memoryStorage() });
  const openRef = { current: null };
  const tree = (
    <AppProviders store={store}>
      <MemoryRouter>
        <button type="button" aria-label="Add to Cart, Kuppum Black" {...addToCartOpener(KUPPUM, () => undefined)}>
          Add to Cart
        </button>
        <AddToCartDialog openRef={openRef} />
      </MemoryRouter>
    </AppProviders>
  );
  const root = document.createElement('div');
  root.innerHTML = renderToString(tree);
  document.body.append(root);
  const dialog = root.querySelector('dialog') as HTMLDialogElement;
  return {
    store,
    dialog,
    /** What the browser does on Add to Cart's invoker command: the command event, then showModal. */
    openByCommand() {
      const opener = root.querySelector(`button[${CART_ITEM}]`) as HTMLButtonElement;
      dialog.dispatchEvent(Object.assign(new Event('command', { cancelable: true }), { command: 'show-modal', source: opener }));
      dialog.showModal();
    },
    async hydrate() {
      // React's development build reports the attributes the early layer changed (the stone, the
      // steppers' names); it leaves them as they are, as its production build does without a word,
      // and the dialog's takeover then renders the same. Anything else reported fails the test.
      const reported: string[] = [];
      const spy = jest.spyOn(console, 'error').mockImplementation((message: unknown) => void reported.push(String(message)));
      try {
        await act(async () => {
          hydrateRoot(root, tree);
        });
      } finally {
        spy.mockRestore();
      }
      for (const message of reported) expect(message).toMatch(/some attributes of the server rendered HTML didn't match/);
    },
    remove: () => root.remove(),
  };
}

const inDialog = () => within(screen.getByRole('dialog'));
const total = () => inDialog().getByTestId('line-total').textContent;
const quantityBox = () => inDialog().getByLabelText('Quantity') as HTMLInputElement;
const type = (field: HTMLInputElement, text: string) => {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('the add-to-cart dialog before its code, and the hand-over', () => {
  it('fills in the stone the opener names, and keeps quantity, size and Total working', () => {
    const page = prerendered();
    page.openByCommand();
    expect(screen.getByRole('dialog', { name: 'Kuppum Black' })).toBe(page.dialog);
    expect(quantityBox().value).toBe('1');
    expect(inDialog().getByRole('radio', { name: 'Small ₹1,000.00 per CBM' })).toBeChecked();
    expect(inDialog().getByRole('button', { name: 'Decrease quantity of Kuppum Black' })).toBeDisabled();
    expect(total()).toBe('₹1,000.00');
    type(quantityBox(), '3');
    expect(total()).toBe('₹3,000.00');
    inDialog().getByRole('button', { name: 'Increase quantity of Kuppum Black' }).click();
    expect(quantityBox().value).toBe('4');
    inDialog().getByRole('radio', { name: 'Big ₹1,300.00 per CBM' }).click();
    expect(total()).toBe('₹5,200.00');
    // "a non-numeric entry becomes 1": the Total reads it so.
    type(quantityBox(), 'abc');
    expect(total()).toBe('₹1,300.00');
    page.remove();
  });

  it('holds Add to Cart, busy, and applies it once, with what was chosen, once the code is live', async () => {
    const page = prerendered();
    page.openByCommand();
    type(quantityBox(), '4');
    inDialog().getByRole('radio', { name: /^Big/ }).click();
    const add = inDialog().getByRole('button', { name: 'Add to Cart' });
    add.click();
    add.click();
    expect(add).toHaveAttribute('aria-busy', 'true');
    expect(JSON.parse(page.dialog.getAttribute(HELD_ADDS) ?? '[]')).toHaveLength(1);
    expect(page.store.getState().cart.items).toEqual([]);

    await page.hydrate();
    expect(page.store.getState().cart.items).toEqual([{ ...KUPPUM, quantity: 4, size: 'big', totalPrice: 5200 }]);
    expect(page.dialog).not.toHaveAttribute('open');
    expect(page.dialog).not.toHaveAttribute(HELD_ADDS);
    expect(page.dialog).toHaveAttribute(DIALOG_LIVE);
    expect(screen.getByText('Added 4 x Kuppum Black (big) to your cart.')).toBeInTheDocument();
    // Opened again: afresh, at 1 and small.
    page.dialog.showModal();
    expect(quantityBox().value).toBe('1');
    expect(inDialog().getByRole('radio', { name: /^Small/ })).toBeChecked();
    expect(inDialog().getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-busy');
    page.remove();
  });

  it('adds a non-numeric quantity pressed before the code as 1, with the note', async () => {
    const page = prerendered();
    page.openByCommand();
    type(quantityBox(), 'abc');
    inDialog().getByRole('button', { name: 'Add to Cart' }).click();
    await page.hydrate();
    expect(page.store.getState().cart.items).toEqual([{ ...KUPPUM, quantity: 1, size: 'small', totalPrice: 1000 }]);
    expect(screen.getByRole('link', { name: 'View cart' }).parentElement).toHaveTextContent(
      'Added 1 x Kuppum Black (small) to your cart. Whole numbers of 1 or more only: the quantity is now 1.',
    );
    page.remove();
  });

  it('takes an open dialog over as it is, and its next press adds once', async () => {
    const page = prerendered();
    page.openByCommand();
    type(quantityBox(), '2');
    inDialog().getByRole('radio', { name: /^Big/ }).click();
    await page.hydrate();
    expect(page.dialog).toHaveAttribute('open');
    expect(page.dialog).toHaveAttribute(DIALOG_LIVE);
    expect(quantityBox().value).toBe('2');
    expect(inDialog().getByRole('radio', { name: /^Big/ })).toBeChecked();
    expect(total()).toBe('₹2,600.00');
    expect(page.store.getState().cart.items).toEqual([]);
    // The code's now: the early layer leaves it alone.
    await act(async () => {
      inDialog().getByRole('button', { name: 'Increase quantity of Kuppum Black' }).click();
    });
    expect(quantityBox().value).toBe('3');
    expect(total()).toBe('₹3,900.00');
    await act(async () => {
      inDialog().getByRole('button', { name: 'Add to Cart' }).click();
    });
    expect(page.store.getState().cart.items).toEqual([{ ...KUPPUM, quantity: 3, size: 'big', totalPrice: 3900 }]);
    expect(page.dialog).not.toHaveAttribute('open');
    page.remove();
  });
});
