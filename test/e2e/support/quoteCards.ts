import type { Page } from 'puppeteer';

export interface QuoteCardInfo {
  title: string;
  badge: string;
  background: string;
  buttons: string[];
  links: string[];
  text: string;
}

/** What each quote card on My Quotes shows, read in one pass. */
export function readQuoteCards(page: Page): Promise<QuoteCardInfo[]> {
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
