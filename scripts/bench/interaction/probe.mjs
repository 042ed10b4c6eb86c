/* global document, window, requestAnimationFrame, innerWidth, innerHeight, addEventListener, MutationObserver, Node */
// What the interaction benchmark watches from inside the page. `probe` is
// installed with evaluateOnNewDocument, before any of the page's own code, and
// reports to Node through a binding as things happen (so a tap that reloads
// the page does not take its record with it). Times are the page's clock:
// milliseconds from the start of its navigation.
//
// Reports (each with `origin`, the document's performance.timeOrigin):
//   { type: 'onScreen', at, x, y }       the control is first shown in the viewport (`at`: the frame
//                                      that draws it; x/y: its centre in viewport pixels)
//   { type: 'moved', x, y }              the control moved, or a new one replaced it
//   { type: 'tap', seq, at, late }       a trusted pointerdown; `at` is its own time stamp (when the
//                                      finger came down, even if the page was busy then); `late`
//                                      when it came after the result was on screen (see below)
//   { type: 'reaction', kind, tap, at }  'effect': the expected result began (a dialog was added, or
//                                      the alert called); 'registered': aria-busy="true" on the
//                                      control; 'answer': the first change the page made to the
//                                      document (or its alert) while handling tap number `tap`.
//                                      `tap` is null when no tap was being handled.
//   { type: 'effectVisible', at }        the frame that shows an effect that began

/**
 * @param {string} binding name of the exposed function that takes the reports
 * @param {{ name: string, prefix: boolean, effect: 'dialog' | 'alert', stopAtResult: boolean }} options
 *   the control is a button named `name` (or whose name starts with it, with `prefix`); with
 *   `stopAtResult`, taps made after a result is on screen are kept from the page (see the end)
 */
export function probe(binding, options) {
  const report = (event) => void window[binding]({ ...event, origin: performance.timeOrigin });
  const BUTTONS = 'button, [role="button"], input[type="submit"], input[type="button"]';
  const DIALOGS = '[role="dialog"], [role="alertdialog"], dialog[open]';

  // ------------------------------------------------------------ the control
  // A first cut of the accessible name, enough to pick the candidate; Node
  // checks the one picked against the browser's accessibility tree.
  const nameOf = (element) =>
    (element.getAttribute('aria-label') || (element.tagName === 'INPUT' ? element.value : element.textContent) || '')
      .replace(/\s+/g, ' ')
      .trim();
  const matches = (element) => {
    const name = nameOf(element);
    return options.prefix ? name.startsWith(options.name) : name === options.name;
  };
  const shown = (element) => element.isConnected && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const inViewport = (rect) =>
    rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth;
  // Touch coordinates are in the visual viewport, which differs from the layout one when zoomed.
  const centre = (rect) => {
    const visual = window.visualViewport;
    const scale = visual?.scale ?? 1;
    return {
      x: Math.round((rect.left + rect.width / 2 - (visual?.offsetLeft ?? 0)) * scale),
      y: Math.round((rect.top + rect.height / 2 - (visual?.offsetTop ?? 0)) * scale),
    };
  };

  // When the first result (the effect, or the control registering) was on screen.
  /** @type {number | null} */ let resultAt = null;
  /** @type {Element | null} */ let found = null;
  /** @type {{ x: number, y: number } | null} */ let last = null;
  let scrolled = false;
  let looking = false;
  // In every frame, before it is drawn, until it is there: the first matching control that is shown.
  // One shown below the fold is scrolled to, as a visitor would, and counts once it is in view.
  const look = () => {
    const candidate = [...document.querySelectorAll(BUTTONS)].find((element) => matches(element) && shown(element));
    if (candidate && inViewport(candidate.getBoundingClientRect())) {
      looking = false;
      const first = last === null;
      found = candidate;
      // For Node's check against the accessibility tree (load.mjs).
      /** @type {any} */ (window).__interactionControl = candidate;
      last = centre(candidate.getBoundingClientRect());
      // Now, not the frame's own time stamp, which may predate a long task that ran before this frame.
      report(first ? { type: 'onScreen', at: performance.now(), ...last } : { type: 'moved', ...last });
      return;
    }
    if (candidate && !scrolled) {
      scrolled = true;
      candidate.scrollIntoView({ block: 'center' });
    }
    requestAnimationFrame(look);
  };
  const lookAgain = () => {
    if (looking) return;
    looking = true;
    found = null;
    scrolled = false;
    requestAnimationFrame(look);
  };
  lookAgain();
  // Once found, the taps follow it, until a result shows: a layout shift may move it, a render
  // replace it, or the page scroll it away (the visitor then scrolls back to it).
  let following = false;
  const follow = () => {
    if (following || last === null || looking || resultAt !== null) return;
    following = true;
    requestAnimationFrame(() => {
      following = false;
      if (!found?.isConnected) return lookAgain();
      if (!inViewport(found.getBoundingClientRect())) found.scrollIntoView({ block: 'center' });
      const now = centre(found.getBoundingClientRect());
      if (now.x === last?.x && now.y === last?.y) return;
      last = now;
      report({ type: 'moved', ...now });
    });
  };
  new PerformanceObserver(follow).observe({ type: 'layout-shift' });
  addEventListener('scroll', follow, { capture: true, passive: true });

  // ---------------------------------------------------- the page's answers
  // Which tap the page is handling: from this script's capture listener on window, which runs
  // before any of the page's own, to its bubbling listener on window, which runs after them (or
  // the next task, if the page stops the event). What the page changes in the document or shows in
  // between is its answer to that tap.
  /** @type {number | null} */ let handling = null;
  /** @type {number | null} */ let endedInThisTask = null;
  const answered = new Set();
  const answer = () => {
    if (handling === null || answered.has(handling)) return;
    answered.add(handling);
    report({ type: 'reaction', kind: 'answer', tap: handling, at: performance.now() });
  };
  const resultShown = () => {
    resultAt ??= performance.now();
  };
  const effectBegan = () => {
    report({ type: 'reaction', kind: 'effect', tap: handling, at: performance.now() });
    requestAnimationFrame(() => {
      resultShown();
      report({ type: 'effectVisible', at: performance.now() });
    });
  };
  const isControl = (element) => found !== null && (element === found || element === found.closest(BUTTONS));
  const isEffect = (node) =>
    options.effect === 'dialog' && node.nodeType === Node.ELEMENT_NODE && (node.matches(DIALOGS) || node.querySelector(DIALOGS) !== null);

  const read = (records) => {
    if (records.length === 0) return;
    if (found && !found.isConnected) follow();
    answer();
    for (const record of records) {
      if (record.type === 'childList') {
        if ([...record.addedNodes].some(isEffect)) effectBegan();
        continue;
      }
      const element = record.target;
      if (record.attributeName === 'open' && isEffect(element)) effectBegan();
      if (record.attributeName === 'aria-busy' && isControl(element) && element.getAttribute('aria-busy') === 'true') {
        resultShown();
        report({ type: 'reaction', kind: 'registered', tap: handling, at: performance.now() });
      }
    }
  };
  const observer = new MutationObserver(read);
  observer.observe(document, { subtree: true, childList: true, attributes: true });

  if (options.effect === 'alert') {
    // The alert is the effect, on screen as it is called (Node accepts it from the page's dialog event).
    const alert = window.alert;
    window.alert = function (...args) {
      read(observer.takeRecords());
      answer();
      report({ type: 'reaction', kind: 'effect', tap: handling, at: performance.now() });
      resultShown();
      report({ type: 'effectVisible', at: performance.now() });
      return alert.apply(this, args);
    };
  }

  // ------------------------------------------------------------------ taps
  const begin = (seq) => {
    read(observer.takeRecords());
    handling = seq;
    setTimeout(end, 0);
  };
  /** The page has handled an event of the tap being handled: put what it changed down to that tap. */
  function eventHandled() {
    read(observer.takeRecords());
    if (handling !== null) {
      // A submit that a tap's click sets off comes right after the click, in the same task.
      endedInThisTask = handling;
      setTimeout(() => (endedInThisTask = null), 0);
    }
  }
  function end() {
    eventHandled();
    handling = null;
  }
  // This script's listeners are the first on window, so they see every event before the page does.
  // Touch listeners stay passive, so the page scrolls and taps as it would without them.
  const listen = (type, onCapture) => {
    const passive = type.startsWith('touch');
    addEventListener(
      type,
      (event) => {
        if (event.isTrusted && isLate(event)) keepFromPage(event);
        else onCapture(event);
      },
      { capture: true, passive },
    );
    // A click's default action (a button's invoker command opening a dialog) runs after its last
    // listener: the tap stays the one being handled until the next event or task, so what that
    // action changes is still put down to it.
    addEventListener(type, type === 'click' ? eventHandled : end, { passive: true });
  };
  // A tap's events: pointerdown then touchstart, pointerup then touchend, (mousedown, mouseup) and
  // its click, which Chromium may send after later taps' touches when the page is busy (a click
  // carries the pointerId of the touch that made it).
  let taps = 0;
  /** @type {number | null} */ let lastTouched = null;
  const tapOfPointer = new Map();
  const during = (seq) => {
    if (seq !== null && seq !== undefined) begin(seq);
  };
  listen('pointerdown', (event) => {
    if (!event.isTrusted) return;
    taps += 1;
    tapOfPointer.set(event.pointerId, taps);
    lastTouched = taps;
    during(taps);
    report({ type: 'tap', seq: taps, at: event.timeStamp, late: false });
  });
  listen('pointerup', (event) => {
    if (!event.isTrusted) return;
    lastTouched = tapOfPointer.get(event.pointerId) ?? null;
    during(lastTouched);
  });
  for (const type of ['touchstart', 'touchend', 'mousedown', 'mouseup']) {
    listen(type, (event) => event.isTrusted && during(lastTouched));
  }
  listen('click', (event) => event.isTrusted && during(tapOfPointer.get(event.pointerId)));
  listen('submit', () => during(endedInThisTask));

  // ------------------------------------------------------ the visitor stops
  // A visitor stops tapping when they see a result. Node hears of it a little later than the page
  // shows it, so (with `stopAtResult`) a tap made after that moment is kept from the page: none of
  // its events reach the page's listeners, and it has no default action (no focus, click or submit).
  // Input events carry the time of the touch; a submit carries its own, and follows a click that was let through.
  function isLate(event) {
    return options.stopAtResult && resultAt !== null && event.type !== 'submit' && event.timeStamp > resultAt;
  }
  function keepFromPage(event) {
    if (event.type === 'pointerdown') report({ type: 'tap', seq: null, at: event.timeStamp, late: true });
    event.stopImmediatePropagation();
    if (event.cancelable) event.preventDefault();
  }
}
