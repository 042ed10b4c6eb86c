/** Marks the shop's global, so a second copy of the script recognises the first. */
export const SHOP_BRAND = Symbol.for('stone-shop');

export type Installed = 'installed' | 'already-this-shop' | 'refused';

/**
 * Puts `api` on `target[name]` unless something else lives there: a host's
 * own global of that name is never replaced (the console says so, and how to
 * build under another name). A second copy of the shop finds the first one.
 */
export function installGlobal(target: object, name: string, api: object): Installed {
  const globals = target as Record<string, unknown>;
  const existing = globals[name];
  if (existing === undefined) {
    globals[name] = api;
    return 'installed';
  }
  if (existing === api) return 'installed';
  if (typeof existing === 'object' && existing !== null && SHOP_BRAND in existing) {
    console.warn(`Stone shop: the shop's script is on this page twice; the first copy (window.${name}) stays in charge.`);
    return 'already-this-shop';
  }
  console.error(
    `Stone shop: window.${name} already belongs to this page, so the shop did not replace it. ` +
      'Elements marked data-stone-shop still mount (each handle is element.stoneShop); for a global of its own, ' +
      'build the shop with STONE_SHOP_GLOBAL set to another name.',
  );
  return 'refused';
}
