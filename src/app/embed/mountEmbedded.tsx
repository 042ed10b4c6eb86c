import './shadowHost.scss';
import { browserServices, type Services } from '../../shared/services';
import { keepTabInOpenDialog } from '../../shared/ui/tabRound';
import { ShopHostContext, type ShopHost } from '../../shared/shopHost';
import { withDeliveryServices } from '../deliveryServices';
import { startShopDelivery } from '../startShopDelivery';
import { mount } from '../mount';
import { defaultShopName, type RootState } from '../store';
import type { EmbedOptions } from './embedOptions';
import { embedRouter, firstPath, Navigator, type RouterChoice } from './embedRouter';
import { forwardListChanges } from './listChanges';
import { forwardRefusals } from './deliveryRefusals';
import { forwardStatusChanges } from './statusChanges';
import { shareStyleSheets } from './styleSheets';

/** What `mount` returns to the host page, also found as `element.stoneShop`. */
export interface EmbedHandle {
  /** The shop's name in its events (`detail.instance`) and in Redux DevTools. */
  readonly name: string;
  /** Removes the shop and everything it added; the element is as it was before. */
  unmount(): void;
  /** Goes to a shop path ('/cart', '/product/3') or back/forward by a number (-1). */
  navigate(to: string | number): void;
  /** A copy of the shop's state: changing it changes nothing in the shop. */
  getState(): RootState;
}

declare global {
  interface HTMLElement {
    stoneShop?: EmbedHandle;
  }
}

/** The element the shadow root hangs on: a name no host rule for div, span or section can match. */
export const SHADOW_HOST_TAG = 'stone-shop-root';

const liveNames = new Set<string>();

/** Two shops sharing a storage prefix still get names of their own. */
function uniqueName(wanted: string): string {
  let name = wanted;
  for (let n = 2; liveNames.has(name); n += 1) name = `${wanted} #${n}`;
  return name;
}

/** After a navigation: the shop's top (or the host's chosen target) into view, only when it is out of view. */
function scrollToTopOf(target: Element) {
  const { top } = target.getBoundingClientRect();
  if (top < 0 || top >= window.innerHeight) target.scrollIntoView({ block: 'start', behavior: 'instant' });
}

/**
 * The skip link's `#main-content` cannot reach into a shadow root, and in hash
 * routing it would be taken for a route: its click focuses the shop's main instead.
 */
function skipLinkIn(shadow: ShadowRoot) {
  return (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href="#main-content"]')) return;
    event.preventDefault();
    shadow.getElementById('main-content')?.focus();
  };
}

/** An absolute http(s) address, or null (with a console warning for anything else). */
function deliveryAddress(url: string | undefined): string | null {
  if (!url) return null;
  try {
    if (/^https?:$/.test(new URL(url).protocol)) return url;
  } catch {
    /* warned below */
  }
  console.warn(`Stone shop: deliveryUrl "${url}" is not an http(s) address; nothing will be sent.`);
  return null;
}

/** The host's callbacks and delivery address as the thunks' services: a host promise instead of the simulated wait. */
function servicesFor(options: EmbedOptions): Services {
  const { onOrderPlaced, onQuoteSubmitted } = options;
  const services: Services = {
    ...(options.services ?? browserServices),
    ...(onOrderPlaced ? { confirmOrder: async (order) => onOrderPlaced(order) } : {}),
    ...(onQuoteSubmitted ? { confirmQuote: async (quote) => onQuoteSubmitted(quote) } : {}),
  };
  const url = deliveryAddress(options.deliveryUrl);
  return url ? withDeliveryServices(services, url, options.storageKeyPrefix ?? '', options.storage) : services;
}

/**
 * Shows a shop inside `element` on a host page: in a shadow root of its own
 * (host CSS stays out, the shop's styles stay in), with the router, title and
 * scrolling the host asked for. A second mount on the same element is
 * refused with a console error and returns the shop already there.
 */
export function mountEmbedded(element: HTMLElement, options: EmbedOptions = {}): EmbedHandle {
  const existing = element.stoneShop;
  if (existing) {
    console.error(
      `Stone shop: this element already shows the shop "${existing.name}", so the second mount was refused. ` +
        'Call element.stoneShop.unmount() first to mount it again with other options.',
    );
    return existing;
  }
  const name = uniqueName(options.name ?? defaultShopName(options.storageKeyPrefix ?? ''));
  liveNames.add(name);

  const shadowHost = document.createElement(SHADOW_HOST_TAG);
  const shadow = shadowHost.attachShadow({ mode: 'open' });
  const stopStyles = shareStyleSheets(shadow);
  const container = document.createElement('div');
  const skipToMain = skipLinkIn(shadow);
  container.addEventListener('click', skipToMain);
  // What the early event contract does on the shop's own pages: Tab stays inside the open menu.
  container.addEventListener('keydown', keepTabInOpenDialog);
  shadow.append(container);
  element.append(shadowHost);

  const hostTitle = document.title;
  const setsTitle = options.title ?? false;
  const host: ShopHost = {
    setsTitle,
    scrollToTop: () => {
      const { scrollTarget } = options;
      const target = typeof scrollTarget === 'string' ? document.querySelector(scrollTarget) : scrollTarget;
      scrollToTopOf(target ?? shadowHost);
    },
  };
  const routing = options.routing ?? 'browser';
  const choice: RouterChoice = {
    routing,
    basename: routing === 'browser' ? options.basename : undefined,
    initialPath: options.initialPath ?? '/',
  };
  // Before the store exists: its first writes (cleaned-up lists) are announced while it is made.
  const stopForwarding = options.onChange ? forwardListChanges(name, options.onChange) : () => undefined;
  const navigator = new Navigator();
  const inRouter = embedRouter(choice, navigator);
  const shop = mount(
    container,
    { ...options, basename: choice.basename, name, services: servicesFor(options) },
    {
      router: (routes) => <ShopHostContext value={host}>{inRouter(routes)}</ShopHostContext>,
      firstPath: firstPath(choice),
    },
  );

  // Delivery state under the shop's own prefix; what is unsent is the outbox, sent now and on each later visit.
  const stopDelivery = startShopDelivery(shop.store, options.onDeliveryRefused ? forwardRefusals(options.onDeliveryRefused) : {});
  const stopStatusChanges = options.onStatusChanged ? forwardStatusChanges(shop.store, options.onStatusChanged) : () => undefined;

  let live = true;
  const handle: EmbedHandle = {
    name,
    navigate: (to) => {
      if (live) navigator.go(to);
      else console.error(`Stone shop: "${name}" was unmounted; mount it again before navigate().`);
    },
    getState: () => structuredClone(shop.store.getState()),
    unmount: () => {
      if (!live) return;
      live = false;
      stopDelivery();
      stopStatusChanges();
      shop.unmount();
      container.removeEventListener('click', skipToMain);
      container.removeEventListener('keydown', keepTabInOpenDialog);
      stopForwarding();
      stopStyles();
      shadowHost.remove();
      if (setsTitle) document.title = hostTitle;
      liveNames.delete(name);
      delete element.stoneShop;
    },
  };
  element.stoneShop = handle;
  return handle;
}
