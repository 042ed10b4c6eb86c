// How soon a visitor on a phone can use what they see. For each page,
// its first control of a kind, on the prerendered shop and on the same shop
// rendered in the browser, in the same run: when it is on screen, what one tap
// made at that moment does, and when a tap first works when repeated every
// 100 ms. Each build's loads alternate with the other's, so load on the
// machine falls on both alike.
import { visit, RETRY_INTERVAL_MS } from './interaction/load.mjs';
import { PHONE_NOTE } from './interaction/phone.mjs';
import { summarise } from './stats.mjs';
import { ms } from './table.mjs';

/** A single tap's effect is due within this (ms) unless the interaction says otherwise. */
const DUE_WITHIN_MS = 1000;

/**
 * The control a visitor reaches for on each page, by role (button) and accessible name, and its
 * effect; `within`: how soon (ms) the effect of a tap made as the control appears is due, where the
 * page itself answers before the main script (the add-to-cart dialog, decision 0030).
 */
export const INTERACTIONS = [
  { pathname: '/', what: '"Open menu" -> the small-screen menu (a dialog)', control: { name: 'Open menu', prefix: false, effect: 'dialog' } },
  { pathname: '/shop', what: 'first "Add to Cart" -> the add-to-cart dialog', within: 300, control: { name: 'Add to Cart', prefix: true, effect: 'dialog' } },
  { pathname: '/product/1', what: '"Add to Cart" -> the add-to-cart dialog', within: 300, control: { name: 'Add to Cart', prefix: true, effect: 'dialog' } },
  {
    pathname: '/request-quote',
    what: '"Get Quote" on the empty form -> the alert "Please fill in full name"',
    control: { name: 'Get Quote', prefix: false, effect: 'alert' },
  },
];
const MODES = ['single', 'retry'];

/**
 * builds: [{ label, url }] (base URLs). Resolves to results[pathname][label] =
 * { single: [outcome], retry: [outcome], notes: [what happened in a particular run] }.
 */
export async function measureInteraction(browser, { builds, runs, progress }) {
  const results = Object.fromEntries(
    INTERACTIONS.map(({ pathname }) => [
      pathname,
      Object.fromEntries(builds.map(({ label }) => [label, { single: [], retry: [], notes: [] }])),
    ]),
  );
  for (let round = 1; round <= runs; round += 1) {
    // Every other round starts with the other build, so neither always goes first.
    const order = round % 2 === 1 ? builds : [...builds].reverse();
    for (const { pathname, control } of INTERACTIONS) {
      for (const mode of MODES) {
        for (const build of order) {
          progress(`interaction ${pathname} ${mode} tap, ${build.label} (round ${round}/${runs})`);
          const slot = results[pathname][build.label];
          try {
            const outcome = await visit(browser, { url: `${build.url}${pathname}`, control, mode });
            slot[mode].push(outcome);
            outcome.notes.forEach((note) => slot.notes.push(`round ${round}, ${mode} tap: ${note}`));
          } catch (error) {
            slot.notes.push(`round ${round}, ${mode} tap: no figures (${error instanceof Error ? error.message : error})`);
          }
        }
      }
    }
  }
  return results;
}

const count = (value) => String(value);

/** median [min-max] of the runs that have a figure, saying how many those are when not all. */
const spread = (values, show = ms) => {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return 'n/a';
  const { median, min, max } = summarise(finite);
  const text = min === max ? show(median) : `${show(median)} [${show(min)}-${show(max)}]`;
  return finite.length < values.length ? `${text} (${finite.length} of ${values.length})` : text;
};

export const INTERACTION_COLUMNS = [
  { title: 'build', align: 'left' },
  { title: 'control on screen (ms)', align: 'right' },
  { title: 'single tap honoured', align: 'right' },
  { title: 'tap -> effect (ms)', align: 'right' },
  { title: 'effects per single tap', align: 'right' },
  { title: 'first working tap (ms)', align: 'right' },
  { title: 'taps lost', align: 'right' },
  { title: 'effects after retries', align: 'right' },
];

export const INTERACTION_NOTE =
  `${PHONE_NOTE}. Median [min-max]; times from navigation start. "On screen": the frame that first draws the ` +
  `control in the viewport (the page is scrolled to it if it is lower). Single tap: one touch at its centre at ` +
  `that moment; honoured if its effect came by the time the page settled (loaded, 1 s without requests, an ` +
  `idle callback); "tap -> effect" runs to the frame that shows it. Retries: a tap every ${RETRY_INTERVAL_MS} ms ` +
  `from that moment until the effect or aria-busy="true" on the control shows; "first working tap" is when the ` +
  `tap that got it was made, "taps lost" how many came before it; taps after the result showed are kept from ` +
  `the page, as the visitor would stop.`;

/** One section per page: { title, rows, notes } (notes: what happened in particular runs). */
export function interactionSections(results, builds) {
  return INTERACTIONS.map(({ pathname, what }) => {
    const notes = [];
    const rows = builds.map(({ label }) => {
      const { single, retry, notes: runNotes } = results[pathname][label];
      runNotes.forEach((note) => notes.push(`${pathname} ${label}, ${note}`));
      const onScreen = [...single, ...retry].map((outcome) => outcome.onScreenAt);
      return [
        label,
        spread(onScreen),
        `${single.filter((outcome) => outcome.honoured).length} of ${single.length}`,
        spread(single.map((outcome) => outcome.tapToEffect)),
        spread(single.map((outcome) => outcome.effects), count),
        spread(retry.map((outcome) => outcome.firstWorkingAt)),
        spread(retry.map((outcome) => outcome.lost), count),
        spread(retry.map((outcome) => outcome.effects), count),
      ];
    });
    return { title: `(d) Interaction on a phone: ${pathname}, ${what}`, rows, notes };
  });
}

/** The targets (docs/performance.md) for the prerendered build, against the client-rendered one of the same run. */
export function interactionTargets(results, { shop, client }) {
  return INTERACTIONS.map(({ pathname, within = DUE_WITHIN_MS }) => {
    const mine = results[pathname][shop];
    const theirs = results[pathname][client];
    const median = (outcomes, key) => summarise(outcomes.map((outcome) => outcome[key]).filter(Number.isFinite)).median;
    const lost = median(mine.retry, 'lost');
    const once = mine.single.filter((outcome) => outcome.honoured && outcome.effects === 1 && outcome.tapToEffect <= within).length;
    const first = median(mine.retry, 'firstWorkingAt');
    const reference = median(theirs.retry, 'firstWorkingAt');
    return (
      `${pathname.padEnd(14)} taps lost ${Number.isFinite(lost) ? lost : 'n/a'} ${lost === 0 ? 'ok' : 'NOT 0'}; ` +
      `single tap honoured once within ${within / 1000} s in ${once} of ${mine.single.length} ${once === mine.single.length && once > 0 ? 'ok' : 'NOT ALL'}; ` +
      `first working tap ${ms(first)} ms vs client-rendered ${ms(reference)} ms ${first <= reference ? 'ok' : 'LATER'}`
    );
  });
}
