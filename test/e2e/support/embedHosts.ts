/**
 * Host pages for the embedding tests, served by the test server under
 * /embed-host/<variant>/ (any path below it gets the same page, as a host's
 * rewrite rule would do). Each is an ordinary site with 40-odd elements of
 * its own around one shop element. `hostile` loads the demo host's
 * opinionated stylesheet (public/embed-demo.css); `blank` has no CSS at all.
 * A probe script runs before anything else and counts what stays behind:
 * event listeners, timers and observers (window.__probe).
 */

/** Counts listeners, timers and observers that are still live (see `__probe.live()`). */
const PROBE = `
(function () {
  var listeners = [];
  var timers = new Map();
  var observers = new Set();
  var add = EventTarget.prototype.addEventListener;
  var remove = EventTarget.prototype.removeEventListener;
  var capture = function (options) { return typeof options === 'boolean' ? options : !!(options && options.capture); };
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    var c = capture(options);
    var known = listeners.some(function (l) { return l.target === this && l.type === type && l.listener === listener && l.capture === c; }, this);
    if (!known && listener) listeners.push({ target: this, type: type, listener: listener, capture: c });
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    var c = capture(options);
    listeners = listeners.filter(function (l) { return !(l.target === this && l.type === type && l.listener === listener && l.capture === c); }, this);
    return remove.call(this, type, listener, options);
  };
  var wrapTimer = function (set, clear, kind, once) {
    var originalSet = window[set];
    var originalClear = window[clear];
    window[set] = function (handler) {
      var args = Array.prototype.slice.call(arguments, 1);
      var id = originalSet.apply(window, [function () {
        if (once) timers.delete(id);
        if (typeof handler === 'function') handler.apply(this, arguments);
      }].concat(args));
      timers.set(id, kind);
      return id;
    };
    window[clear] = function (id) {
      timers.delete(id);
      return originalClear.call(window, id);
    };
  };
  wrapTimer('setTimeout', 'clearTimeout', 'timeout', true);
  wrapTimer('setInterval', 'clearInterval', 'interval', false);
  ['MutationObserver', 'IntersectionObserver', 'ResizeObserver'].forEach(function (name) {
    var Original = window[name];
    var Counted = function (callback, options) {
      var observer = new Original(callback, options);
      var targets = new Set();
      var observe = observer.observe.bind(observer);
      var unobserve = observer.unobserve ? observer.unobserve.bind(observer) : null;
      var disconnect = observer.disconnect.bind(observer);
      var entry = { name: name };
      observer.observe = function (target, o) { targets.add(target); observers.add(entry); return observe(target, o); };
      if (unobserve) observer.unobserve = function (target) { targets.delete(target); if (!targets.size) observers.delete(entry); return unobserve(target); };
      observer.disconnect = function () { targets.clear(); observers.delete(entry); return disconnect(); };
      return observer;
    };
    window[name] = Counted;
  });
  // What is still live on things that outlive a shop: window, document and the host's own elements.
  // Listeners on the shop's own nodes leave with them once they are out of the document.
  var kept = function (target) {
    return target === window || target === document || (target instanceof Node && target.isConnected && target.getRootNode() === document);
  };
  var name = function (target) {
    return target === window ? 'window' : target === document ? 'document' : target.nodeName ? target.nodeName.toLowerCase() + (target.id ? '#' + target.id : '') : String(target);
  };
  window.__probe = {
    live: function () {
      return {
        listeners: listeners.filter(function (l) { return kept(l.target); }).map(function (l) { return name(l.target) + ' ' + l.type; }).sort(),
        timers: Array.from(timers.values()).sort(),
        observers: Array.from(observers).map(function (o) { return o.name; }).sort(),
      };
    },
  };
})();
`;

const HOST_BODY = (shop: string) => `
<header class="site-header"><a href="/">Host home</a>
  <nav aria-label="Host"><ul><li><a href="#one">One</a></li><li><a href="#two">Two</a></li><li><a href="#three">Three</a></li></ul></nav>
</header>
<main class="page">
  <h1>Host heading</h1>
  <p class="host">Welcome to the host site. <span>Spanned words</span> and more.</p>
  <p>Second paragraph with <a href="#link">a link</a>.</p>
  <img src="/images/hero/1.svg" alt="Host picture" width="320" height="180">
  <h2>Host h2</h2><h3>Host h3</h3><h4>Host h4</h4><h5>Host h5</h5><h6>Host h6</h6>
  <ul class="host-list"><li>Alpha</li><li>Beta</li><li>Gamma</li></ul>
  <form class="host-form"><label for="host-input">Host field</label><input id="host-input" value="host value">
    <button type="button" class="host-button">Host button</button></form>
  <div class="host-box"><span>In a box</span><div>Nested div</div></div>
  <div id="spacer" style="height: 1200px">Space above the shop</div>
  <section id="shop-section"><h2>The shop</h2>
    <div id="shop-frame" style="width: 960px">${shop}</div>
  </section>
</main>
<footer class="site-footer"><p>Host footer</p></footer>`;

const page = (options: { css: boolean; head?: string; shop: string; observe?: boolean }) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host site</title><link rel="icon" href="data:,">
<script>${PROBE}</script>
${options.css ? '<link rel="stylesheet" href="/embed-demo.css">' : ''}${options.head ?? ''}
</head><body>${HOST_BODY(options.shop)}
<script src="/embed/stone-shop.js"${options.observe === false ? ' data-observe="false"' : ''}></script>
</body></html>`;

/** The variants; each test picks one by its path. */
const VARIANTS: Record<string, () => string> = {
  // Mounted by the test (StoneShop.mount) with whatever options it needs.
  hostile: () => page({ css: true, shop: '<div id="shop"></div>', observe: false }),
  blank: () => page({ css: false, shop: '<div id="shop"></div>', observe: false }),
  // One tag and one element, in each routing mode.
  hash: () => page({ css: true, shop: '<div id="shop" data-stone-shop data-routing="hash" data-storage-prefix="hash."></div>' }),
  memory: () =>
    page({
      css: true,
      shop: '<div id="shop" data-stone-shop data-routing="memory" data-initial-path="/product/3" data-storage-prefix="memory."></div>',
    }),
  // Two shops side by side, each with its own lists.
  two: () =>
    page({
      css: true,
      shop:
        '<div id="shop-a" data-stone-shop data-routing="memory" data-storage-prefix="a." data-name="Shop A"></div>' +
        '<div id="shop-b" data-stone-shop data-routing="memory" data-storage-prefix="b." data-name="Shop B"></div>',
    }),
  // A host whose own global is already called StoneShop.
  clash: () =>
    page({
      css: true,
      head: '<script>window.StoneShop = { hostWidget: true };</script>',
      shop: '<div id="shop" data-stone-shop data-routing="memory" data-storage-prefix="clash."></div>',
    }),
};

export function embedHostPage(urlPath: string): string | null {
  const match = /^\/embed-host\/([a-z]+)(\/|$)/.exec(urlPath);
  const variant = match && VARIANTS[match[1] ?? ''];
  return variant ? variant() : null;
}
