import { createContext } from 'react';

/**
 * What the page around the shop lets it do. Standalone the shop owns the page
 * (these defaults); embedded, the host site decides (src/app/embed).
 */
export interface ShopHost {
  /** Whether screens name the browser tab (document.title). */
  setsTitle: boolean;
  /** After a navigation: bring the shop's own top into view. */
  scrollToTop(): void;
}

export const ShopHostContext = createContext<ShopHost>({ setsTitle: true, scrollToTop: () => window.scrollTo(0, 0) });
