/**
 * The public origin of the shop, for canonical links, link previews, JSON-LD
 * and sitemap.xml: set SITE_ORIGIN when building (`SITE_ORIGIN=https://shop.example npm run build`).
 * The default is an example address, like the phone and e-mail in site.ts.
 */
export const siteOrigin = (): string => (process.env.SITE_ORIGIN ?? 'https://www.sribalaji-stones.example').replace(/\/+$/, '');
