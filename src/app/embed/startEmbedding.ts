import { startAutoMount } from './autoMount';
import { ROUTING_MODES, type EmbedOptions } from './embedOptions';
import { installGlobal, SHOP_BRAND } from './globalName';
import { mountEmbedded, type EmbedHandle } from './mountEmbedded';

/** The host page's API, `window.StoneShop` unless the build chose another name. */
export interface StoneShopApi {
  mount(element: HTMLElement, options?: EmbedOptions): EmbedHandle;
  /** Mounts every `[data-stone-shop]` element not showing a shop yet (after stopObserving, or for a new subtree). */
  mountAll(root?: ParentNode): void;
  /** Stops mounting elements added later; `<script data-observe="false">` never starts. */
  stopObserving(): void;
}

/** A mistyped routing falls back to browser routing, and says so. */
function checkedMount(element: HTMLElement, options: EmbedOptions = {}): EmbedHandle {
  if (options.routing !== undefined && !ROUTING_MODES.includes(options.routing)) {
    console.error(`Stone shop: routing "${String(options.routing)}" is not one of ${ROUTING_MODES.join(', ')}; browser routing is used.`);
    return mountEmbedded(element, { ...options, routing: 'browser' });
  }
  return mountEmbedded(element, options);
}

/**
 * What the embed script does when it runs: installs the global (never over a
 * host's own) and mounts the marked elements. `script` is the shop's own
 * <script> element, whose `data-observe="false"` switches the observer off.
 */
export function startEmbedding(globalName: string, script: HTMLOrSVGScriptElement | null): void {
  const observe = !(script instanceof HTMLScriptElement && script.dataset.observe === 'false');
  const api = { [SHOP_BRAND]: true, mount: checkedMount } as StoneShopApi & { [SHOP_BRAND]: true };
  const installed = installGlobal(window, globalName, api);
  if (installed === 'already-this-shop') return;
  const auto = startAutoMount(checkedMount, observe);
  api.mountAll = auto.mountAll;
  api.stopObserving = auto.stopObserving;
}
