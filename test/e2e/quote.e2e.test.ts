import type { Browser, Page } from 'puppeteer';
import { detailedQuote } from '../support/fixtures';
import { baseUrl, expectEventually, headingText, launchBrowser, newPage, readStorage, seedStorage, visit, waitForStorage, until } from './support/browser';

interface StoredQuote {
  id: string;
  status: string;
  submissionDate: string;
  services?: string[];
  [field: string]: unknown;
}

/** A commercial marble request with every field filled in. */
const quote = detailedQuote({
  id: 'QT-1768473000000-K3ZQ8P',
  projectType: 'commercial',
  projectTimeline: 'immediate',
  stoneType: 'marble',
  finish: 'honed',
  thickness: '30mm',
  unit: 'sqm',
  services: ['Installation Service', 'Edge Polishing'],
  description: 'Hotel lobby',
  budget: '₹5,00,000',
});

const STATUSES: Array<{ status: string; label: string; background: string; message: string | null }> = [
  {
    status: 'pending',
    label: 'Pending',
    background: 'rgb(254, 243, 199)',
    message: "Your quote request is being reviewed. We'll get back to you within 24 hours.",
  },
  {
    status: 'reviewed',
    label: 'Reviewed',
    background: 'rgb(219, 234, 254)',
    message: "Your request has been reviewed and we're preparing your quote.",
  },
  {
    status: 'quoted',
    label: 'Quoted',
    background: 'rgb(237, 233, 254)',
    message: 'Your quote is ready! Check your email for the detailed pricing.',
  },
  {
    status: 'accepted',
    label: 'Accepted',
    background: 'rgb(220, 252, 231)',
    message: "Quote accepted! We'll contact you to proceed with the order.",
  },
  { status: 'rejected', label: 'Rejected', background: 'rgb(254, 226, 226)', message: null },
  { status: 'on-hold', label: 'on-hold', background: 'rgb(229, 231, 235)', message: null },
];
const ALL_MESSAGES = STATUSES.flatMap((entry) => (entry.message ? [entry.message] : []));

/** A control by its accessible name (the visible label without the decorative *). */
const byName = (name: string) => `::-p-aria(${name})`;
const SUBMIT = 'aside button[type="submit"]';

interface CardInfo {
  title: string;
  badge: string;
  background: string;
  buttons: string[];
  links: string[];
  text: string;
}

/** What each quote card shows, read in one pass. */
function readCards(page: Page): Promise<CardInfo[]> {
  return page.$$eval('main article', (articles) =>
    articles.map((article) => {
      const hidden = [...article.querySelectorAll('span')].find((span) => span.textContent === 'Status: ');
      const badge = hidden?.parentElement;
      return {
        title: article.querySelector('h2')?.textContent ?? '',
        badge: badge?.textContent ?? '',
        background: badge ? getComputedStyle(badge).backgroundColor : '',
        buttons: [...article.querySelectorAll('button')].map((button) => button.textContent ?? ''),
        links: [...article.querySelectorAll('a')].map((link) => `${link.textContent} ${link.getAttribute('href')}`),
        text: article.textContent ?? '',
      };
    }),
  );
}

const storedQuotes = async (page: Page) => JSON.parse((await readStorage(page, 'quotes')) ?? '[]') as StoredQuote[];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('quote request form', () => {
  it('alerts each missing field in order, then saves a valid request and shows it everywhere', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await visit(page, '/request-quote');
    expect(await headingText(page)).toBe('Get Your Quote');
    // The form itself arrives a moment after the heading.
    await page.waitForSelector('main form');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });

    const steps: Array<[message: string, label: string, field: string, typed: string]> = [
      ['Please fill in full name', 'Full Name', 'fullName', 'Asha Rao'],
      ['Please fill in email', 'Email Address', 'email', 'asha@example'],
      ['Please fill in phone', 'Phone Number', 'phone', '9876543210'],
      ['Please fill in project location', 'Project Location', 'projectLocation', 'Tirupati'],
      ['Please fill in quantity', 'Total Quantity', 'quantity', '120'],
      ['Please enter a valid email address', 'Email Address', 'email', '.com'],
    ];
    for (const [index, [message, label, field, typed]] of steps.entries()) {
      await page.click(SUBMIT);
      await until(() => alerts.length > index);
      expect(alerts).toHaveLength(index + 1);
      expect(alerts[index]).toBe(message);
      // The field the alert was about has focus and is marked invalid.
      await page.waitForFunction(
        (name) =>
          document.activeElement?.getAttribute('name') === name &&
          document.activeElement.getAttribute('aria-invalid') === 'true',
        {},
        field,
      );
      await page.type(byName(label), typed);
    }
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
    await page.waitForSelector('main h1');
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
    expect(alerts).toHaveLength(6);

    await page.click('::-p-aria(View My Quotes)');
    await page.waitForFunction(() => location.pathname === '/my-quotes');
    await page.waitForSelector('main article');
    expect(await headingText(page)).toBe('My Quotes');
    expect(await page.$eval('main', (main) => main.textContent)).toContain('1 quote request submitted');
    const [card] = await readCards(page);
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
});

describe('my quotes', () => {
  it('shows each status with the right badge colour, message and buttons', async () => {
    const { page, errors } = await newPage(browser);
    const seeded = STATUSES.map(({ status }, index) => ({ ...quote, id: `QT-17684730000${index}0-STAT0${index}`, status }));
    await seedStorage(page, { quotes: JSON.stringify(seeded) });
    await visit(page, '/my-quotes');
    expect(await page.$eval('main', (main) => main.textContent)).toContain('6 quote requests submitted');
    const cards = await readCards(page);
    expect(cards.map((card) => card.title)).toEqual(seeded.map((entry) => `Quote #${entry.id}`));
    STATUSES.forEach(({ status, label, background, message }, index) => {
      const card = cards[index] as CardInfo;
      expect([status, card.badge, card.background]).toEqual([status, `Status: ${label}`, background]);
      const shown = ALL_MESSAGES.filter((text) => card.text.includes(text));
      expect([status, shown]).toEqual([status, message ? [message] : []]);
      const expectedButtons = ['View Details', ...(status === 'quoted' ? ['Accept Quote'] : []), 'Duplicate Request'];
      expect([status, card.buttons]).toEqual([status, expectedButtons]);
      expect(card.links).toContain('Contact Support /contact-us');
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('accepts a quoted request and duplicates one, and both survive a reload', async () => {
    const { page, errors } = await newPage(browser);
    const quoted = { ...quote, id: 'QT-1768473000001-QUOTED', status: 'quoted' };
    await seedStorage(page, { quotes: JSON.stringify([quoted, quote]) });
    await visit(page, '/my-quotes');

    // View Details opens the whole request inside the card.
    const [details] = await page.$$('main article button[aria-expanded]');
    await details?.click();
    expect(await details?.evaluate((button) => button.getAttribute('aria-expanded'))).toBe('true');
    expect((await readCards(page))[0]?.text).toContain('Full Request');

    await page.click('::-p-aria(Accept Quote)');
    await page.waitForFunction(() => !document.body.textContent?.includes('Accept Quote'));
    await waitForStorage(page, 'quotes', (value) => (JSON.parse(value ?? '[]') as StoredQuote[])[0]?.status === 'accepted');
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('main article');
    const [first, second] = await readCards(page);
    expect(first?.badge).toBe('Status: Accepted');
    expect(first?.text).toContain("Quote accepted! We'll contact you to proceed with the order.");
    expect(second?.badge).toBe('Status: Pending');

    const duplicate = await page.$$('::-p-aria(Duplicate Request)');
    await duplicate[1]?.click();
    await page.waitForFunction(() => location.pathname === '/request-quote');
    await page.waitForSelector('[name="fullName"]');
    const formValues = () =>
      page.evaluate(() => {
        const form = document.querySelector('main form') as HTMLFormElement;
        const data = new FormData(form);
        return { ...Object.fromEntries([...data.keys()].map((key) => [key, data.getAll(key).join('|')])) };
      });
    const expected = {
      fullName: 'Asha Rao',
      company: 'Rao Builders',
      email: 'asha@example.com',
      phone: '9876543210',
      projectType: 'commercial',
      projectTimeline: 'immediate',
      projectLocation: 'Tirupati',
      budget: '₹5,00,000',
      stoneType: 'marble',
      finish: 'honed',
      thickness: '30mm',
      length: '10',
      width: '12',
      area: '120.00',
      quantity: '120',
      unit: 'sqm',
      services: 'Installation Service|Edge Polishing',
      description: 'Hotel lobby',
    };
    expect(await formValues()).toEqual(expected);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('[name="fullName"]');
    await expectEventually(formValues, expected);
    expect(await storedQuotes(page)).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the empty state with a way to the form', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    await visit(page, '/my-quotes');
    expect(await headingText(page)).toBe('No Quote Requests Yet');
    expect(await page.$eval('main a[href="/request-quote"]', (link) => link.textContent)).toBe('Request Quote');
    expect(errors).toEqual([]);
    await page.close();
  });

  // Speed is measured by `npm run bench`; this checks the behaviour with a long list.
  it('handles a thousand saved quotes in batches', async () => {
    const { page, errors } = await newPage(browser);
    const many = Array.from({ length: 1000 }, (_, index) => ({
      ...quote,
      id: `QT-${1768473000000 + index}-MANY${String(index % 100).padStart(2, '0')}`,
      status: index === 0 ? 'quoted' : 'pending',
    }));
    await seedStorage(page, { quotes: JSON.stringify(many) });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'load' });
    await page.waitForSelector('main:not([data-hydrating]) h1');
    await page.click('header a[href="/my-quotes"]');
    await page.waitForFunction(() => document.body.textContent?.includes('1000 quote requests submitted'));
    expect(await page.$$eval('main article', (cards) => cards.length)).toBe(20);
    const more = await page.$('::-p-aria(Show 20 more quote requests \\(980 not shown\\))');
    expect(more).not.toBeNull();
    await more?.click();
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 40);
    // Accepting the quoted one works and persists.
    const button = await page.$('::-p-aria(Accept Quote)');
    expect(button).not.toBeNull();
    await button?.click();
    await page.waitForFunction(() => !document.body.textContent?.includes('Accept Quote'));
    await waitForStorage(page, 'quotes', (value) => (JSON.parse(value ?? '[]') as Array<{ status: string }>)[0]?.status === 'accepted');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('quote success page', () => {
  it('shows the id, or QT-UNKNOWN, with contact links and the next steps', async () => {
    const { page, errors } = await newPage(browser);
    await visit(page, '/quote-success?quoteId=QT-1768473000000-K3ZQ8P');
    const text = await page.$eval('main', (main) => main.textContent ?? '');
    for (const part of ['QT-1768473000000-K3ZQ8P', '2-4 hours', '12-24 hours', '48 hours', 'valid for 30 days']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('prices depend on availability and market conditions');
    const hrefs = await page.$$eval('main a', (links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.some((href) => href.startsWith('mailto:'))).toBe(true);
    expect(hrefs.some((href) => href.startsWith('tel:'))).toBe(true);
    for (const path of ['/my-quotes', '/shop', '/', '/contact-us']) expect(hrefs).toContain(path);
    await visit(page, '/quote-success');
    expect(await page.$eval('main', (main) => main.textContent)).toContain('QT-UNKNOWN');
    expect(errors).toEqual([]);
    await page.close();
  });
});
