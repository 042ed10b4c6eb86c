import type { BrowserContext } from 'puppeteer';
import { blackLine } from '../support/fixtures';
import { groupFiles } from './support/buildManifest';
import { baseUrl, expectErrors, holdRequests, openWithScriptsHeld, newPage, openBrowser, seedStorage, until, visit, waitUntilLive, scrollThrough } from './support/browser';
import { waitForHeading } from './support/flows';
import { serveInTwoParts } from './support/splitDocument';

/**
 * A visitor's first look: every page arrives as real HTML,
 * paints its heading before any script has run, starts fetching its screen's
 * code and main picture at once, and React takes it over without a mismatch
 * or a shift.
 */

const routeFiles = (...names: string[]) => groupFiles(...names).filter((file) => /\.(js|css)$/.test(file));

/** Paths of the preload links the page's inline script added, and of the stylesheets the page has inline. */
async function firstScreenOf(pathname: string) {
  const { page, errors } = await newPage(browser);
  await visit(page, pathname);
  const preloads = await page.$$eval('link[rel="preload"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname.slice(1)),
  );
  const inline = await page.$$eval('style[data-href]', (styles) => styles.map((style) => style.dataset.href?.slice(1)));
  await page.close();
  expect(errors).toEqual([]);
  return { preloads: new Set(preloads), inline: new Set(inline) };
}

const scriptsOf = (files: string[]) => files.filter((file) => file.endsWith('.js'));
const stylesOf = (files: string[]) => files.filter((file) => file.endsWith('.css'));

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
});

describe('prerendered pages', () => {
  it('show the heading and every landmark with JavaScript disabled', async () => {
    const tracked = await newPage(browser);
    const { page } = tracked;
    // The pages ask for their scripts in the head; with JavaScript off, Chromium refuses those requests.
    expectErrors(tracked, /^Request failed \(unknown\) .*\.js$/);
    await page.setJavaScriptEnabled(false);
    for (const [route, heading] of [
      ['/', 'Sri Balaji Granites & Marbles: granite and marble from Andhra Pradesh'],
      ['/product/3', 'Black Galaxy'],
      ['/shop', 'Granite Collection'],
      ['/cart', 'Shopping Cart'],
    ] as const) {
      await page.goto(`${baseUrl()}${route}`);
      expect(await page.$eval('main h1', (element) => element.textContent)).toBe(heading);
      const landmarks = await page.evaluate(() =>
        ['header', 'main', 'footer', 'nav'].map((selector) => document.querySelectorAll(selector).length > 0),
      );
      expect([route, landmarks]).toEqual([route, [true, true, true, true]]);
    }
    await page.close();
  });

  it('paint the heading while the scripts are still held back', async () => {
    const { page } = await newPage(browser);
    // The page asks for its scripts at once: they are held back from here on.
    const scripts = await openWithScriptsHeld(page, `${baseUrl()}/product/3`);
    await page.waitForSelector('main h1', { visible: true });
    const shown = await page.$eval('main h1', (element) => {
      const rect = element.getBoundingClientRect();
      return {
        text: element.textContent,
        inView: rect.height > 0 && rect.top < window.innerHeight,
        // No script has run: the screen's part still waits for its code.
        waiting: element.closest('[data-hydrating]') !== null,
      };
    });
    expect(shown).toEqual({ text: 'Black Galaxy', inView: true, waiting: true });
    // The page's load waits for its scripts, which start with it.
    await scripts.release();
    await waitUntilLive(page);
    await page.close();
  });

  it('show a stored cart with its lines, never "Your Cart is Empty" on the way, and no layout shift on a slow line', async () => {
    const { page, errors } = await newPage(browser);
    await seedStorage(page, { cart: JSON.stringify([blackLine()]) });
    await page.evaluateOnNewDocument(() => {
      const seen: string[] = [];
      const shifts: number[] = [];
      Object.assign(window, { __headings: seen, __shifts: shifts });
      const record = () => {
        for (const heading of document.querySelectorAll('h1, h2')) {
          const text = (heading.textContent ?? '').trim();
          if (seen.at(-1) !== text && !seen.includes(text)) seen.push(text);
        }
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // At 64 kbit/s the page arrives in pieces and the browser paints between them: painted with
    // half a header, the bar once jumped left when its last icons arrived.
    await page.emulateNetworkConditions({ download: 8 * 1024, upload: 8 * 1024, latency: 20 });
    const loaded = page.goto(`${baseUrl()}/cart`, { waitUntil: 'load' });
    await page.waitForSelector('footer');
    await page.emulateNetworkConditions(null);
    await loaded;
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Kuppum Black'));
    await page.waitForSelector('header a[aria-label="Cart, 3 items"]');
    await waitUntilLive(page);
    const { headings, shifts } = await page.evaluate(() => ({
      headings: (window as unknown as { __headings: string[] }).__headings,
      shifts: (window as unknown as { __shifts: number[] }).__shifts,
    }));
    expect(headings).toContain('Shopping Cart');
    expect(headings).not.toContain('Your Cart is Empty');
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('have every landmark and every heading of / in the document before any scrolling', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle0' });
    await waitUntilLive(page);
    const roles = await page.evaluate(() => ({
      banner: document.querySelectorAll('header').length,
      main: document.querySelectorAll('main').length,
      contentinfo: document.querySelectorAll('footer').length,
      navigation: document.querySelectorAll('nav').length,
      headings: [...document.querySelectorAll('h1, h2, h3')].map((heading) => (heading.textContent ?? '').trim()),
      scrolled: window.scrollY,
    }));
    // Navigation: the header's bar, its small-screen menu (a closed dialog until opened) and the footer's three columns.
    expect(roles).toMatchObject({ banner: 1, main: 1, contentinfo: 1, navigation: 6, scrolled: 0 });
    expect(roles.headings).toEqual(
      expect.arrayContaining(['Featured Granites', 'How We Work', 'Get in Touch', 'Business Hours', 'Policies']),
    );
    expect(roles.headings.length).toBeGreaterThanOrEqual(19);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the first screen', () => {
  it("preloads the product page's code and its main picture on /product/3, its styles inline", async () => {
    const { preloads, inline } = await firstScreenOf('/product/3');
    expect(preloads).toEqual(new Set([...scriptsOf(routeFiles('main', 'product')), 'images/products/3-1.svg']));
    for (const file of stylesOf(routeFiles('main', 'product'))) expect(inline).toContain(file);
  });

  it("preloads the quote page with its form's code, and the home page with its hero", async () => {
    const quote = await firstScreenOf('/request-quote');
    expect(quote.preloads).toEqual(new Set(scriptsOf(routeFiles('main', 'request-quote', 'request-quote.form'))));
    for (const file of stylesOf(routeFiles('request-quote', 'request-quote.form'))) expect(quote.inline).toContain(file);
    const home = await firstScreenOf('/');
    expect(home.preloads).toEqual(new Set([...scriptsOf(routeFiles('main', 'home')), 'images/hero/1.svg']));
  });

  it('runs the main script only once the first paint and the largest picture in view are on screen', async () => {
    const { page, errors } = await newPage(browser);
    await page.evaluateOnNewDocument(() => {
      const seen = { scriptAt: NaN, firstPaint: NaN, picture: NaN };
      Object.assign(window, { __start: seen });
      new MutationObserver(() => {
        if (Number.isNaN(seen.scriptAt) && document.querySelector('script[src*="/main."]')) seen.scriptAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntriesByName('first-contentful-paint')) seen.firstPaint = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      // The product's main picture, as Element Timing reports it once it is on screen.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
          if (entry.element?.matches('img[fetchpriority="high"]')) seen.picture = entry.startTime;
        }
      }).observe({ type: 'element', buffered: true });
    });
    await visit(page, '/product/3');
    await waitUntilLive(page);
    const seen = await page.evaluate(
      () => (window as unknown as { __start: { scriptAt: number; firstPaint: number; picture: number } }).__start,
    );
    expect(seen.firstPaint).toBeGreaterThan(0);
    expect(seen.picture).toBeGreaterThan(0);
    // A script in the page's HTML would be in the document before anything was painted.
    expect(seen.scriptAt).toBeGreaterThan(seen.firstPaint);
    expect(seen.scriptAt).toBeGreaterThan(seen.picture);
    // The screen's chunks are asked for then too: until the picture is on screen, the line carries the page and the main script.
    const chunksAskedAt = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/chunks/'))
        .map((entry) => entry.startTime),
    );
    expect(chunksAskedAt.length).toBeGreaterThan(0);
    expect(Math.min(...chunksAskedAt)).toBeGreaterThan(seen.picture);
    // The marks for Element Timing are gone before React compares the markup with its own.
    expect(await page.$$('img[elementtiming]')).toHaveLength(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('does not hold the main script for a smaller picture in view that has not come', async () => {
    const { page, errors } = await newPage(browser);
    // The start's longest wait is taken away until the main script is in, so only the paints it
    // waits for can start it: had it waited for the held thumbnail, the page would never go live.
    await page.evaluateOnNewDocument(() => {
      const later = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
        (delay ?? 0) >= 1000 && !document.querySelector('script[src*="/main."]')
          ? 0
          : later(handler, delay, ...rest)) as typeof window.setTimeout;
    });
    // A thumbnail below the product's main picture, in view on this screen, held until the page is live.
    const thumbnail = await holdRequests(page, (request) => request.url().endsWith('/images/products/3-2.svg'));
    const loaded = page.goto(`${baseUrl()}/product/3`, { waitUntil: 'load', timeout: 0 });
    await until(() => thumbnail.held.length > 0, 30_000);
    await waitUntilLive(page, 'main h1');
    const shown = await page.$eval('main img[src$="/images/products/3-2.svg"]', (image) => ({
      complete: (image as HTMLImageElement).complete,
      inView: image.getBoundingClientRect().top < window.innerHeight,
    }));
    // In view (else the start would never have waited for it), and still on its way.
    expect(shown).toEqual({ complete: false, inView: true });
    await thumbnail.release();
    await loaded;
    expect(errors).toEqual([]);
    await page.close();
  });

  it('runs the main script at the first tap while a picture in view is still on its way', async () => {
    const { page, errors } = await newPage(browser);
    // Whether the script was in the page when a tap (after the shop's own listeners) came through.
    await page.evaluateOnNewDocument(() => {
      addEventListener('pointerdown', () => {
        Object.assign(window, { __scriptAtTap: Boolean(document.querySelector('script[src*="/main."]')) });
      });
    });
    const pictures = await holdRequests(page, (request) => request.url().endsWith('/images/products/3-1.svg'));
    const loaded = page.goto(`${baseUrl()}/product/3`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    // Waiting for the product's picture to be painted, the page has not started its script.
    expect(await page.$('script[src*="/main."]')).toBeNull();
    await page.click('main h1');
    expect(await page.evaluate(() => (window as unknown as { __scriptAtTap?: boolean }).__scriptAtTap)).toBe(true);
    await until(() => pictures.held.length > 0);
    await pictures.release();
    await loaded;
    await waitUntilLive(page, 'main h1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('paints the header and the page together', async () => {
    const { page, errors } = await newPage(browser);
    // Records what the first frame to show the header held (a frame's callbacks run before it is painted).
    await page.evaluateOnNewDocument(() => {
      const seen = { headingWithHeader: null as boolean | null };
      Object.assign(window, { __firstScreen: seen });
      requestAnimationFrame(function look() {
        if (!document.querySelector('header')) return void requestAnimationFrame(look);
        seen.headingWithHeader = Boolean(document.querySelector('main h1'));
      });
    });
    for (const pathname of ['/cart', '/shop', '/about-us']) {
      await visit(page, pathname);
      const seen = await page.evaluate(() => (window as unknown as { __firstScreen: { headingWithHeader: boolean } }).__firstScreen);
      expect([pathname, seen.headingWithHeader]).toEqual([pathname, true]);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the home page hero', () => {
  it("shows the first slide's text only once the slide is whole, so the centred text never moves as the page arrives", async () => {
    // The page arrives in two parts, cut just after the first slide's title: its text and buttons come later.
    const split = await serveInTwoParts('/', '</h2>');
    try {
      const { page, errors } = await newPage(browser, { width: 390, height: 844 }, { origin: split.url });
      await page.evaluateOnNewDocument(() => {
        const arrival = { shift: 0, frames: 0, framesShowingHalfASlide: 0 };
        Object.assign(window, { __arrival: arrival });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) arrival.shift += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        // A frame's callbacks run before it is painted: what each frame showed once the slide's title was in.
        requestAnimationFrame(function look() {
          const title = document.querySelector('main h2');
          if (title) {
            arrival.frames += 1;
            const shown = getComputedStyle(title).visibility === 'visible';
            if (shown && !document.querySelector('main [aria-roledescription="slide"] a')) arrival.framesShowingHalfASlide += 1;
          }
          if (document.readyState === 'loading') requestAnimationFrame(look);
        });
      });
      const loaded = page.goto(`${split.url}/`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.querySelector('main h2') !== null, { polling: 'mutation' });
      // A frame of the first part, painted before the rest is sent.
      await page.waitForFunction(() => (window as unknown as { __arrival: { frames: number } }).__arrival.frames > 0);
      split.release();
      await loaded;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const arrival = await page.evaluate(() => (window as unknown as { __arrival: { shift: number; framesShowingHalfASlide: number } }).__arrival);
      expect(arrival).toEqual(expect.objectContaining({ framesShowingHalfASlide: 0, shift: 0 }));
      // Whole, the text shows.
      expect(await page.$eval('main h2', (title) => getComputedStyle(title).visibility)).toBe('visible');
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await split.close();
    }
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
      const record = window as unknown as { shift: number; moved: string[] };
      record.shift = 0;
      record.moved = [];
      type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const describe = ({ node, previousRect: from, currentRect: to }: Source) =>
        `${node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName} y ${from.y}->${to.y} h ${from.height}->${to.height}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }>) {
          if (entry.hadRecentInput) continue;
          record.shift += entry.value;
          // What moved, and where the page was scrolled to, so a failure says what shifted.
          record.moved.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms, scrolled ${Math.round(scrollY)}: ${entry.sources.map(describe).join('; ')}`);
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
    const { shift, moved } = await page.evaluate(() => {
      const { shift: total, moved: entries } = window as unknown as { shift: number; moved: string[] };
      return { shift: total, moved: entries };
    });
    // A part React had to render again on the client (a recoverable error) would shift too: print both.
    if (shift >= 0.01) console.warn(`Layout shifts on /:\n${moved.join('\n')}\nPage errors so far: ${JSON.stringify(errors)}`);
    expect(shift).toBeLessThan(0.01);
    await page.evaluate(() => document.querySelector('main h3 a[href="/product/1"]')?.scrollIntoView());
    await page.click('main h3 a[href="/product/1"]');
    await page.waitForFunction(() => window.location.pathname === '/product/1');
    await waitForHeading(page, 'Madanpalli White');
    expect(errors).toEqual([]);
    await page.close();
  });
});
