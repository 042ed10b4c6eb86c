import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'puppeteer';
import { blackLine, storedOrder } from '../support/fixtures';
import {
  allowDownloads,
  baseUrl,
  newPage,
  openBrowser,
  recordViolations,
  scrollToLive,
  seedStorage,
  until,
  visit,
  waitForStorage,
} from './support/browser';
import { readRecording, recordLikeDevTools } from './support/devtools';
import {
  GET_QUOTE,
  ORDER_DONE,
  PLACE_ORDER,
  QUOTE_DONE,
  byName,
  fillAddress,
  openCheckout,
  openQuoteForm,
  waitForHeading,
} from './support/flows';
import { storedList } from './support/savedRecords';

/**
 * A visitor is safe in the shop: the Content Security Policy holds everywhere,
 * payment details are kept nowhere, and hostile text stays text.
 */

const line = blackLine({ quantity: 1, size: 'small', totalPrice: 1000 });

/** Every place a browser keeps data for the site, as one text to search. */
const everythingStored = (page: Page) =>
  page.evaluate(async () =>
    JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      cookie: document.cookie,
      indexedDB: (await indexedDB.databases()).map((database) => database.name),
    }),
  );
let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

describe('Content Security Policy', () => {
  it('is sent with the pages, with nosniff and a referrer policy', async () => {
    const response = await fetch(`${baseUrl()}/shop`);
    const policy = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
  // Every route's page is checked for violations in navigate.e2e.test.ts's sweep of them all.
});

describe('payment details', () => {
  const CARD = { number: '4111 1111 1111 1111', expiry: '12/29', cvv: '5Q8', holder: 'Kiran Varma' };
  const BANK = { name: 'Canara Bank', account: '998877665544', ifsc: 'CNRB0001234' };
  const SECRETS = [CARD.number, CARD.number.replace(/\s/g, ''), CARD.expiry, CARD.cvv, CARD.holder, BANK.name, BANK.account, BANK.ifsc];

  it('are nowhere after a card and a net-banking checkout: storage, URL, Redux state, DevTools log or console', async () => {
    const { page, logs } = await newPage(browser);
    const urls: string[] = [];
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    await recordLikeDevTools(page);
    await seedStorage(page, {});
    const seen: string[] = [];

    await openCheckout(page, [line]);
    await fillAddress(page);
    await page.type(byName('Card Number'), CARD.number);
    await page.type(byName('Expiry Date'), CARD.expiry);
    await page.type(byName('CVV'), CARD.cvv);
    await page.type(byName('Cardholder Name'), CARD.holder);
    await page.click(PLACE_ORDER);
    await waitForHeading(page, ORDER_DONE);
    const card = await readRecording(page);
    seen.push(card.exported, card.finalState, page.url());

    await openCheckout(page, [line]);
    await fillAddress(page);
    await page.click(byName('Net Banking'));
    await page.type(byName('Bank Name'), BANK.name);
    await page.type(byName('Account Number'), BANK.account);
    await page.type(byName('IFSC Code'), BANK.ifsc);
    await page.click(PLACE_ORDER);
    await waitForHeading(page, ORDER_DONE);
    const banking = await readRecording(page);
    seen.push(banking.exported, banking.finalState, page.url());

    // Both orders were recorded, so the log and the state above are the real ones.
    expect(await storedList(page, 'orders')).toHaveLength(2);
    expect(card.exported).toContain('checkout/orderPlaced');
    expect(banking.exported).toContain('checkout/orderPlaced');
    seen.push(await everythingStored(page), ...urls, ...logs);
    const haystack = seen.join('\n');
    expect(SECRETS.filter((secret) => haystack.includes(secret))).toEqual([]);
  });
});

describe('hostile input', () => {
  const PAYLOADS = [
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=2</script>',
    '"><svg onload="window.__xss=3">',
    'javascript:window.__xss=4',
  ] as const;
  const [IMG, SCRIPT, SVG, JS_URL] = PAYLOADS;

  /** Nothing ran, nothing was turned into markup, and every payload reads as the text it is. */
  async function expectInert(page: Page, shown: readonly string[]) {
    const found = await page.evaluate(
      () =>
        ({
          ran: (window as unknown as { __xss?: number }).__xss ?? null,
          injected: document.querySelectorAll('img[src="x"], svg[onload], [onerror], a[href^="javascript:"]').length,
          scripts: [...document.scripts].filter((script) => script.textContent?.includes('__xss')).length,
          text: document.querySelector('main')?.textContent ?? '',
        }) as const,
    );
    expect({ ran: found.ran, injected: found.injected, scripts: found.scripts }).toEqual({ ran: null, injected: 0, scripts: 0 });
    for (const payload of shown) expect(found.text).toContain(payload);
  }

  it('is kept and shown as text by checkout, orders, tracking and the invoice, with no policy violation', async () => {
    const { page } = await newPage(browser);
    const violations = await recordViolations(page);
    await seedStorage(page, {});
    await openCheckout(page, [line]);
    await page.type(byName('Full Name'), IMG);
    await page.type(byName('Address'), SCRIPT);
    await page.type(byName('City'), SVG);
    await page.type(byName('State'), JS_URL);
    await page.type(byName('Pincode'), '517501');
    await page.type(byName('Phone Number'), '9876543210');
    await page.type(byName('Card Number'), '4111 1111 1111 1111');
    await page.type(byName('Expiry Date'), '12/29');
    await page.type(byName('CVV'), '123');
    await page.type(byName('Cardholder Name'), IMG);
    await page.click(PLACE_ORDER);
    await waitForHeading(page, ORDER_DONE);
    await expectInert(page, []);
    const [order] = (await storedList(page, 'orders')) as Array<{ id: string; shippingAddress: Record<string, string> }>;
    expect(order?.shippingAddress).toMatchObject({ fullName: IMG, address: SCRIPT, city: SVG, state: JS_URL });

    await visit(page, '/orders');
    await expectInert(page, PAYLOADS);
    await visit(page, `/track-order/${order?.id}`);
    await expectInert(page, PAYLOADS);

    const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'stone-shop-xss-'));
    const saved = await allowDownloads(page, downloads);
    await page.click(`::-p-aria(Download Invoice for order ${order?.id})`);
    const invoice = await saved.next();
    expect(path.basename(invoice)).toBe(`invoice-${order?.id}.pdf`);
    const pdf = fs.readFileSync(invoice).toString('latin1');
    expect(pdf).toContain(SCRIPT);
    expect(pdf).toContain(IMG);
    fs.rmSync(downloads, { recursive: true, force: true });
    // The PDF library ran under the policy too.
    expect(await violations()).toEqual([]);
  });

  it('is kept and shown as text by the quote form, its success page and My Quotes, with no policy violation', async () => {
    const { page } = await newPage(browser);
    const violations = await recordViolations(page);
    await seedStorage(page, {});
    await openQuoteForm(page);
    await page.type(byName('Full Name'), IMG);
    await page.type(byName('Company Name (optional)'), SCRIPT);
    await page.type(byName('Email Address'), 'asha@example.com');
    await page.type(byName('Phone Number'), '9876543210');
    await page.type(byName('Project Location'), SVG);
    await page.type(byName('Budget (optional)'), JS_URL);
    await page.type(byName('Total Quantity'), '120');
    await page.type(byName('Project Description'), `${SCRIPT} ${IMG}`);
    await page.click(GET_QUOTE);
    await waitForHeading(page, QUOTE_DONE);
    await expectInert(page, []);

    await visit(page, '/my-quotes');
    await page.click(byName('View Details'));
    await page.waitForSelector('main article button[aria-expanded="true"]');
    await expectInert(page, PAYLOADS);
    expect(await violations()).toEqual([]);
  });

  it('is kept and shown as text in a review', async () => {
    const delivered = storedOrder({ items: [line], status: 'delivered' });
    const { page } = await newPage(browser);
    await seedStorage(page, { orders: JSON.stringify([delivered]) });
    await visit(page, `/track-order/${delivered.id}`);
    await page.click(byName(`Leave Review for order ${delivered.id}`));
    await page.waitForSelector('[role="dialog"] textarea');
    await page.click('[role="dialog"] input[value="4"]');
    await page.type(byName('Comment'), `${SVG} ${JS_URL}`);
    await page.click(byName('Submit Review'));
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await waitForStorage(page, 'orders', (value) => (value ?? '').includes('review'));
    await expectInert(page, [SVG, JS_URL]);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('main:not([data-hydrating]) h1');
    await expectInert(page, [SVG, JS_URL]);
  });

  it('goes into the composed e-mail of both contact forms as plain text', async () => {
    const { page } = await newPage(browser);
    const mailto: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) mailto.push(request.url());
    });

    await visit(page, '/contact-us');
    await page.type(byName('First Name'), IMG);
    await page.type(byName('Last Name'), SVG);
    await page.type(byName('Email Address'), 'anita@studio.example');
    await page.type(byName('Message'), `${SCRIPT} ${JS_URL}`);
    await page.click('main form button[type="submit"]');
    await until(() => mailto.length === 1);
    const contact = new URL(mailto[0] ?? '');
    expect(contact.searchParams.get('subject')).toContain(IMG);
    expect(contact.searchParams.get('body')).toContain(`${SCRIPT} ${JS_URL}`);
    await expectInert(page, []);

    await visit(page, '/');
    await scrollToLive(page, 'main form[aria-labelledby="home-contact-form-title"]');
    await page.type('#home-contact-name', SVG);
    await page.type('#home-contact-email', 'ravi@example.com');
    await page.type('#home-contact-message', `${IMG} ${SCRIPT}`);
    await page.click('main form button[type="submit"]');
    await until(() => mailto.length === 2);
    expect(new URL(mailto[1] ?? '').searchParams.get('body')).toContain(`${IMG} ${SCRIPT}`);
    await expectInert(page, []);
  });
});
