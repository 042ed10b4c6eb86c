import { createContext } from 'react';

/**
 * What an embedding host page lets the shop do (src/app/embed). Standalone
 * there is none: the shop owns the page, names the tab and scrolls the window.
 */
export interface ShopHost {
  /** Whether screens name the browser tab (document.title). */
  setsTitle: boolean;
  /** After a navigation: bring the shop's own top into view. */
  scrollToTop(): void;
}

export const ShopHostContext = createContext<ShopHost | null>(null);
