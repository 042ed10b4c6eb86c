import type { BrowserContext, Page } from 'puppeteer';
import { collectAlerts, expectEventually, headingText, newPage, openBrowser, readStorage, seedStorage, until, visit, waitForStorage } from './support/browser';
import { GET_QUOTE, QUOTE_DONE, byName, fillQuote, openQuoteForm, waitForHeading } from './support/flows';
import { readQuoteCards } from './support/quoteCards';
import { expectTruthfulSuccessPage, itSaysEverySentence, type SuccessPage } from './support/successPages';
import { QUOTE_SUCCESS_SENTENCES } from '../support/successPageSpec';
import { detailedQuote } from '../support/fixtures';
import { allowWrites, alertText, refuseWrites, storedList, successSeen, watchSuccessHeadings } from './support/savedRecords';

interface StoredQuote {
  id: string;
  status: string;
  submissionDate: string;
  services?: string[];
  [field: string]: unknown;
}


const SUBMIT = GET_QUOTE;

const storedQuotes = async (page: Page) => (await storedList(page, 'quotes')) as StoredQuote[];

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});
describe('quote request form', () => {
  it('alerts a missing field, then saves a valid request before its confirmation and shows it everywhere', async () => {
    const { page, errors } = await newPage(browser);
    await watchSuccessHeadings(page);
    await seedStorage(page, {});
    await visit(page, '/request-quote');
    expect(await headingText(page)).toBe('Get Your Quote');
    // The form itself arrives a moment after the heading.
    await page.waitForSelector('main form');
    const alerts = collectAlerts(page);

    // A missing field is alerted, focused and marked (every check in its order: test/unit/quotesRules.test.ts;
    // focus and marks for each: test/integration/quotesForm.test.tsx).
    await page.click(SUBMIT);
    await until(() => alerts.length > 0);
    expect(alerts).toEqual(['Please fill in full name']);
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('name') === 'fullName' && document.activeElement.getAttribute('aria-invalid') === 'true',
    );
    await fillQuote(page);
    expect(await storedQuotes(page)).toEqual([]);

    await page.type(byName('Length (ft)'), '10');
    await page.type(byName('Width (ft)'), '12.5');
    await page.waitForFunction(() => (document.querySelector('[name="area"]') as HTMLInputElement | null)?.value === '125.00');
    await page.click(byName('Installation Service'));
    await page.click(byName('Site Measurement'));
    await page.select('[name="stoneType"]', 'marble');
    await page.type(byName('Project Description'), 'Kitchen counters');

    // A double click, and another submit while processing: one quote is saved.
    await page.click(SUBMIT, { count: 2 });
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === 'Processing...', {}, SUBMIT);
    // Busy, yet focusable (aria-disabled): focus stays on the button instead of falling to the page.
    expect(await page.$eval(SUBMIT, (button) => [button.getAttribute('aria-disabled'), document.activeElement === button])).toEqual([
      'true',
      true,
    ]);
    await page.$eval(SUBMIT, (button) => (button as HTMLButtonElement).form?.requestSubmit());

    await page.waitForFunction(() => location.pathname === '/quote-success', { timeout: 10_000 });
    // The address changes before the screen's code has come: wait for its own heading, not the last one's.
    await waitForHeading(page, QUOTE_DONE);
    expect(await headingText(page)).toBe('Quote Request Submitted!');
    const quoteId = new URL(page.url()).searchParams.get('quoteId') ?? '';
    expect(quoteId).toMatch(/^QT-\d{13}-[A-Z0-9]{6}$/);
    expect(await page.$eval('main', (main) => main.textContent)).toContain(quoteId);

    const [saved, ...rest] = JSON.parse(
      (await waitForStorage(page, 'quotes', (value) => (value ?? '').includes(quoteId))) ?? '[]',
    ) as StoredQuote[];
    expect(rest).toEqual([]);
    expect(saved).toMatchObject({
      id: quoteId,
      status: 'pending',
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      stoneType: 'marble',
      area: '125.00',
      services: ['Installation Service', 'Site Measurement'],
    });
    expect(Math.abs(Date.parse(saved?.submissionDate ?? '') - Number(quoteId.split('-')[1]))).toBe(0);
    expect(alerts).toHaveLength(1);
    // Saved means saved: the quote was in storage when the confirmation appeared.
    expect((await successSeen(page)).map(({ heading, quotes }) => [heading, (JSON.parse(quotes ?? '[]') as StoredQuote[]).map((entry) => entry.id)])).toEqual([
      [QUOTE_DONE, [quoteId]],
    ]);

    await page.click('::-p-aria(View My Quotes)');
    await page.waitForFunction(() => location.pathname === '/my-quotes');
    await page.waitForSelector('main article');
    expect(await headingText(page)).toBe('My Quotes');
    expect(await page.$eval('main', (main) => main.textContent)).toContain('1 quote request submitted');
    const [card] = await readQuoteCards(page);
    expect(card?.title).toBe(`Quote #${quoteId}`);
    expect(card?.badge).toBe('Status: Pending');
    expect(card?.text).toContain('Site Measurement');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('forwards /quote with its pre-fill and keeps the pre-fill on reload', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await visit(page, '/quote?stoneType=marble&description=Interested%20in%20Carrara%20White');
    await page.waitForSelector('[name="stoneType"]');
    expect(new URL(page.url()).pathname).toBe('/request-quote');
    expect(new URL(page.url()).searchParams.get('stoneType')).toBe('marble');
    const read = () =>
      page.evaluate(() => ({
        stone: (document.querySelector('[name="stoneType"]') as HTMLSelectElement).value,
        description: (document.querySelector('textarea[name="description"]') as HTMLTextAreaElement).value,
      }));
    await expectEventually(read, { stone: 'marble', description: 'Interested in Carrara White' });
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('[name="stoneType"]');
    await expectEventually(read, { stone: 'marble', description: 'Interested in Carrara White' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the visitor on the quote form with every value, says why, and sends it once it can', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await refuseWrites(page, 'quotes');
    await openQuoteForm(page);
    await fillQuote(page);
    await page.click(GET_QUOTE);
    expect(await alertText(page)).toMatch(/^Your quote request was not sent: it could not be saved/);
    expect(new URL(page.url()).pathname).toBe('/request-quote');
    expect(await page.$eval(byName('Project Location'), (input) => (input as HTMLInputElement).value)).toBe('Tirupati');
    expect(await readStorage(page, 'quotes')).toBeNull();

    await allowWrites(page);
    await page.click(GET_QUOTE);
    await waitForHeading(page, QUOTE_DONE);
    expect(await storedList(page, 'quotes')).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('leaving during the wait keeps the request and does not pull the visitor back to the confirmation', async () => {
    const { page } = await newPage(browser);
    await seedStorage(page, {});
    await openQuoteForm(page);
    await fillQuote(page);
    await page.click(GET_QUOTE);
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === 'Processing...', {}, GET_QUOTE);
    await page.click('header nav[aria-label="Main"] a[href="/about-us"]');
    await waitForHeading(page, 'About Us');
    await waitForStorage(page, 'quotes', (value) => (JSON.parse(value ?? '[]') as unknown[]).length === 1);
    expect(new URL(page.url()).pathname).toBe('/about-us');
  });
});

describe('quote success page', () => {
  const quote = detailedQuote({ id: 'QT-1768473000000-K3ZQ8P' });

  it('shows a saved request with its id, contact links and the next steps', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, { quotes: JSON.stringify([quote]) });
    await visit(page, `/quote-success?quoteId=${quote.id}`);
    await waitForHeading(page, QUOTE_DONE);
    const text = await page.$eval('main', (main) => main.textContent ?? '');
    for (const part of [quote.id, '2-4 hours', '12-24 hours', '48 hours', 'valid for 30 days']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('prices depend on availability and market conditions');
    const hrefs = await page.$$eval('main a', (links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.some((href) => href.startsWith('mailto:'))).toBe(true);
    expect(hrefs.some((href) => href.startsWith('tel:'))).toBe(true);
    for (const path of ['/my-quotes', '/shop', '/', '/contact-us']) expect(hrefs).toContain(path);
    expect(errors).toEqual([]);
    await page.close();
  });

  const quoteSuccess: SuccessPage = {
    path: '/quote-success',
    param: 'quoteId',
    storageKey: 'quotes',
    record: quote,
    done: QUOTE_DONE,
    shell: 'Your Quote Request',
    notFound: 'Quote Request Not Found',
    notSavedHere: 'This quote ID is not among the quote requests saved on this device.',
    fallbackId: 'QT-UNKNOWN',
    list: { href: '/my-quotes', text: 'View My Quotes' },
  };

  it('confirms only a saved request (on a visit, a reload, another tab), else QT-UNKNOWN and My Quotes, and nothing before the code', async () => {
    await expectTruthfulSuccessPage(browser, quoteSuccess);
  });

  itSaysEverySentence(() => browser, quoteSuccess, QUOTE_SUCCESS_SENTENCES);
});
