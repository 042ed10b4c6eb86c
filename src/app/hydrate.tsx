import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { onCaughtError, prepareShop, type MountOptions } from './prepareShop';
import type { AppStore } from './store';

/**
 * Starts the standalone shop in `element`. The server answers every path with
 * the HTML the build wrote for it, so React hydrates what is on screen; a
 * screen whose code is still on its way hydrates when it arrives. Without
 * that HTML (a host that serves app.html for every path) it renders afresh.
 */
export function hydrate(element: HTMLElement, options: MountOptions = {}): AppStore {
  const shop = prepareShop(element, options);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding it in one long task.
  if (element.firstElementChild) startTransition(() => void hydrateRoot(element, shop.app(), { onCaughtError }));
  else createRoot(element, { onCaughtError }).render(shop.app());
  return shop.store;
}
