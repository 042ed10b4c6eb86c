import path from 'node:path';
import type { BrowserContext, Page } from 'puppeteer';
import { baseUrl, collectAlerts, openWithScriptsHeld, newPage, openBrowser, readStorage, seedStorage, until, untilControlled, waitUntilLive } from './support/browser';
import { blackLine } from '../support/fixtures';
import { GET_QUOTE, ORDER_DONE, PLACE_ORDER, QUOTE_DONE, byName, fillAddress, fillCard, fillQuote, waitForHeading } from './support/flows';

/* eslint-disable @typescript-eslint/no-require-imports */
const { startServer } = require('../../scripts/server.cjs') as typeof import('../../scripts/server.cjs');

/**
 * The quote form answers Get Quote from the page itself, before any of the
 * shop's scripts has come (src/app/earlyEvents/earlyForms.ts): the scripts
 * are held back by request interception until the test lets them go.
 */

const DESKTOP = { width: 1280, height: 900, isMobile: false, hasTouch: true };

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

/** A browser without HTML's invoker commands, as far as the page can tell. */
const withoutInvokerCommands = (page: Page) =>
  page.evaluateOnNewDocument(() => {
    delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement;
  });

/**
 * Opens a form's page (the quote form by default) with every script held back; resolves once the
 * form is on screen and a script is waiting.
 */
async function openFormWithoutCode(options: { commands: boolean } = { commands: true }, pathname = '/request-quote', stored: Record<string, string> = {}) {
  const tracked = await newPage(browser, DESKTOP);
  const { page } = tracked;
  await seedStorage(page, stored);
  if (!options.commands) await withoutInvokerCommands(page);
  const alerts = collectAlerts(page);
  const scripts = await openWithScriptsHeld(page, `${baseUrl()}${pathname}`);
  await page.waitForSelector(byName('Full Name'), { visible: true });
  return {
    ...tracked,
    alerts,
    /** Whether the form still waits for its code. */
    waiting: () => page.$eval('main form', (form) => form.closest('[data-hydrating]') !== null),
    release: scripts.release,
  };
}

/** What the form shows: the focused field, the fields marked invalid, the submit button's busy state. */
const formState = (page: Page, submit = GET_QUOTE) =>
  page.$eval('main form', (form, button) => ({
    focused: document.activeElement?.getAttribute('name') ?? null,
    invalid: [...form.querySelectorAll('[aria-invalid="true"]')].map((field) => field.getAttribute('name')),
    busy: document.querySelector(button)?.getAttribute('aria-busy') ?? null,
  }), submit);

describe.each([
  ['', { commands: true }],
  [' (a browser without invoker commands)', { commands: false }],
])('the quote form before its code%s', (_, options) => {
  it("gives the first alert at the tap, focusing and marking the field, and that tap has no other effect once live", async () => {
    const { page, alerts, waiting, release, errors } = await openFormWithoutCode(options);
    await page.click(GET_QUOTE);
    await until(() => alerts.length > 0);
    expect(await waiting()).toBe(true);
    expect(alerts).toEqual(['Please fill in full name']);
    expect(await formState(page)).toEqual({
      focused: 'fullName',
      invalid: ['fullName', 'email', 'phone', 'projectLocation', 'quantity'],
      busy: null,
    });
    await release();
    await waitUntilLive(page, 'main form');
    // Live, the form answers for itself. Had the early tap been held and made again, a second
    // "Please fill in full name" would have come before this one.
    await page.type(byName('Full Name'), 'Anita Reddy');
    await page.click(GET_QUOTE);
    await until(() => alerts.length > 1);
    expect(alerts).toEqual(['Please fill in full name', 'Please fill in email']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives the e-mail alert once every required field is filled in', async () => {
    const { page, alerts, waiting, release } = await openFormWithoutCode(options);
    for (const [label, text] of [['Full Name', 'Asha Rao'], ['Email Address', 'asha-at-example.com'], ['Phone Number', '9876543210'], ['Project Location', 'Tirupati'], ['Total Quantity', '120']]) {
      await page.type(byName(label!), text!);
    }
    await page.click(GET_QUOTE);
    await until(() => alerts.length > 0);
    expect(await waiting()).toBe(true);
    expect(alerts).toEqual(['Please enter a valid email address']);
    expect(await formState(page)).toEqual({ focused: 'email', invalid: ['email'], busy: null });
    await release();
    await page.close();
  });

  it('holds a valid request tapped twice until the code is live, then saves it exactly once', async () => {
    const { page, alerts, waiting, release, errors } = await openFormWithoutCode(options);
    await fillQuote(page);
    await page.click(GET_QUOTE);
    await page.click(GET_QUOTE);
    expect(await formState(page)).toMatchObject({ invalid: [], busy: 'true' });
    expect(await waiting()).toBe(true);
    expect(await readStorage(page, 'quotes')).toBeNull();
    await release();
    await waitForHeading(page, QUOTE_DONE);
    const saved = JSON.parse((await readStorage(page, 'quotes')) ?? '[]') as { fullName: string; email: string }[];
    expect(saved.map(({ fullName, email }) => [fullName, email])).toEqual([['Asha Rao', 'asha@example.com']]);
    expect(alerts).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/**
 * Keeps the page's scripts from running until `window.letScriptsRun()`: the inline start
 * (startAfterFirstPaint.ts) adds the main script to the head, and this holds that step. For pages the
 * service worker answers, which request interception would bypass.
 */
const holdScriptsInPage = (page: Page) =>
  page.evaluateOnNewDocument(() => {
    const held: (() => void)[] = [];
    let running = false;
    const append = Element.prototype.append;
    HTMLHeadElement.prototype.append = function (this: HTMLHeadElement, ...nodes: (Node | string)[]) {
      if (running || !nodes.some((node) => node instanceof HTMLScriptElement)) return append.apply(this, nodes);
      held.push(() => append.apply(this, nodes));
    };
    Object.assign(window, {
      scriptsHeld: () => held.length,
      letScriptsRun: () => {
        running = true;
        for (const run of held.splice(0)) run();
      },
    });
  });

describe('the checkout, with a line in the cart', () => {
  const openCheckout = () => openFormWithoutCode(undefined, '/checkout', { cart: JSON.stringify([blackLine()]) });
  const ADDRESS = ['fullName', 'address', 'city', 'state', 'pincode', 'phone'];

  it('gives the address alert at the tap, then the card alert, and neither tap has another effect once live', async () => {
    const { page, alerts, waiting, release, errors } = await openCheckout();
    await page.click(PLACE_ORDER);
    await until(() => alerts.length > 0);
    expect(await waiting()).toBe(true);
    expect(alerts).toEqual(['Please fill in all address fields']);
    expect(await formState(page, PLACE_ORDER)).toEqual({ focused: 'fullName', invalid: ADDRESS, busy: null });
    await fillAddress(page);
    await page.click(PLACE_ORDER);
    await until(() => alerts.length > 1);
    expect(alerts).toEqual(['Please fill in all address fields', 'Please fill in all card details']);
    expect(await formState(page, PLACE_ORDER)).toEqual({ focused: 'cardNumber', invalid: ['cardNumber', 'expiryDate', 'cvv', 'cardholderName'], busy: null });
    expect(await waiting()).toBe(true);
    await release();
    await waitUntilLive(page, 'main form');
    // Live: the summary shows the cart's line, what was typed is still there, and no tap was made again.
    await page.waitForFunction(() => document.querySelector('main form section[aria-labelledby="checkout-summary-title"] li')?.textContent?.includes('Kuppum Black'));
    expect(await page.$eval(byName('Full Name'), (field) => (field as HTMLInputElement).value)).toBe('Asha Rao');
    expect(alerts).toHaveLength(2);
    expect(await readStorage(page, 'orders')).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('holds a valid order tapped twice until the code is live, then places it exactly once', async () => {
    const { page, alerts, waiting, release, errors } = await openCheckout();
    await fillAddress(page);
    await fillCard(page);
    await page.click(PLACE_ORDER);
    await page.click(PLACE_ORDER);
    expect(await formState(page, PLACE_ORDER)).toMatchObject({ invalid: [], busy: 'true' });
    expect(await waiting()).toBe(true);
    expect(await readStorage(page, 'orders')).toBeNull();
    await release();
    await waitForHeading(page, ORDER_DONE);
    const orders = JSON.parse((await readStorage(page, 'orders')) ?? '[]') as { shippingAddress: { fullName: string }; items: unknown[] }[];
    expect(orders.map((order) => [order.shippingAddress.fullName, order.items.length])).toEqual([['Asha Rao', 1]]);
    expect(await readStorage(page, 'cart')).toBe('[]');
    expect(alerts).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('offline', () => {
  it("the service worker's copy of the quote form gives the first alert before the main script runs", async () => {
    const server = await startServer({ root: path.resolve(__dirname, '../..', process.env.STONE_DIST ?? 'dist'), port: 0, compress: true });
    const { page, errors } = await newPage(browser, DESKTOP, { serviceWorker: true, origin: server.url });
    try {
      await page.goto(`${server.url}/request-quote`, { waitUntil: 'load' });
      await untilControlled(page);
    } finally {
      await server.close();
    }
    // The network is gone: the page comes from the worker's cache, and its main script waits.
    await holdScriptsInPage(page);
    const alerts = collectAlerts(page);
    void page.goto(`${server.url}/request-quote`, { waitUntil: 'load' });
    await page.waitForFunction(() => ((window as unknown as { scriptsHeld?: () => number }).scriptsHeld?.() ?? 0) > 0);
    await page.waitForSelector(byName('Full Name'), { visible: true });
    await page.click(GET_QUOTE);
    await until(() => alerts.length > 0);
    expect(alerts).toEqual(['Please fill in full name']);
    expect(await page.evaluate(() => (window as unknown as { scriptsHeld: () => number }).scriptsHeld() > 0)).toBe(true);
    expect(await formState(page)).toMatchObject({ focused: 'fullName', busy: null });
    await page.evaluate(() => (window as unknown as { letScriptsRun: () => void }).letScriptsRun());
    await waitUntilLive(page, 'main form');
    expect(alerts).toEqual(['Please fill in full name']);
    expect(errors).toEqual([]);
    await page.close();
  });
});
