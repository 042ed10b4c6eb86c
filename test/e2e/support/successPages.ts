import type { BrowserContext, Page } from 'puppeteer';
import { baseUrl, holdScripts, newPage, seedStorage, until, visit } from './browser';
import { waitForHeading } from './flows';
import { missingSentences, type PageSentence, type SeenPage } from '../../support/successPageSpec';

/** One success page and the saved list whose records it confirms. */
export interface SuccessPage {
  /** E.g. '/order-success'. */
  path: string;
  /** The query parameter naming the record, e.g. 'orderId'. */
  param: string;
  /** The list's storage key, e.g. 'orders'. */
  storageKey: string;
  /** A saved record of the list. */
  record: { id: string };
  /** The h1 of a confirmation. */
  done: string;
  /** The h1 of the shell, what the prerendered page shows before the saved lists are read. */
  shell: string;
  /** The h1 when the address names no saved record, its lead, and the spec's fallback id then shown. */
  notFound: string;
  notSavedHere: string;
  fallbackId: string;
  /** The visitor's list: its address and link text. */
  list: { href: string; text: string };
}

const mainText = (page: Page) => page.$eval('main', (main) => main.textContent ?? '');

/**
 * A saved record is confirmed on a visit, after a reload and in another tab;
 * an id of no saved record, or none, shows the fallback id and the visitor's
 * list, and never the words of a confirmation; nor does the prerendered page
 * before its code has read the saved lists.
 */
export async function expectTruthfulSuccessPage(browser: BrowserContext, success: SuccessPage) {
  const stored = `${success.path}?${success.param}=${encodeURIComponent(success.record.id)}`;
  const { page, errors } = await newPage(browser);
  await seedStorage(page, { [success.storageKey]: JSON.stringify([success.record]) });
  await visit(page, stored);
  await waitForHeading(page, success.done);
  expect(await mainText(page)).toContain(success.record.id);
  await page.reload({ waitUntil: 'load' });
  await waitForHeading(page, success.done);
  const other = await newPage(browser);
  await visit(other.page, stored);
  await waitForHeading(other.page, success.done);
  await other.page.close();

  for (const address of [`${success.path}?${success.param}=anything`, success.path]) {
    await visit(page, address);
    await waitForHeading(page, success.notFound);
    const text = await mainText(page);
    expect(text).toContain(success.fallbackId);
    expect(text).toContain(success.notSavedHere);
    expect(text).not.toContain(success.done);
    expect(text).not.toContain('anything');
    expect(await page.$$eval('main nav a', (links) => links.map((link) => [link.textContent, link.getAttribute('href')]))).toContainEqual([
      success.list.text,
      success.list.href,
    ]);
  }
  expect(errors).toEqual([]);
  await page.close();

  // Before the code has come, the page knows nothing of the saved lists: it confirms nothing.
  const early = await newPage(browser);
  const scripts = await holdScripts(early.page);
  const loaded = early.page.goto(`${baseUrl()}${stored}`, { waitUntil: 'load' });
  await until(() => scripts.held.length > 0);
  await early.page.waitForSelector('main h1');
  expect(await early.page.$eval('main h1', (heading) => heading.textContent)).toBe(success.shell);
  expect(await mainText(early.page)).not.toContain(success.record.id);
  expect(await early.page.title()).not.toContain(success.done);
  await scripts.release();
  await loaded;
  await waitForHeading(early.page, success.done);
  await early.page.close();
}

/** The main area of `address` in the built app (a fresh page with the record saved), once its h1 reads `heading`. */
async function readBuiltPage(browser: BrowserContext, success: SuccessPage, address: string, heading: string, id: string): Promise<SeenPage> {
  const { page, errors } = await newPage(browser);
  await seedStorage(page, { [success.storageKey]: JSON.stringify([success.record]) });
  await visit(page, address);
  await waitForHeading(page, heading);
  const seen = {
    text: await mainText(page),
    links: await page.$$eval('main a', (links) => links.map((link): [string, string] => [link.textContent ?? '', link.getAttribute('href') ?? ''])),
    id,
  };
  expect(errors).toEqual([]);
  await page.close();
  return seen;
}

/**
 * One test per sentence of what the page says, each quoting it: it holds in
 * the built app with a saved id, with an id of no saved record and with none.
 */
export function itSaysEverySentence(browser: () => BrowserContext, success: SuccessPage, sentences: PageSentence[]) {
  const read: [string, SeenPage][] = [];
  beforeAll(async () => {
    const saved = `${success.path}?${success.param}=${encodeURIComponent(success.record.id)}`;
    read.push(['a saved id', await readBuiltPage(browser(), success, saved, success.done, success.record.id)]);
    read.push(['an unknown id', await readBuiltPage(browser(), success, `${success.path}?${success.param}=anything`, success.notFound, success.fallbackId)]);
    read.push(['no id', await readBuiltPage(browser(), success, success.path, success.notFound, success.fallbackId)]);
  });

  it.each(sentences.map((sentence) => [sentence.quote, sentence]))('says "%s" whether or not the id is saved here', (_, sentence) => {
    expect(read).toHaveLength(3);
    for (const [which, seen] of read) expect([which, missingSentences([sentence], seen)]).toEqual([which, []]);
  });
}
