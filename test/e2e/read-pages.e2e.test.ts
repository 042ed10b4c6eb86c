import type { Browser, Page } from 'puppeteer';
import { site } from '../../src/shared/site';
import { addressLines, siteCoordinates } from '../../src/shared/siteDetails';
import { baseUrl, headingText, launchBrowser, newPage, scrollToLive, seedStorage, visit, clickFooterLink, until } from './support/browser';

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

/** Scrolls down the page a screen at a time, as a reader would, then back to the top. */
async function scrollThrough(page: import('puppeteer').Page) {
  for (let step = 0; step < 20; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    // Two frames: the observers that load what came into view have run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (atEnd) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
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
  it('advances to the next slide after 6 seconds', async () => {
    const { page, errors } = await newPage(browser);
    await visit(page, '/');
    await page.mouse.move(5, 5); // away from the hero, which pauses under the pointer
    const dotSelector = 'button[aria-label^="Slide "]';
    expect(await page.$$eval(dotSelector, (dots) => dots.map((dot) => dot.getAttribute('aria-current')))).toEqual([
      'true',
      null,
      null,
    ]);
    // Measured inside the page from just after the slider appeared: the change comes at 6 s, not before.
    const elapsed = await page.evaluate(
      (selector: string) =>
        new Promise<number>((resolve) => {
          const started = performance.now();
          const poll = () => {
            const dots = document.querySelectorAll(selector);
            if (dots[1]?.getAttribute('aria-current') === 'true') resolve(performance.now() - started);
            else setTimeout(poll, 25);
          };
          poll();
        }),
      dotSelector,
    );
    // A lower bound only (timers never fire early); the exact 6 s is checked with fake timers in
    // test/integration, and a loaded CI machine may fire a little late.
    expect(elapsed).toBeGreaterThan(3500);
    const visibleTitle = await page.$eval('[aria-roledescription="slide"]:not([aria-hidden]) h2', (title) => title.textContent);
    expect(visibleTitle).toBe('Marble for Halls, Homes and Temples');
    expect(await page.$eval('[aria-live]', (region) => region.getAttribute('aria-live'))).toBe('off');

    // The controls: next wraps to the first slide; pausing makes changes announced.
    await page.click('button[aria-label="Next slide"]');
    await page.click('button[aria-label="Next slide"]');
    expect(await page.$$eval(dotSelector, (dots) => dots.map((dot) => dot.getAttribute('aria-current')))).toEqual([
      'true',
      null,
      null,
    ]);
    await page.click('button::-p-text(Pause)');
    expect(await page.$eval('[aria-live]', (region) => region.getAttribute('aria-live'))).toBe('polite');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fetches the first slide picture first and eagerly, and makes it the largest paint when it is detailed enough', async () => {
    const { page, errors } = await newPage(browser);
    await page.evaluateOnNewDocument(() => {
      const record = window as unknown as { lcp: Array<{ element: Element | null; size: number }> };
      record.lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null; size: number }>) {
          record.lcp.push({ element: entry.element, size: entry.size });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await visit(page, '/');
    await page.waitForFunction(() => (document.querySelector('[aria-roledescription="slide"] img') as HTMLImageElement)?.complete);
    const first = await page.$eval('[aria-roledescription="slide"] img', (image) => ({
      src: image.getAttribute('src'),
      loading: image.getAttribute('loading'),
      fetchpriority: image.getAttribute('fetchpriority'),
      decoding: image.getAttribute('decoding'),
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
    }));
    expect(first).toEqual({
      src: '/images/hero/1.svg',
      loading: 'eager',
      fetchpriority: 'high',
      decoding: 'sync',
      width: '1600',
      height: '900',
    });
    const others = await page.$$eval('[aria-roledescription="slide"] img', (images) => images.slice(1).map((image) => image.getAttribute('loading')));
    expect(others).toEqual(['lazy', 'lazy']);

    // The first picture is the first image requested (preloaded from index.html on the home page).
    const images = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => ['img', 'link'].includes((entry as PerformanceResourceTiming).initiatorType))
        .filter((entry) => /\.(svg|png|webp|jpe?g)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    );
    expect(images[0]?.name).toBe('/images/hero/1.svg');

    // Chrome leaves "low-content" pictures (under 0.05 bits per pixel as transferred) out of LCP;
    // when the picture carries enough detail it must be the largest paint, otherwise the slide's own text is.
    // The largest paint is reported once the picture has been painted.
    await page.waitForFunction(() => {
      const entries = (window as unknown as { lcp: Array<{ element: Element | null }> }).lcp;
      return entries.some((entry) => entry.element instanceof HTMLImageElement);
    });
    const lcp = await page.evaluate(() => {
      const entries = (window as unknown as { lcp: Array<{ element: Element | null }> }).lcp;
      const last = entries[entries.length - 1]?.element ?? null;
      const image = document.querySelector('[aria-roledescription="slide"] img') as HTMLImageElement;
      const timing = performance.getEntriesByName(image.currentSrc)[0] as PerformanceResourceTiming | undefined;
      const rect = image.getBoundingClientRect();
      const visibleArea = Math.min(rect.width, innerWidth) * Math.min(rect.height, innerHeight);
      return {
        isHeroImage: last === image,
        inFirstSlide: Boolean(last && document.querySelector('[aria-roledescription="slide"]')?.contains(last)),
        bitsPerPixel: ((timing?.encodedBodySize ?? 0) * 8) / visibleArea,
      };
    });
    // The generated picture carries enough detail (see scripts/generate-textures.mjs) to count.
    expect(lcp.bitsPerPixel).toBeGreaterThanOrEqual(0.05);
    expect(lcp.isHeroImage).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads the sections below the hero and the featured granites without shifting what is in view', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 900 });
    await page.evaluateOnNewDocument(() => {
      const record = window as unknown as { shift: number };
      record.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) record.shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await visit(page, '/');
    // Below-the-fold parts load as the visitor scrolls towards them.
    await scrollThrough(page);
    await page.waitForSelector('main a[href="/product/2"]');
    // Everything below the hero has arrived: every picture decoded, and a frame painted since.
    await page.waitForFunction(() => [...document.querySelectorAll('main img')].every((image) => (image as HTMLImageElement).complete));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
    await page.evaluate(() => document.querySelector('main h3 a[href="/product/1"]')?.scrollIntoView());
    await page.click('main h3 a[href="/product/1"]');
    await page.waitForFunction(() => window.location.pathname === '/product/1');
    await page.waitForSelector('main h1');
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
    await page.waitForSelector('main h1');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('contact forms', () => {
  /** Chromium hands mailto: links to the system; the hand-off shows up as an aborted request. */
  function captureMailto(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) seen.push(request.url());
    });
    return seen;
  }

  it('/contact-us checks the fields, then opens the e-mail program without reloading or losing the text', async () => {
    const { page, errors } = await newPage(browser);
    const mailto = captureMailto(page);
    await visit(page, '/contact-us');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.click('main button[type="submit"]');
    await page.waitForSelector('#field-firstName[aria-invalid="true"]');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-firstName');
    expect(mailto).toEqual([]);

    await page.type('#field-firstName', 'Anita');
    await page.type('#field-lastName', 'Reddy');
    await page.type('#field-email', 'anita@studio.example');
    await page.select('#field-projectType', 'hospitality');
    await page.type('#field-message', 'Lobby flooring, about 600 sq m.');
    await page.click('main button[type="submit"]');
    await page.waitForFunction(() => /e-mail program has opened/.test(document.querySelector('main [role="status"]')?.textContent ?? ''));

    await until(() => mailto.length > 0);
    expect(mailto).toHaveLength(1);
    const link = new URL(mailto[0] ?? '');
    expect(link.protocol + link.pathname).toBe(`mailto:${site.email}`);
    expect(link.searchParams.get('subject')).toBe('Hospitality project enquiry from Anita Reddy');
    expect(link.searchParams.get('body')).toContain('Lobby flooring, about 600 sq m.');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(pathname(page)).toBe('/contact-us');
    expect(await page.$eval('#field-message', (field) => (field as HTMLTextAreaElement).value)).toBe('Lobby flooring, about 600 sq m.');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the home form does the same with its product interest', async () => {
    const { page, errors } = await newPage(browser);
    const mailto = captureMailto(page);
    await visit(page, '/');
    await scrollToLive(page, 'main form[aria-labelledby="home-contact-form-title"]');
    await page.click('#home-contact-name');
    await page.click('main form button[type="submit"]');
    await page.waitForSelector('#home-contact-name[aria-invalid="true"]');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('home-contact-name');
    await page.type('#home-contact-name', 'Ravi Kumar');
    await page.type('#home-contact-email', 'ravi@example.com');
    await page.select('#home-contact-productInterest', 'granite-countertops');
    await page.type('#home-contact-message', 'Two kitchen counters in Kuppum Black.');
    await page.click('main form button[type="submit"]');
    await page.waitForFunction(() => /e-mail program has opened/.test(document.querySelector('main form [role="status"]')?.textContent ?? ''));
    await until(() => mailto.length > 0);
    expect(mailto).toHaveLength(1);
    expect(new URL(mailto[0] ?? '').searchParams.get('subject')).toBe('Enquiry about Granite Countertops from Ravi Kumar');
    expect(await page.$eval('#home-contact-name', (field) => (field as HTMLInputElement).value)).toBe('Ravi Kumar');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the map needs no network: nothing is requested from another origin', async () => {
    const { page, errors } = await newPage(browser);
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(baseUrl()) && !url.startsWith('data:')) foreign.push(url);
    });
    await visit(page, '/contact-us');
    expect(await page.$eval('main svg[role="img"]', (map) => map.textContent)).toContain('Pakala');
    const directions = await page.$eval('main a::-p-text(Get directions)', (link) => ({
      href: link.getAttribute('href'),
      target: link.getAttribute('target'),
      rel: link.getAttribute('rel'),
    }));
    expect(directions.href).toContain(`destination=${siteCoordinates.lat}%2C${siteCoordinates.lng}`);
    expect(directions.target).toBe('_blank');
    expect(directions.rel).toMatch(/noopener/);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
