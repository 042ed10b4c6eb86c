import { startEmbedding } from './app/embed/startEmbedding';

/**
 * Library entry for host sites (docs/embedding.md): one script tag and one
 * element are enough,
 *   <div data-stone-shop data-basename="/stones"></div>
 *   <script src="/path/to/embed/stone-shop.js"></script>
 * and `StoneShop.mount(element, options)` returns a handle for scripted hosts.
 * The global's name is set at build time (STONE_SHOP_GLOBAL, webpack.config.ts).
 */
declare const __STONE_SHOP_GLOBAL__: string;

startEmbedding(__STONE_SHOP_GLOBAL__, document.currentScript);
