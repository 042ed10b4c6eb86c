import type { BrowserContext, Page } from 'puppeteer';
import { site } from '../../src/shared/site';
import { addressLines } from '../../src/shared/siteDetails';
import { clickFooterLink, headingText, newPage, openBrowser, scrollThrough, seedStorage, visit, waitUntilLive } from './support/browser';
import { waitForHeading } from './support/flows';

/** A visitor reads about the company: the brochure pages, the home page hero, the policies and the slab ranges. */

/** Each brochure and policy page: its h1 and the facts a visitor must find on it. */
const PAGE_FACTS: Array<{ path: string; heading: string; facts: string[] }> = [
  {
    path: '/',
    heading: `${site.name}: granite and marble from Andhra Pradesh`,
    facts: [
      'Explore Products',
      'about three decades',
      '50+ countries supplied',
      '1000+ happy clients',
      '5000+ projects completed',
      'Madanpalli White',
      'Small₹650.00 per CBM',
      'Big₹950.00 per CBM',
      'Kuppum Black',
      'Small₹1,000.00 per CBM',
      'Big₹1,300.00 per CBM',
      'How We Work',
      'Monday to Saturday: 9:00 AM to 6:00 PM IST',
      'Product Interest',
    ],
  },
  {
    path: '/about-us',
    heading: 'About Us',
    facts: [
      'founded in 2018',
      'Our Story',
      'Our Mission',
      'Our Vision',
      'Quality',
      'Reliability',
      'Service',
      '500+ Projects delivered',
      '50+ Stone varieties',
      '50+ Cities served',
      '1000+ Customers',
      '15+ Years in the stone trade',
    ],
  },
  {
    path: '/portfolio',
    heading: 'Our Portfolio',
    facts: [
      'Villa Kitchens, Tirupati',
      'Business Hotel Lobby, Chennai',
      'Office Facade, Hyderabad',
      'College Staircases, Nellore',
      'Apartment Bathrooms, Bengaluru',
      'Temple Courtyard, Chittoor District',
      'Hospitality',
      'Institutional',
      '500+ Projects delivered',
      '1000+ Customers',
      '15+ Years in the stone trade',
    ],
  },
  {
    path: '/process-quality',
    heading: 'Process & Quality',
    facts: [
      'Block Selection',
      'Cutting & Calibration',
      'Surface Finishing',
      'Inspection & Dispatch',
      'Quality Assurance',
      'Photo approval before dispatch',
      'Quality Standards',
      '98% Customer satisfaction',
      '99.5% Pass rate',
      '96% On-time delivery',
    ],
  },
  {
    path: '/contact-us',
    heading: 'Contact Us',
    facts: [
      'First Name',
      'Last Name',
      'Project Type',
      ...addressLines,
      site.phone,
      site.email,
      'Monday to Saturday: 9:00 AM to 6:00 PM IST',
      'Sunday: 10:00 AM to 4:00 PM',
      'Get directions',
    ],
  },
  {
    path: '/granite-slabs',
    heading: 'Granite Slabs',
    facts: [
      'All Type Indian Granite',
      'Small₹850.00 per CBM',
      'Big₹1,000.00 per CBM',
      'Small₹650.00 per CBM',
      'Big₹950.00 per CBM',
      'Big₹1,300.00 per CBM',
      'Features',
      '15mm to 30mm',
      'Polished and Honed',
      'Applications',
    ],
  },
  {
    path: '/marble-slabs',
    heading: 'Marble Slabs',
    facts: [
      'White Marble',
      'Coloured Marble',
      'Black Marble',
      'Makrana White',
      'Ambaji White',
      'Rajnagar White',
      'Udaipur Green',
      'Katni Beige',
      'Jaisalmer Yellow',
      'Bhainslana Black',
      'Babarmal Pink',
    ],
  },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    facts: ['Last updated: September 18, 2025', 'within 30 business days', 'Pakala, Chittoor District', site.phone, site.email],
  },
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    facts: ['Last updated: September 18, 2025', '18 or older', 'unless business-to-business (B2B) terms', 'courts in Chittoor', site.email],
  },
  {
    path: '/terms-and-conditions',
    heading: 'Terms & Conditions',
    facts: ['Last updated: September 18, 2025', '18 or older', 'unless B2B terms', 'courts in Chittoor', site.phone],
  },
  {
    path: '/returns-exchange',
    heading: 'Returns & Exchange',
    facts: ['Last updated: August 2025', 'within 7 days of delivery', 'within 5-7 business days', 'Shipping charges are non-refundable', site.email],
  },
  {
    path: '/cancellation-refund',
    heading: 'Cancellation & Refund',
    facts: [
      'Last updated: August 2025',
      'within 2 hours of order confirmation, provided cutting, finishing or dispatch has not begun',
      'within 48 hours of delivery',
      'start within 5-7 business days',
      '7-10 business days',
      'credit note',
      site.phone,
    ],
  },
  {
    path: '/shipping-policy',
    heading: 'Shipping & Delivery',
    facts: [
      'Last updated: August 2025',
      'Within Andhra Pradesh: 3-5 business days after dispatch',
      'Pan-India: 7-15 business days',
      'International: varies',
      site.email,
    ],
  },
];

const BACK_BUTTON_PAGES = ['/terms-of-service', '/returns-exchange', '/cancellation-refund', '/shipping-policy'];

const mainText = (page: Page) =>
  page.$eval('main', (main) => (main.textContent ?? '').replace(/\s+/g, ' '));

/** Waits (for lazy sections) until every fact shows, then reports the ones that never did. */
async function missingFacts(page: Page, facts: string[]): Promise<string[]> {
  try {
    await page.waitForFunction(
      (wanted: string[]) => {
        const text = (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');
        return wanted.every((fact) => text.includes(fact));
      },
      { timeout: 5000 },
      facts,
    );
  } catch {
    // Fall through and name what is missing.
  }
  const text = await mainText(page);
  return facts.filter((fact) => !text.includes(fact));
}

const pathname = (page: Page) => new URL(page.url()).pathname;

/** Clicks a link inside the page the way a visitor does and waits for the next page's heading. */
async function clickAndWaitForHeading(page: Page, selector: string, heading: string) {
  const footerLink = /^footer a\[href="([^"]+)"\]$/.exec(selector);
  if (footerLink?.[1]) await clickFooterLink(page, footerLink[1]);
  else await page.click(selector);
  await page.waitForFunction(
    (text: string) => document.querySelector('main h1')?.textContent?.trim() === text,
    { timeout: 10_000 },
    heading,
  );
}

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

describe('brochure pages', () => {
  it('render their heading and key facts, in rupees, without errors', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, {});
    for (const { path, heading, facts } of PAGE_FACTS) {
      await visit(page, path);
      // The home page's sections below the hero arrive as the visitor scrolls.
      if (path === '/') await scrollThrough(page);
      expect([path, await headingText(page)]).toEqual([path, heading]);
      expect([path, await missingFacts(page, facts)]).toEqual([path, []]);
      const text = await mainText(page);
      expect([path, /\$|lorem|ipsum|coming soon|being prepared/i.test(text)]).toEqual([path, false]);
      expect([path, await page.$$eval('main h1', (headings) => headings.length)]).toEqual([path, 1]);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fit a 320 px wide screen without sideways scrolling', async () => {
    const { page, errors } = await newPage(browser, { width: 320, height: 640 });
    for (const { path, facts } of PAGE_FACTS) {
      await visit(page, path);
      if (path === '/') await scrollThrough(page);
      await missingFacts(page, facts.slice(0, 8));
      // The page's own content (the shared header is checked by its own suite).
      const overflow = await page.$eval('main', (main) => main.scrollWidth - main.clientWidth);
      expect([path, overflow]).toEqual([path, 0]);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('home page hero', () => {
  // Rotation every 6 seconds, and its pauses, run on Jest's fake timers in test/integration/sliderHero.test.tsx:
  // here the controls are live on the built page and the announcements follow the visitor's choice.
  it('is live: pausing makes changes announced, and the dots and arrows move between slides, wrapping', async () => {
    const { page, errors } = await newPage(browser);
    await visit(page, '/');
    await page.mouse.move(5, 5); // away from the hero, which pauses under the pointer
    const dotSelector = 'button[aria-label^="Slide "]';
    const currentDots = () => page.$$eval(dotSelector, (dots) => dots.map((dot) => dot.getAttribute('aria-current')));
    // Rotating: changes are not announced.
    expect(await page.$eval('[aria-live]', (region) => region.getAttribute('aria-live'))).toBe('off');
    await waitUntilLive(page, 'button[aria-label="Next slide"]');
    await page.click('button::-p-text(Pause)');
    await page.waitForFunction(() => document.querySelector('[aria-live]')?.getAttribute('aria-live') === 'polite');

    await page.click('button[aria-label^="Slide 1 of"]');
    expect(await currentDots()).toEqual(['true', null, null]);
    await page.click('button[aria-label="Next slide"]');
    expect(await currentDots()).toEqual([null, 'true', null]);
    const visibleTitle = await page.$eval('[aria-roledescription="slide"]:not([aria-hidden]) h2', (title) => title.textContent);
    expect(visibleTitle).toBe('Marble for Halls, Homes and Temples');
    // Next wraps from the last slide to the first.
    await page.click('button[aria-label="Next slide"]');
    await page.click('button[aria-label="Next slide"]');
    expect(await currentDots()).toEqual(['true', null, null]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('policy pages', () => {
  it('Back returns to the previous page, or home when the visitor arrived directly', async () => {
    const { page, errors } = await newPage(browser);
    for (const path of BACK_BUTTON_PAGES) {
      const title = PAGE_FACTS.find((entry) => entry.path === path)?.heading ?? '';
      // Arrived from another page of the shop, through the footer.
      await visit(page, '/about-us');
      await clickAndWaitForHeading(page, `footer a[href="${path}"]`, title);
      await clickAndWaitForHeading(page, 'main button::-p-text(Back)', 'About Us');
      expect(pathname(page)).toBe('/about-us');
      // Arrived directly (bookmark, new tab).
      await visit(page, path);
      await clickAndWaitForHeading(page, 'main button::-p-text(Back)', `${site.name}: granite and marble from Andhra Pradesh`);
      expect(pathname(page)).toBe('/');
    }
    for (const path of ['/privacy-policy', '/terms-and-conditions']) {
      await visit(page, path);
      expect([path, await page.$('main button::-p-text(Back)')]).toEqual([path, null]);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Terms & Conditions links reach the shipping and returns policies they name', async () => {
    const { page, errors } = await newPage(browser);
    for (const [href, heading] of [
      ['/shipping-policy', 'Shipping & Delivery'],
      ['/returns-exchange', 'Returns & Exchange'],
    ] as const) {
      await visit(page, '/terms-and-conditions');
      expect(await page.$eval(`main a[href="${href}"]`, (link) => link.textContent)).toBe(heading);
      await clickAndWaitForHeading(page, `main a[href="${href}"]`, heading);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('slab pages', () => {
  /** The stone type the quote form shows, whether it is a select or radio buttons; null if not built. */
  const stoneTypeValue = (page: Page) =>
    page.evaluate(() => {
      const fields = Array.from(document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('main [name="stoneType"]'));
      if (fields.length === 0) return null;
      const chosen = fields.find((field) => !(field instanceof HTMLInputElement && field.type === 'radio') || field.checked);
      return chosen?.value ?? '';
    });

  it.each([
    ['/granite-slabs', 'Madanpalli White', 'granite'],
    ['/granite-slabs', 'All Type Indian Granite', 'granite'],
    ['/marble-slabs', 'Coloured Marble', 'marble'],
  ])('%s: Get Quote for %s opens the quote form pre-filled for %s', async (path, item, stoneType) => {
    const { page, errors } = await newPage(browser);
    await visit(page, path);
    await clickAndWaitForHeading(page, `main a::-p-text(Get Quote for ${item})`, 'Get Your Quote');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/request-quote');
    expect(Object.fromEntries(url.searchParams)).toEqual({ stoneType, description: `Enquiry about ${item} slabs` });
    await page.waitForSelector('[name="stoneType"]');
    expect(await stoneTypeValue(page)).toBe(stoneType);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('marble items link to the marble product pages', async () => {
    const { page, errors } = await newPage(browser);
    await visit(page, '/marble-slabs');
    const hrefs = await page.$$eval('main a[href^="/product/"]', (links) => links.map((link) => link.getAttribute('href')));
    expect([...hrefs].sort()).toEqual(['17', '18', '19', '20', '21', '22', '23', '24'].map((id) => `/product/${id}`));
    const names = await page.$$eval('main a[href^="/product/"]', (links) => links.map((link) => link.textContent));
    expect([...names].sort()).toEqual(
      ['Makrana White', 'Ambaji White', 'Rajnagar White', 'Udaipur Green', 'Katni Beige', 'Jaisalmer Yellow', 'Bhainslana Black', 'Babarmal Pink'].sort(),
    );
    await page.click('main a[href="/product/23"]');
    await page.waitForFunction(() => window.location.pathname === '/product/23');
    await waitForHeading(page, 'Bhainslana Black');
    expect(errors).toEqual([]);
    await page.close();
  });
});
