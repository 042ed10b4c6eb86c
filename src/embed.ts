import { mount, type MountOptions } from './app/mount';

/**
 * Library entry for host sites: `StoneShop.mount(element, options)` returns
 * `unmount`. An element marked `data-stone-shop` mounts itself, so one script
 * tag and one element are enough:
 *   <div data-stone-shop data-basename="/stones"></div>
 */
export { mount };
export type { MountOptions };

function autoMount() {
  document.querySelectorAll<HTMLElement>('[data-stone-shop]').forEach((element) => {
    if (element.dataset.stoneShopMounted) return;
    element.dataset.stoneShopMounted = 'true';
    mount(element, {
      basename: element.dataset.basename || undefined,
      storageKeyPrefix: element.dataset.storagePrefix || undefined,
      devToolsTrace: element.dataset.devtoolsTrace !== undefined,
    });
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', autoMount);
else autoMount();
