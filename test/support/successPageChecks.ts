import { act, cleanup, screen, within } from '@testing-library/react';
import { renderApp } from './renderWithProviders';
import { missingSentences, type PageSentence, type SeenPage } from './successPageSpec';

/** A success page and the saved list whose records it confirms (integration tests). */
export interface SuccessPageCase {
  /** E.g. '/order-success?orderId='; the id follows. */
  addressOf: string;
  /** The list's storage key and state slice, e.g. 'orders'. */
  list: 'orders' | 'quotes';
  /** A record of the list, saved elsewhere (another tab). */
  record: { id: string };
  /** Another record of the list, the one saved when the address names none. */
  other: { id: string };
  /** The h1 of a confirmation, and words only a confirmation has. */
  done: string;
  confirmationWords: RegExp;
  /** The h1 when the address names no saved record, and the spec's fallback id then shown. */
  notFound: string;
  /** Its lead: the id is not among the records saved on this device. */
  notSavedHere: string;
  fallbackId: string;
  /** The first way on: the visitor's list (text, address). */
  firstLink: [string, string];
}

/** The page at `address` (with another record saved): no confirmation, the fallback id, the visitor's list first. */
export async function expectNothingConfirmed(page: SuccessPageCase, address: string, named?: string) {
  renderApp({ route: address, preloadedState: { [page.list]: { items: [page.other] } } });
  await screen.findByRole('heading', { level: 1, name: page.notFound });
  const main = screen.getByRole('main');
  expect(main.textContent).not.toMatch(page.confirmationWords);
  expect(main.textContent).toContain(page.notSavedHere);
  if (named) expect(main.textContent).not.toContain(named);
  expect(within(main).getByText(page.fallbackId)).toBeInTheDocument();
  const next = within(screen.getByRole('navigation', { name: 'Where to next' }));
  expect(next.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    page.firstLink,
    ['Continue Shopping', '/shop'],
    ['Back to Home', '/'],
    ['Contact Us', '/contact-us'],
  ]);
  expect(document.title).toMatch(new RegExp(`^${page.notFound}`));
}

/** Open on the record's address before it exists here, the page confirms it once another tab has saved it. */
export async function expectConfirmedOnceAnotherTabSaves(page: SuccessPageCase) {
  renderApp({ route: `${page.addressOf}${page.record.id}`, storage: localStorage });
  await screen.findByRole('heading', { level: 1, name: page.notFound });
  const newValue = JSON.stringify([page.record]);
  localStorage.setItem(page.list, newValue);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: page.list, newValue, storageArea: localStorage }));
  });
  await screen.findByRole('heading', { level: 1, name: page.done });
  expect(screen.getByText(page.record.id)).toBeInTheDocument();
}

/** The tests of a success page for ids that are not saved (yet): one set, run for orders and quotes. */
export function itConfirmsOnlySavedRecords(page: SuccessPageCase) {
  it(`confirms nothing for an id no saved record has, showing ${page.fallbackId} and "${page.firstLink[0]}" first`, async () => {
    await expectNothingConfirmed(page, `${page.addressOf}anything`, 'anything');
  });

  it('confirms nothing without an id', async () => {
    await expectNothingConfirmed(page, page.addressOf.replace(/\?.*/, ''));
  });

  it('confirms the record once another tab has saved it', async () => {
    await expectConfirmedOnceAnotherTabSaves(page);
  });
}

/** The main area's text and links ([text, href]) of the page at `address`, once its h1 reads `heading`. */
async function readPage(page: SuccessPageCase, address: string, heading: string, id: string): Promise<SeenPage> {
  renderApp({ route: address, preloadedState: { [page.list]: { items: [page.record] } } });
  await screen.findByRole('heading', { level: 1, name: heading });
  const main = screen.getByRole('main');
  const links = within(main)
    .getAllByRole('link')
    .map((link): [string, string] => [link.textContent ?? '', link.getAttribute('href') ?? '']);
  const seen = { text: main.textContent ?? '', links, id };
  cleanup();
  return seen;
}

/**
 * One test per sentence of what the page says, each quoting it: it holds
 * with a saved id, with an id of no saved record and with none.
 */
export function itSaysEverySentence(page: SuccessPageCase, sentences: PageSentence[]) {
  const read: [string, SeenPage][] = [];
  beforeAll(async () => {
    read.push(['a saved id', await readPage(page, `${page.addressOf}${page.record.id}`, page.done, page.record.id)]);
    read.push(['an unknown id', await readPage(page, `${page.addressOf}anything`, page.notFound, page.fallbackId)]);
    read.push(['no id', await readPage(page, page.addressOf.replace(/\?.*/, ''), page.notFound, page.fallbackId)]);
  });

  it.each(sentences.map((sentence) => [sentence.quote, sentence]))('says "%s" whether or not the id is saved here', (_, sentence) => {
    expect(read).toHaveLength(3);
    for (const [which, seen] of read) {
      expect([which, missingSentences([sentence], seen)]).toEqual([which, []]);
    }
  });
}
