// The delivery address (docs/delivery-and-desk.md), standalone
// build only: STONE_DELIVERY_URL at build time, '' for none, and then no
// delivery code, wording or request. The shop's code reads it as
// process.env.STONE_DELIVERY_URL, the service worker as __DELIVERY_URL__, and
// the policy lets the pages and the worker send to its origin.
export const deliveryUrl = process.env.STONE_DELIVERY_URL ?? '';
if (deliveryUrl && !/^https?:$/.test(URL.canParse(deliveryUrl) ? new URL(deliveryUrl).protocol : '')) {
  throw new Error(`STONE_DELIVERY_URL=${deliveryUrl} is not an absolute http(s) address`);
}

/** Origins besides the shop's own that the pages may send to. */
export const deliveryOrigins = (): string[] => (deliveryUrl ? [new URL(deliveryUrl).origin] : []);
