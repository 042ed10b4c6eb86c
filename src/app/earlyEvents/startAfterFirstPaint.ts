/**
 * Starts the shop's code once the first screen is on screen. A prerendered
 * page asks for its main script at once, beside everything else (a preload in
 * its head, src/app/prerender/pageDocument.ts), and this runs it once the page
 * has been parsed and its first paint and its largest picture in view have
 * reached the screen; it then runs as soon as it has arrived. The screen's chunks are
 * asked for at the same moment, so the main script has the line to itself
 * until then.
 *
 * Why wait at all: on a slow phone the script's first run is a task of about
 * 0.3 s, and a frame cannot be painted while it runs; a script that arrives
 * before the largest picture (a fast line, a warm cache) would hold that
 * picture off the screen. On a slow line the script arrives after the first
 * screen anyway and starts as soon as it is there. Taps made meanwhile are
 * held by the contract (contract.ts) and honoured once the code is live.
 */
import { FETCHED_AFTER_FIRST_PAINT, STARTS_AFTER_FIRST_PAINT } from '../../shared/hydrationMarks';

/** What Element Timing reports of a painted picture (not in TypeScript's DOM types yet). */
interface ElementTiming extends PerformanceEntry {
  readonly element: Element | null;
}

/** Past this (from the end of parsing) the script starts even if the picture in view has not come (a stalled request). */
const LONGEST_WAIT_MS = 3000;

let started = false;

/** Asks the browser to report when each picture reaches the screen (Element Timing). */
const PAINT_TIMED = 'elementtiming';

function start() {
  if (started) return;
  started = true;
  // Its work done, the page's markup is again what the server wrote, which React compares while hydrating.
  for (const image of document.querySelectorAll(`img[${PAINT_TIMED}]`)) image.removeAttribute(PAINT_TIMED);
  // The screen's chunks: a preload whose media query now matches is fetched (they arrive while the main script runs).
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${FETCHED_AFTER_FIRST_PAINT}]`)) link.media = 'all';
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${STARTS_AFTER_FIRST_PAINT}]`)) {
    const script = document.createElement('script');
    script.src = link.href;
    // In document order, as the deferred scripts they replace would run.
    script.async = false;
    document.head.append(script);
  }
}

/**
 * Marks every picture for Element Timing as the parser adds it, before
 * anything is painted (a mark added later would miss the paint). The app's
 * markup stays as it is, and the first download carries none of this.
 */
function timePicturePaints() {
  const mark = () => {
    for (const image of document.querySelectorAll(`img:not([${PAINT_TIMED}])`)) image.setAttribute(PAINT_TIMED, 'picture');
  };
  const observer = new MutationObserver(mark);
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    mark();
    observer.disconnect();
  }, { once: true });
}

/** The area of a picture that is on screen, which is what the largest paint counts. */
const areaInView = ({ intersectionRect }: IntersectionObserverEntry) => intersectionRect.width * intersectionRect.height;

/**
 * Hands `then` the largest picture of the first screen (none, or one): in view,
 * shown, and marked for Element Timing. The largest paint is the largest
 * element painted, and a later picture of the same size does not replace it, so
 * smaller pictures (a product's thumbnails) need not hold the code back. The
 * places come from an IntersectionObserver, which reports them after the
 * browser's own next layout: asking for a box here would force that layout of
 * the whole page inside this handler, a long task of its own.
 */
function findLargestPictureInView(then: (pictures: HTMLImageElement[]) => void) {
  const marked = [...document.querySelectorAll<HTMLImageElement>(`img[${PAINT_TIMED}]`)];
  if (marked.length === 0 || typeof IntersectionObserver === 'undefined') return then([]);
  // Its first report holds every picture observed before it, in the order they were observed.
  const observer = new IntersectionObserver((entries) => {
    observer.disconnect();
    const inView = entries.filter(({ isIntersecting, target }) => {
      // A slide waiting behind the first (opacity 0) is never painted.
      const shown = !target.checkVisibility || target.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      return isIntersecting && shown;
    });
    // The first of the largest, in document order, as the browser paints them.
    const largest = inView.reduce<IntersectionObserverEntry | null>(
      (best, entry) => (areaInView(entry) > (best ? areaInView(best) : 0) ? entry : best),
      null,
    );
    then(largest ? [largest.target as HTMLImageElement] : []);
  });
  for (const picture of marked) observer.observe(picture);
}

/**
 * Calls `then` once the first paint and every picture in `pictures` have
 * reached the screen, as the browser reports them (Paint and Element Timing,
 * reported after the frame is shown), or once a picture has failed.
 */
function whenShown(pictures: HTMLImageElement[], then: () => void) {
  const waiting = new Set<Element>(pictures);
  let painted = false;
  const check = () => painted && waiting.size === 0 && then();
  const shown = (element: Element | null) => element && waiting.delete(element) && check();
  for (const picture of pictures) picture.addEventListener('error', () => shown(picture), { once: true });
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    painted = true;
    check();
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ElementTiming[]) shown(entry.element);
  }).observe({ type: 'element', buffered: true });
}

/**
 * Where the browser reports no paint timing: once the pictures have loaded and
 * a frame after that has begun (a second animation frame begins only once the
 * first has been drawn).
 */
function whenLoadedAndDrawn(pictures: HTMLImageElement[], then: () => void) {
  const loading = pictures.filter((picture) => !picture.complete);
  let waiting = loading.length;
  const drawn = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then)));
  if (waiting === 0) return drawn();
  for (const picture of loading) {
    const done = () => --waiting === 0 && drawn();
    picture.addEventListener('load', done, { once: true });
    picture.addEventListener('error', done, { once: true });
  }
}

const timesPaints = () =>
  typeof PerformanceObserver !== 'undefined' &&
  ['paint', 'element'].every((type) => PerformanceObserver.supportedEntryTypes.includes(type));

/** Set by a tap or a key press: the visitor wants the code now (the contract holds what they did). */
let wanted = false;

function startWhenFirstScreenIsShown() {
  // A hidden tab paints nothing: it starts at once, as it does when the visitor switches away meanwhile.
  if (wanted || document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && start());
  setTimeout(start, LONGEST_WAIT_MS);
  findLargestPictureInView((pictures) => (timesPaints() ? whenShown(pictures, start) : whenLoadedAndDrawn(pictures, start)));
}

if (document.querySelector(`link[${STARTS_AFTER_FIRST_PAINT}]`)) {
  timePicturePaints();
  // From the first moment, though the script still waits for the whole page to be parsed.
  const want = () => {
    wanted = true;
    if (document.readyState !== 'loading') start();
  };
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, want, { capture: true, once: true, passive: true });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startWhenFirstScreenIsShown, { once: true });
  else startWhenFirstScreenIsShown();
}
