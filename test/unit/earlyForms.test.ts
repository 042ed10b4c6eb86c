/**
 * The early answer of the quote form and the checkout
 * (src/app/earlyEvents/earlyForms.ts), in jsdom: the prerendered form's
 * rules come from the table the form's own validate runs.
 */
import { CHECKOUT_RULES, validateCheckout, type CheckoutValues } from '../../src/features/checkout/validate';
import { QUOTE_RULES } from '../../src/features/quotes/quoteRules';
import { validateQuote } from '../../src/features/quotes/validate';
import { EMPTY_QUOTE_FORM } from '../../src/features/quotes/formValues';
import { earlyRules, failureErrors, firstFailure, type FormRules } from '../../src/shared/formRules';
import { firstError } from '../../src/shared/ui/FirstErrorOnSubmit';

/** A form with the rules' attribute, in a part still waiting for its code. */
function pendingForm(rules: FormRules, fields: string) {
  document.body.innerHTML = `<div data-hydrating><form>${fields}<button>Send</button></form></div>`;
  const form = document.querySelector('form')!;
  for (const [name, value] of Object.entries(earlyRules(rules))) form.setAttribute(name, value);
  return form;
}

const input = (name: string, value = '') => `<input name="${name}" value="${value}">`;

let alerts: string[];
beforeAll(async () => {
  await import('../../src/app/earlyEvents/earlyForms');
});
beforeEach(() => {
  alerts = [];
  jest.spyOn(window, 'alert').mockImplementation((message?: string) => void alerts.push(String(message)));
});
afterEach(() => jest.restoreAllMocks());

/** Presses the form's button and says whether anything after the early script heard it. */
function press(form: HTMLFormElement) {
  let heard = false;
  const listener = () => (heard = true);
  document.addEventListener('click', listener, true);
  form.querySelector('button')!.click();
  document.removeEventListener('click', listener, true);
  return heard;
}

describe('the quote form before its code', () => {
  const fields = ['fullName', 'company', 'email', 'phone', 'projectLocation', 'quantity'].map((name) => input(name)).join('');

  it('alerts the first empty required field at the press, marks every empty one and focuses the first; the press goes no further', () => {
    const form = pendingForm(QUOTE_RULES, fields);
    (form.elements.namedItem('fullName') as HTMLInputElement).value = 'Anita Reddy';
    expect(press(form)).toBe(false);
    expect(alerts).toEqual(['Please fill in email']);
    const invalid = [...form.querySelectorAll('[aria-invalid="true"]')].map((field) => field.getAttribute('name'));
    expect(invalid).toEqual(['email', 'phone', 'projectLocation', 'quantity']);
    expect(document.activeElement).toBe(form.elements.namedItem('email'));
  });

  it('checks the e-mail address once every required field is there', () => {
    const form = pendingForm(QUOTE_RULES, fields);
    for (const [name, value] of [['fullName', 'A'], ['email', 'anita@studio'], ['phone', '1'], ['projectLocation', 'Ongole'], ['quantity', '5']]) {
      (form.elements.namedItem(name!) as HTMLInputElement).value = value!;
    }
    expect(press(form)).toBe(false);
    expect(alerts).toEqual(['Please enter a valid email address']);
  });

  it('leaves a form that passes to the contract, which holds the press until the form is live', () => {
    const form = pendingForm(QUOTE_RULES, fields);
    for (const [name, value] of [['fullName', 'A'], ['email', 'a@b.in'], ['phone', '1'], ['projectLocation', 'Ongole'], ['quantity', '5']]) {
      (form.elements.namedItem(name!) as HTMLInputElement).value = value!;
    }
    expect(press(form)).toBe(true);
    expect(alerts).toEqual([]);
  });

  it('does nothing once the form is live: its own code answers', () => {
    const form = pendingForm(QUOTE_RULES, fields);
    form.parentElement!.removeAttribute('data-hydrating');
    expect(press(form)).toBe(true);
    expect(alerts).toEqual([]);
  });

  it('takes its mark off a field the visitor changes, and off every field when the form goes live', async () => {
    const form = pendingForm(QUOTE_RULES, fields);
    press(form);
    const fullName = form.elements.namedItem('fullName') as HTMLInputElement;
    fullName.value = 'A';
    fullName.dispatchEvent(new Event('input', { bubbles: true }));
    expect(fullName.hasAttribute('aria-invalid')).toBe(false);
    expect(form.querySelectorAll('[aria-invalid]')).toHaveLength(4);
    form.parentElement!.removeAttribute('data-hydrating');
    await new Promise((resolve) => setTimeout(resolve));
    expect(form.querySelectorAll('[aria-invalid]')).toHaveLength(0);
  });

  it('runs the same table as the live form: the same fields and messages', () => {
    const values = { ...EMPTY_QUOTE_FORM, fullName: 'A', email: 'x' };
    const read = (field: string) => String(values[field as keyof typeof values]);
    expect(failureErrors(firstFailure(QUOTE_RULES, read))).toEqual(validateQuote(values));
  });
});

describe('the checkout before its code', () => {
  const address = ['fullName', 'address', 'city', 'state', 'pincode', 'phone'].map((name) => input(name, 'x')).join('');
  const card = ['cardNumber', 'expiryDate', 'cvv', 'cardholderName'].map((name) => input(name)).join('');
  const bank = ['bankName', 'accountNumber', 'ifscCode'].map((name) => input(name)).join('');
  const method = (chosen: string) =>
    ['credit-card', 'debit-card', 'net-banking']
      .map((value) => `<input type="radio" name="paymentMethod" value="${value}"${value === chosen ? ' checked' : ''}>`)
      .join('');

  it.each([
    ['credit-card', 'Please fill in all card details'],
    ['debit-card', 'Please fill in all card details'],
    ['net-banking', 'Please fill in all banking details'],
  ])('alerts the payment details of %s once the address is complete', (chosen, message) => {
    const form = pendingForm(CHECKOUT_RULES, address + method(chosen) + card + bank);
    expect(press(form)).toBe(false);
    expect(alerts).toEqual([message]);
  });

  it('alerts the address first', () => {
    const emptyAddress = ['fullName', 'address', 'city', 'state', 'pincode', 'phone'].map((name) => input(name)).join('');
    const form = pendingForm(CHECKOUT_RULES, emptyAddress + method('credit-card') + card);
    press(form);
    expect(alerts).toEqual(['Please fill in all address fields']);
  });

  it('leaves to the live form a failure in fields the page does not show yet (net banking chosen while the card fields are shown)', () => {
    const form = pendingForm(CHECKOUT_RULES, address + method('net-banking') + card);
    expect(press(form)).toBe(true);
    expect(alerts).toEqual([]);
    expect(form.querySelectorAll('[aria-invalid]')).toHaveLength(0);
  });

  it('runs the same table as the live form', () => {
    const values: CheckoutValues = {
      ...{ fullName: 'A', address: '', city: '', state: '', pincode: '', phone: '', email: '' },
      ...{ cardNumber: '', expiryDate: '', cvv: '', cardholderName: '', bankName: 'B', accountNumber: '', ifscCode: '' },
      paymentMethod: 'net-banking',
    };
    const read = (field: string) => values[field as keyof CheckoutValues];
    expect(failureErrors(firstFailure(CHECKOUT_RULES, read))).toEqual(validateCheckout(values));
    expect(firstError(validateCheckout(values))).toEqual(['address', 'Please fill in all address fields']);
  });
});
