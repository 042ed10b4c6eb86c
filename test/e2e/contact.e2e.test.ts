import type { BrowserContext, Page } from 'puppeteer';
import { site } from '../../src/shared/site';
import { siteCoordinates } from '../../src/shared/siteDetails';
import { baseUrl, newPage, openBrowser, scrollToLive, until, visit } from './support/browser';

/** A visitor gets in touch: the contact page's form, the home page's form and the map. */

const pathname = (page: Page) => new URL(page.url()).pathname;

let browser: BrowserContext;
beforeAll(async () => {
  browser = await openBrowser();
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
