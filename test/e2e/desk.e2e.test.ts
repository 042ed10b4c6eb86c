/**
 * The desk in Chromium, as staff use it: sign in with the keyboard, find the
 * quote request in the list, mark it reviewed and send a quote with two price
 * lines; the owner's and the visitor's e-mails arrive at an SMTP server in
 * this process. axe-core finds nothing serious on the sign-in page, the list
 * and the record page, and no page runs any script.
 */
import type { Browser, Page } from 'puppeteer';
import { startInbox, TEST_STAFF, type TestInbox } from '../support/inbox';
import { deliver, quoteDelivery } from '../inbox/support/deliveries';
import { startMailServer, type TestMailServer } from '../inbox/support/mailServer';
import { seriousAxeViolations } from './support/axe';
import { baseUrl, launchBrowser, newPage } from './support/browser';

const OWNER = 'owner@shop.example';

let browser: Browser;
let inbox: TestInbox;
let mail: TestMailServer;

beforeAll(async () => {
  mail = await startMailServer();
  inbox = await startInbox({ shopOrigin: new URL(baseUrl()).origin, mail: { smtpUrl: mail.url, ownerEmail: OWNER }, mailPollMs: 100 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await inbox?.stop();
  await mail?.stop();
});

const open = () => newPage(browser, { width: 1280, height: 900 }, { origin: inbox.url });

/** Runs axe on the page and asserts there is no serious or critical violation, and no script at all. */
async function expectAccessibleWithoutScript(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.scripts.length)).toBe(0);
}

/** Waits for the page a click or a key press opened. */
async function following(page: Page, action: () => Promise<unknown>) {
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), action()]);
}

const text = (page: Page) => page.evaluate(() => document.body.innerText);

it('signs in, answers a quote request with two price lines, and e-mails owner and visitor', async () => {
  const quote = quoteDelivery();
  const { id } = quote.record;
  expect((await deliver(inbox.url, quote, { Origin: new URL(baseUrl()).origin })).status).toBe(201);
  const [ownerMail] = await mail.waitFor((each) => each.to === OWNER && each.text.includes(id));
  expect(ownerMail!.text).toContain(`${inbox.url}/records/${id}`);

  const { page } = await open();
  // A stranger is sent to sign in.
  const answer = await page.goto(`${inbox.url}/`, { waitUntil: 'load' });
  expect(new URL(page.url()).pathname).toBe('/sign-in');
  expect(answer?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expectAccessibleWithoutScript(page);

  // By keyboard: the name field, Tab to the password, Enter sends.
  await page.focus('#name');
  await page.keyboard.type(TEST_STAFF.name);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('password');
  await page.keyboard.type(TEST_STAFF.password);
  await following(page, () => page.keyboard.press('Enter'));
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await text(page)).toContain(`Signed in as ${TEST_STAFF.name}`);
  await expectAccessibleWithoutScript(page);

  await following(page, () => page.click(`a[href="/records/${id}"]`));
  expect(await page.$eval('h1', (heading) => heading.textContent)).toBe(`Quote request ${id}`);
  await expectAccessibleWithoutScript(page);

  await following(page, () => page.click('::-p-aria([name="Mark reviewed"][role="button"])'));
  expect(await text(page)).toContain('Now reviewed.');
  await page.type('::-p-aria([name="Line 1 description"][role="textbox"])', 'Kuppum Black slabs, 120 sq ft');
  await page.type('::-p-aria([name="Line 1 amount (₹)"][role="textbox"])', '156000');
  await page.type('::-p-aria([name="Line 2 description"][role="textbox"])', 'Installation');
  await page.type('::-p-aria([name="Line 2 amount (₹)"][role="textbox"])', '24000');
  await following(page, () => page.click('::-p-aria([name="Send quote"][role="button"])'));
  expect(await text(page)).toContain('Now quoted. The e-mail to the visitor is on its way.');
  await expectAccessibleWithoutScript(page);

  const [visitorMail] = await mail.waitFor((each) => each.to === 'asha@example.com' && each.text.includes(id));
  expect(visitorMail!.text).toContain('- Kuppum Black slabs, 120 sq ft: ₹1,56,000.00\n- Installation: ₹24,000.00\nTotal: ₹1,80,000.00');
  const history = await page.$eval('section[aria-labelledby="history-heading"]', (section) => (section as HTMLElement).innerText);
  expect(history).toMatch(new RegExp(`${TEST_STAFF.name} moved it from pending to reviewed\\.[\\s\\S]*${TEST_STAFF.name} moved it from reviewed to quoted\\.`));
  expect(history).toContain('Total ₹1,80,000.00');

  // Signing out ends the session: the list sends to sign in again.
  await following(page, () => page.click('::-p-aria([name="Sign out"][role="button"])'));
  await page.goto(`${inbox.url}/`, { waitUntil: 'load' });
  expect(new URL(page.url()).pathname).toBe('/sign-in');
});

it('shows focus on every control a keyboard reaches on the list', async () => {
  const { page } = await open();
  await page.goto(`${inbox.url}/sign-in`, { waitUntil: 'load' });
  await page.waitForSelector('#name');
  await page.type('#name', TEST_STAFF.name);
  await page.type('#password', TEST_STAFF.password);
  await following(page, () => page.keyboard.press('Enter'));
  const stops: Array<{ tag: string; outline: string }> = [];
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return { tag: element.tagName, outline: `${style.outlineStyle} ${style.outlineWidth}` };
      }),
    );
  }
  expect(stops.map((stop) => stop.tag)).toEqual(expect.arrayContaining(['A', 'BUTTON', 'SELECT', 'INPUT']));
  // Past the last control focus leaves the page (BODY): every stop before that shows a ring.
  for (const stop of stops.filter(({ tag }) => tag !== 'BODY')) expect(`${stop.tag} ${stop.outline}`).not.toMatch(/ none/);
});

it('fits the list on a 390 px phone: no sideways scroll, each row a card whose id reads on one line', async () => {
  for (const delivery of [quoteDelivery({ fullName: 'Lakshmi Narasimha Venkata Subramanyam' }), quoteDelivery()])
    expect((await deliver(inbox.url, delivery, { Origin: new URL(baseUrl()).origin })).status).toBe(201);
  // A context of its own: the earlier tests' sign-in cookie would skip the sign-in page.
  const context = await browser.createBrowserContext();
  const { page } = await newPage(context, { width: 390, height: 844, isMobile: true, hasTouch: true }, { origin: inbox.url });
  await page.goto(`${inbox.url}/sign-in`, { waitUntil: 'load' });
  await page.type('#name', TEST_STAFF.name);
  await page.type('#password', TEST_STAFF.password);
  await following(page, () => page.keyboard.press('Enter'));
  await page.waitForSelector('table.records a[href^="/records/"]');
  const sizes = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
    // The tallest id link: one line of text is under 2 lines' height.
    idLines: Math.max(
      ...[...document.querySelectorAll('table.records a[href^="/records/"]')].map(
        (link) => link.getBoundingClientRect().height / parseFloat(getComputedStyle(link).lineHeight),
      ),
    ),
  }));
  expect(sizes.page).toBeLessThanOrEqual(sizes.view);
  expect(sizes.idLines).toBeLessThan(2);
  // Each cell is named on the card, and the table is still a table to assistive technology.
  const cells = await page.$$eval('table.records tbody tr:first-child td', (list) =>
    list.map((cell) => ({ label: cell.getAttribute('data-label'), before: getComputedStyle(cell, '::before').content, role: cell.getAttribute('role') })),
  );
  expect(cells.map((cell) => cell.label)).toEqual(['Received', 'Kind', 'Id', 'Name', 'E-mail', 'Phone', 'Total', 'Status', 'Checks']);
  // Each card line is labelled: the cell's ::before reads its column's name.
  for (const cell of cells) expect(cell).toEqual({ label: cell.label, before: `"${cell.label}: "`, role: 'cell' });
  await expectAccessibleWithoutScript(page);
  await context.close();
});
