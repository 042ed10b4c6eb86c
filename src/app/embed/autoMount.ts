import { lookUpPath, optionsFromDataset, type EmbedOptions } from './embedOptions';
import type { EmbedHandle } from './mountEmbedded';

export const MOUNT_SELECTOR = '[data-stone-shop]';

export interface AutoMount {
  /** Mounts every marked element in `root` (the document by default) that shows no shop yet. */
  mountAll(root?: ParentNode): void;
  /** Stops picking up elements added later (and unmounting removed ones). */
  stopObserving(): void;
}

/**
 * One tag and one element: each `[data-stone-shop]` element mounts with the
 * options its data-* attributes give. With `observe`, elements added later
 * (single-page hosts) mount too, and an auto-mounted element that leaves the
 * document is unmounted, so its listeners and timers go with it.
 */
export function startAutoMount(mount: (element: HTMLElement, options: EmbedOptions) => EmbedHandle, observe: boolean): AutoMount {
  const autoMounted = new Set<HTMLElement>();

  const mountOne = (element: HTMLElement) => {
    if (element.stoneShop) return;
    const { options, problems } = optionsFromDataset(element.dataset, (path) => lookUpPath(window, path));
    problems.forEach((problem) => console.warn(`Stone shop: ${problem}`));
    mount(element, options);
    autoMounted.add(element);
  };

  const mountAll = (root: ParentNode = document) => {
    if (root instanceof HTMLElement && root.matches(MOUNT_SELECTOR)) mountOne(root);
    root.querySelectorAll<HTMLElement>(MOUNT_SELECTOR).forEach(mountOne);
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement) mountAll(node);
      });
      if (record.type === 'attributes' && record.target instanceof HTMLElement) mountAll(record.target);
    }
    autoMounted.forEach((element) => {
      if (element.isConnected) return;
      autoMounted.delete(element);
      element.stoneShop?.unmount();
    });
  });

  let observing = observe;
  const start = () => {
    mountAll();
    if (observing) {
      observer.observe(document.documentElement, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['data-stone-shop'],
      });
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();

  const stopObserving = () => {
    observing = false;
    observer.disconnect();
  };
  return { mountAll, stopObserving };
}
