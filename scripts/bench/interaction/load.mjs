/* global window, document */
// One visit on the phone profile: load the page, tap its control the moment it
// is on screen (once, or every 100 ms until something shows), let the page
// settle, and read what happened from the probe's reports.
import { withTimeout } from '../stats.mjs';
import { openPhonePage, settle, tap } from './phone.mjs';
import { probe } from './probe.mjs';

const BINDING = '__benchInteraction';
const NAVIGATION_TIMEOUT_MS = 60_000;
const ON_SCREEN_TIMEOUT_MS = 30_000;
const SETTLE_TIMEOUT_MS = 30_000;
const ROLE_CHECK_TIMEOUT_MS = 15_000;
export const RETRY_INTERVAL_MS = 100;
/** An impatient visitor gives up at some point too; past this the retries count as all lost. */
const RETRY_FOR_MS = 20_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * `control`: { name, prefix, effect } (see probe.mjs); `mode`: 'single' or 'retry'.
 * Resolves to the analysed outcome (see `analyse`) plus notes on anything unusual.
 */
export async function visit(browser, { url, control, mode }) {
  const { context, page, cdp, requests } = await openPhonePage(browser);
  try {
    const events = [];
    /** @type {{ x: number, y: number } | null} */ let position = null;
    let resultSeen = false;
    let seen;
    const onScreen = new Promise((resolve) => (seen = resolve));
    await page.exposeFunction(BINDING, (event) => {
      events.push(event);
      if (event.type === 'onScreen' || event.type === 'moved') position = { x: event.x, y: event.y };
      if (event.type === 'onScreen') seen();
      if (event.type === 'effectVisible' || (event.type === 'reaction' && event.kind === 'registered')) resultSeen = true;
    });
    await page.evaluateOnNewDocument(probe, BINDING, { ...control, stopAtResult: mode === 'retry' });
    const errors = [];
    let alerts = 0;
    page.on('dialog', (dialog) => {
      alerts += 1;
      void dialog.accept().catch((error) => errors.push(`the alert could not be accepted: ${error}`));
    });
    page.on('pageerror', (error) => errors.push(String(error)));

    // Not awaited: the control is on screen well before the load event.
    const loading = page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS }).then(
      () => null,
      (error) => error,
    );
    await withTimeout(onScreen, ON_SCREEN_TIMEOUT_MS, `"${control.name}" on screen at ${url}`);

    // Not awaited: Chromium answers a touch once the page has taken it, and never if the page was
    // loaded anew meanwhile; the probe reports what reached the page.
    const send = () => {
      // Set before the control was on screen, which the send waits for.
      void tap(cdp, /** @type {{ x: number, y: number }} */ (position)).catch(() => undefined);
    };
    send();
    if (mode === 'retry') {
      // The visitor's cadence: a tap every 100 ms until the page shows a result. A slot this
      // process woke up too late for is skipped, not made up for with a burst of taps.
      const start = Date.now();
      let slot = 0;
      while (!resultSeen && Date.now() - start < RETRY_FOR_MS) {
        slot = Math.max(slot + 1, Math.ceil((Date.now() - start) / RETRY_INTERVAL_MS));
        await sleep(start + slot * RETRY_INTERVAL_MS - Date.now());
        if (!resultSeen) send();
      }
    }
    const navigationError = await loading;
    const unsettled = await settle(page, requests, SETTLE_TIMEOUT_MS);
    // Each document's reports carry its own time origin: more than one means a tap loaded the page anew.
    const reloads = new Set(events.map((event) => event.origin)).size - 1;
    if (navigationError && reloads === 0) throw navigationError;
    const notes = [];
    if (reloads > 0) notes.push(`a tap loaded the page anew (${reloads} time${reloads === 1 ? '' : 's'})`);
    if (unsettled) notes.push(`did not settle: ${unsettled}`);
    // A page that never settled may not answer this either; its figures then stand with a note.
    const role = await withTimeout(accessibleRole(page), ROLE_CHECK_TIMEOUT_MS, 'the accessibility tree').catch((error) => {
      notes.push(`control not checked against the accessibility tree: ${error instanceof Error ? error.message : error}`);
      return null;
    });
    if (role && !role.ok) throw new Error(`${url}: the control found is ${role.role} "${role.name}", not the button "${control.name}"`);
    notes.push(...errors.map((error) => `page error: ${error}`));
    return { ...analyse(events, { mode, effect: control.effect, alerts }), notes };
  } finally {
    await context.close().catch(() => undefined);
  }

  /**
   * The control the probe picked, as the browser's accessibility tree has it; if the page has
   * replaced it since, the first button of that name in the tree.
   */
  async function accessibleRole(page) {
    const named = (node) =>
      node?.role === 'button' && (control.prefix ? (node.name ?? '').startsWith(control.name) : node.name === control.name);
    const handle = await page.evaluateHandle(() => {
      // A modal dialog the tap opened (the menu) leaves the rest of the page inert, out of the tree.
      for (const dialog of document.querySelectorAll('dialog')) dialog.close();
      const picked = /** @type {any} */ (window).__interactionControl;
      return picked?.isConnected ? picked : null;
    });
    const element = handle.asElement();
    let node = element ? await page.accessibility.snapshot({ root: element, interestingOnly: false }) : null;
    await handle.dispose();
    if (!element) {
      const search = (entry) => (named(entry) ? entry : (entry?.children ?? []).map(search).find(Boolean));
      node = search(await page.accessibility.snapshot());
    }
    return { ok: named(node), role: node?.role ?? 'nothing', name: node?.name ?? '' };
  }
}

/**
 * Puts the probe's reports on one clock (ms from the first navigation's start) and works out:
 * onScreenAt; single: honoured, tapToEffect, effects; retry: firstWorkingAt, lost, effects.
 */
export function analyse(events, { mode, effect, alerts }) {
  const first = events.find((event) => event.type === 'onScreen');
  const time = (event) => event.at + event.origin - first.origin;
  // Taps made after the result was on screen never reached the page (see probe.mjs).
  const taps = events.filter((event) => event.type === 'tap' && !event.late);
  const tapIndex = (origin, seq) => taps.findIndex((event) => event.origin === origin && event.seq === seq);
  const reactions = events.filter((event) => event.type === 'reaction');
  const effectsBegun = reactions.filter((reaction) => reaction.kind === 'effect').length;
  // The alert's own count comes from the browser's dialog event; dialogs from the page's DOM.
  const effects = effect === 'alert' ? alerts : effectsBegun;
  const firstVisible = events.find((event) => event.type === 'effectVisible');
  const outcome = { onScreenAt: time(first), taps: taps.length, effects };

  if (mode === 'single') {
    const honoured = effects > 0 && firstVisible !== undefined;
    return { ...outcome, honoured, tapToEffect: honoured ? time(firstVisible) - time(taps[0]) : NaN };
  }

  // The first result: the effect, or the control showing that it registered.
  const result = reactions.find((reaction) => reaction.kind === 'effect' || reaction.kind === 'registered');
  if (!result) return { ...outcome, firstWorkingAt: NaN, lost: taps.length };
  const before = (event) => time(event) <= time(result);
  // The working tap: the one the page was handling when the result began; for a result that
  // came later (its code was still on its way), the last tap before it that the page answered
  // with a change to the document; failing both, the last tap before it.
  const answeredTaps = reactions.filter((reaction) => reaction.kind === 'answer' && reaction.tap !== null && before(reaction));
  const working =
    result.tap !== null
      ? tapIndex(result.origin, result.tap)
      : answeredTaps.length > 0
        ? tapIndex(answeredTaps.at(-1).origin, answeredTaps.at(-1).tap)
        : taps.findLastIndex(before);
  if (working < 0) return { ...outcome, firstWorkingAt: NaN, lost: taps.length };
  return { ...outcome, firstWorkingAt: time(taps[working]), lost: working };
}
