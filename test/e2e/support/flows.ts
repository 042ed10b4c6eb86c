import type { Page } from 'puppeteer';
import { visit } from './browser';

export const ORDER_DONE = 'Order Placed Successfully!';
export const QUOTE_DONE = 'Quote Request Submitted!';
export const PLACE_ORDER = 'main form button[type="submit"]';
export const GET_QUOTE = 'aside button[type="submit"]';

/** A selector for the element whose accessible name is `name` (and role, when given). */
export const byName = (name: string, role?: string) => `::-p-aria([name="${name}"]${role ? `[role="${role}"]` : ''})`;

/** The text of the header's cart link, e.g. 'Cart, 3 items'. */
export const cartBadge = (page: Page) =>
  page.$eval('header a[aria-label^="Cart"]', (link) => link.getAttribute('aria-label'));

/** Waits until the header's cart link says `label`. */
export const waitForCartBadge = (page: Page, label: string, timeout = 10_000) =>
  page.waitForFunction(
    (expected) => document.querySelector('header a[aria-label^="Cart"]')?.getAttribute('aria-label') === expected,
    { timeout },
    label,
  );

/**
 * On a product page: Add to Cart, then the dialog's submit (quantity 1, size
 * small), and waits for it to close. From the keyboard, as focus returns to
 * Add to Cart when the dialog closes.
 */
export async function addFromProductPage(page: Page) {
  await page.focus('main button[aria-haspopup="dialog"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog[open] button[type="submit"]');
  await page.click('dialog[open] button[type="submit"]');
  await page.waitForSelector('dialog[open]', { hidden: true });
}

export async function fillAddress(page: Page) {
  await page.type(byName('Full Name'), 'Asha Rao');
  await page.type(byName('Address'), '12-4 Temple Street');
  await page.type(byName('City'), 'Tirupati');
  await page.type(byName('State'), 'Andhra Pradesh');
  await page.type(byName('Pincode'), '517501');
  await page.type(byName('Phone Number'), '9876543210');
}

export async function fillCard(page: Page, cardNumber = '4111 1111 1111 1111', cvv = '737') {
  await page.type(byName('Card Number'), cardNumber);
  await page.type(byName('Expiry Date'), '12/29');
  await page.type(byName('CVV'), cvv);
  await page.type(byName('Cardholder Name'), 'Asha Rao');
}

/** The quote form's required fields, filled with valid values. */
export async function fillQuote(page: Page) {
  await page.type(byName('Full Name'), 'Asha Rao');
  await page.type(byName('Email Address'), 'asha@example.com');
  await page.type(byName('Phone Number'), '9876543210');
  await page.type(byName('Project Location'), 'Tirupati');
  await page.type(byName('Total Quantity'), '120');
}

/** Waits for the main heading to read `text`. */
export const waitForHeading = (page: Page, text: string, timeout = 10_000) =>
  page.waitForFunction((expected) => document.querySelector('main h1')?.textContent === expected, { timeout }, text);

/** Puts `lines` in the stored cart and opens /checkout (a new page load, so a fresh store) from a page of the shop's origin. */
export async function openCheckout(page: Page, lines: unknown[]) {
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(lines));
  await visit(page, '/checkout');
  await page.waitForSelector(byName('Full Name'));
}

export async function openQuoteForm(page: Page) {
  await visit(page, '/request-quote');
  await page.waitForSelector(byName('Full Name'));
}

/** Fills the checkout form and places the order; resolves with its id once the confirmation shows. */
export async function placeOrder(page: Page) {
  await fillAddress(page);
  await fillCard(page);
  await page.click(PLACE_ORDER);
  await waitForHeading(page, ORDER_DONE);
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

/** Fills the quote form and sends it; resolves with its id once the confirmation shows. */
export async function submitQuote(page: Page) {
  await fillQuote(page);
  await page.click(GET_QUOTE);
  await waitForHeading(page, QUOTE_DONE);
  return new URL(page.url()).searchParams.get('quoteId') ?? '';
}
/** The Contact Us form's required fields, filled in (the form's code must be live). */
export async function fillContactMessage(page: Page) {
  await page.type('#field-firstName', 'Anita');
  await page.type('#field-lastName', 'Reddy');
  await page.type('#field-email', 'anita@example.com');
  await page.type('#field-message', 'Lobby flooring, about 600 sq m.');
}

/** On /: scrolls to the home enquiry form, waits until it is live and fills in its required fields. */
export async function fillHomeEnquiry(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('main form[aria-labelledby="home-contact-form-title"]');
    form?.scrollIntoView({ block: 'center' });
    return form !== null && !form.closest('[data-hydrating]');
  });
  await page.type('#home-contact-name', 'Ravi Kumar');
  await page.type('#home-contact-email', 'ravi@example.com');
  await page.type('#home-contact-message', 'Do you ship to Chennai?');
}

/** The home enquiry form's submit button. */
export const HOME_ENQUIRY_SUBMIT = 'main form[aria-labelledby="home-contact-form-title"] button[type="submit"]';
